import { test } from '@playwright/test';
import { expect, signIn, uniqueName } from './session.ts';

test('an administrator invites an editor, who chooses a password, edits a news item and cannot open Сотрудники', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const email = `${uniqueName('editor').replace(/\W+/g, '-').toLowerCase()}@example.kz`;
  await signIn(page, '/admin/');
  await page.getByRole('menuitem', { name: 'Сотрудники' }).click();
  await expect(page.getByRole('heading', { name: 'Сотрудники', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Пригласить сотрудника' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пригласить сотрудника' });
  await dialog.getByLabel('Электронная почта').fill(email);
  await dialog.getByRole('button', { name: 'Пригласить' }).click();

  // Mail is off in the tests: the administrator gets the link to pass on.
  const sent = page.getByRole('dialog', { name: `Приглашение для ${email}` });
  await expect(sent.getByText('Почта не настроена')).toBeVisible();
  const link = await sent.getByLabel('Ссылка для входа').inputValue();
  expect(link).toMatch(/\/admin\/invitation#[\w-]+$/);
  await sent.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('row').filter({ hasText: email }).getByText('приглашён')).toBeVisible();

  const editor = await browser.newPage();
  await editor.goto(link);
  await expect(editor.getByRole('heading', { name: 'Приглашение в панель управления' })).toBeVisible();
  // It names the account the password is for (issue 45, A7).
  await expect(editor.getByText(`Приглашение для ${email}: придумайте пароль для входа.`)).toBeVisible();
  await editor.getByLabel('Новый пароль', { exact: true }).fill('qwerty123456');
  await editor.getByLabel('Новый пароль ещё раз').fill('qwerty123456');
  await editor.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
  await expect(editor.getByRole('alert')).toContainText('слишком распространён');
  await editor.getByLabel('Новый пароль', { exact: true }).fill('Степной ветер 2026');
  await editor.getByLabel('Новый пароль ещё раз').fill('Степной ветер 2026');
  await editor.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
  await expect(editor.getByText('Роль: редактор')).toBeVisible();
  await expect(editor).toHaveURL(/\/admin\/$/);

  await expect(editor.getByRole('menuitem', { name: 'Сотрудники' })).toHaveCount(0);
  await editor.getByRole('menuitem', { name: 'Новости' }).click();
  await editor.getByRole('row').nth(1).getByRole('link', { name: 'Редактировать' }).click();
  const headline = editor.getByRole('textbox', { name: 'Заголовок (RU)', exact: true });
  const edited = `${await headline.inputValue()} (правка редактора)`;
  await headline.fill(edited);
  await editor.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(editor).toHaveURL(/\/admin\/news$/);
  await expect(editor.getByText(edited)).toBeVisible();

  // The address of Сотрудники itself answers that the role cannot.
  await editor.goto('/admin/users');
  await expect(editor.getByText('Не удалось загрузить список сотрудников.')).toBeVisible();

  // The administrator sees the editor active, and who did what in the log.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email }).getByText('активен')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Журнал действий' }).click();
  const invitation = page
    .getByRole('row')
    .filter({ hasText: 'Приглашение сотрудника' })
    .filter({ hasText: email });
  await expect(invitation).toContainText('почта не настроена');
  await expect(page.getByRole('row').filter({ hasText: edited }).getByText('Изменение')).toBeVisible();
  await editor.close();
});

// Issue 45 (A2): disabling a colleague asks first and says what it does; enabling is at once.
test('disabling a colleague asks first; «Отмена» leaves the account as it was', async ({ page }) => {
  const email = `${uniqueName('fitter').replace(/\W+/g, '-').toLowerCase()}@example.kz`;
  await signIn(page, '/admin/');
  await page.getByRole('menuitem', { name: 'Сотрудники' }).click();
  await page.getByRole('button', { name: 'Пригласить сотрудника' }).click();
  const invite = page.getByRole('dialog', { name: 'Пригласить сотрудника' });
  await invite.getByLabel('Электронная почта').fill(email);
  await invite.getByRole('button', { name: 'Пригласить' }).click();
  await page
    .getByRole('dialog', { name: `Приглашение для ${email}` })
    .getByRole('button', { name: 'Закрыть' })
    .click();

  const row = page.getByRole('row').filter({ hasText: email });
  const question = page.getByRole('dialog', { name: `Отключить ${email}?` });
  await row.getByRole('button', { name: `Отключить ${email}` }).click();
  await expect(question).toContainText('Сотрудник не сможет войти');
  await question.getByRole('button', { name: 'Отмена' }).click();
  await expect(question).toHaveCount(0);
  await expect(row.getByText('приглашён')).toBeVisible();

  await row.getByRole('button', { name: `Отключить ${email}` }).click();
  await question.getByRole('button', { name: 'Отключить' }).click();
  await expect(row.getByText('отключён')).toBeVisible();
  await row.getByRole('button', { name: `Включить ${email}` }).click();
  await expect(row.getByText('приглашён')).toBeVisible();
});
