import { type APIRequestContext, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { adminAuthorization, expect, uniqueName } from './session.ts';

// Sign-ins, set-ups and a second browser page: slow on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Второй фактор 2026!';

/** The authenticator app: the code for now, or for `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** An account of its own (the shared administrator and editor sign in with passwords in other specs). */
async function newAccount(request: APIRequestContext, role: 'admin' | 'editor'): Promise<string> {
  const email = `${uniqueName(`2fa-${role}`).replace(/\W+/g, '-').toLowerCase()}@example.kz`;
  const headers = await adminAuthorization(request);
  const invited = await request.post('/api/users', { headers, data: { email, role } });
  expect(invited.status()).toBe(201);
  const token = (await invited.json()).data.invitation.url.split('#')[1];
  const accepted = await request.post('/api/auth/invitation', { data: { token, password: PASSWORD } });
  expect(accepted.status()).toBe(200);
  return email;
}

/** The sign-in form up to the password; what follows is the test's. */
async function enterPassword(page: Page, email: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль', { exact: false }).first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
}

async function signOut(page: Page): Promise<void> {
  // The app bar slides away while the page scrolls down (a long card): scrolling up brings it back.
  await page.mouse.wheel(0, -10_000);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** Reads the key shown as text beside the QR code, which the test's "authenticator app" takes. */
async function shownSecret(page: Page, label = 'Ключ для ручного ввода'): Promise<string> {
  const field = page.getByLabel(label);
  await expect(field).toBeVisible();
  const secret = (await field.inputValue().catch(async () => (await field.textContent()) ?? '')).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return secret;
}

test('staff set up an authenticator, sign in with a code and with a recovery code; an administrator requires it for editors', async ({
  browser,
  page,
  request,
}) => {
  const admin = await newAccount(request, 'admin');
  const editor = await newAccount(request, 'editor');

  // Set up on Моя учётная запись: the QR code and the key, confirmed with the app's code.
  await enterPassword(page, admin);
  await expect(page).toHaveURL(/\/admin\/$/);
  await page.getByRole('menuitem', { name: 'Моя учётная запись' }).click();
  const card = page.getByRole('region', { name: 'Двухэтапная проверка' });
  await expect(card).toContainText('Двухэтапная проверка не включена');
  // The password first: a session alone does not turn a factor on.
  await card.getByLabel('Пароль').fill('not the password');
  await card.getByRole('button', { name: 'Настроить двухэтапную проверку' }).click();
  await expect(card.getByRole('alert')).toContainText('Текущий пароль указан неверно');
  await card.getByLabel('Пароль').fill(PASSWORD);
  await card.getByRole('button', { name: 'Настроить двухэтапную проверку' }).click();
  await expect(card.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
  const secret = await shownSecret(page);
  await card.getByLabel('Код подтверждения').fill('000000');
  await card.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(card.getByRole('alert')).toContainText('Код неверный или уже использован');
  await card.getByLabel('Код подтверждения').fill(codeOf(secret));
  await card.getByRole('button', { name: 'Подтвердить' }).click();
  const codes = card.getByRole('list', { name: 'Коды восстановления' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await expect(card).toContainText('Двухэтапная проверка включена. Осталось кодов восстановления: 10.');
  await signOut(page);

  // The password alone no longer signs in: a code from the app does (a later step than the set-up's).
  await enterPassword(page, admin);
  await expect(page.getByRole('heading', { name: 'Подтверждение входа' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Код подтверждения').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('menuitem', { name: 'Моя учётная запись' })).toBeVisible();
  await signOut(page);

  // A recovery code signs in once.
  await enterPassword(page, admin);
  await page.getByLabel('Код подтверждения').fill(recoveryCodes[0] as string);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('menuitem', { name: 'Моя учётная запись' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Моя учётная запись' }).click();
  await expect(page.getByRole('region', { name: 'Двухэтапная проверка' })).toContainText(
    'Осталось кодов восстановления: 9.',
  );

  // The administrator requires it for editors; the editor is asked to set it up at the next sign-in.
  await page.getByRole('menuitem', { name: 'Сотрудники' }).click();
  const policy = page.getByRole('region', { name: 'Двухэтапная проверка при входе' });
  const editors = policy.getByRole('switch', { name: 'редактор' });
  await expect(editors).not.toBeChecked();
  await editors.click();
  await expect(editors).toBeChecked();
  await expect(page.getByText('Правило входа сохранено')).toBeVisible();
  const editorPage = await browser.newPage();
  try {
    await enterPassword(editorPage, editor);
    await expect(editorPage.getByRole('heading', { name: 'Настройка двухэтапной проверки' })).toBeVisible();
  } finally {
    // Other specs sign in as the shared editor with a password: the rule stands only this long.
    await editors.click();
    await expect(editors).not.toBeChecked();
  }
  await expect(editorPage.getByText('Для вашей роли вход требует двухэтапной проверки')).toBeVisible();
  await expect(editorPage.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
  const editorSecret = await shownSecret(editorPage);
  await editorPage.getByLabel('Код подтверждения').fill(codeOf(editorSecret));
  await editorPage.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(
    editorPage.getByRole('list', { name: 'Коды восстановления' }).getByRole('listitem'),
  ).toHaveCount(10);
  await editorPage.getByRole('button', { name: 'Коды сохранены, продолжить' }).click();
  await expect(editorPage.getByText('Роль: редактор')).toBeVisible();

  // A lost phone: another administrator resets the editor's factor, which ends the editor's sessions.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: editor });
  await expect(row.getByText('включён')).toBeVisible();
  await row.getByRole('button', { name: `Сбросить двухэтапную проверку: ${editor}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Сбросить двухэтапную проверку' }).click();
  await expect(page.getByText(`Двухэтапная проверка сотрудника ${editor} сброшена`)).toBeVisible();
  // The one-time set-up code to hand over, shown once: the password alone sets no new factor up.
  const handOver = page.getByRole('dialog', { name: `Код настройки для ${editor}` });
  await expect(handOver.getByLabel('Код настройки')).toHaveValue(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await handOver.getByRole('button', { name: 'Закрыть' }).click();
  await expect(handOver).toBeHidden();
  await expect(row.getByRole('cell', { name: 'нет', exact: true })).toBeVisible();
  await editorPage.goto('/admin/news');
  await expect(editorPage).toHaveURL(/\/admin\/login$/);
  await editorPage.close();

  // Each step is in the action log.
  await page.getByRole('menuitem', { name: 'Журнал действий' }).click();
  for (const action of [
    'Включение двухэтапной проверки',
    'Вход по коду восстановления',
    'Сброс двухэтапной проверки',
  ])
    await expect(page.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Изменение правила двухэтапной проверки' }).first(),
  ).toContainText('редактор: двухэтапная проверка не обязательна');
});
