import { type APIRequestContext, type Page, test } from '@playwright/test';
import { adminAuthorization, expect, uniqueName } from './session.ts';

// Sign-ins and full page loads: slow on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Ветер с Каспия в марте';

/** An editor of this test's own (invited and signed up through the API): its id and address. */
async function newEditor(request: APIRequestContext): Promise<{ id: number; email: string }> {
  const email = `${uniqueName('again').replace(/\W+/g, '-').toLowerCase()}@example.kz`;
  const invited = await request.post('/api/users', {
    headers: await adminAuthorization(request),
    data: { email, role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  const { id, invitation } = (await invited.json()).data;
  const token = (invitation.url as string).split('#')[1];
  expect((await request.post('/api/auth/invitation', { data: { token, password: PASSWORD } })).status()).toBe(
    200,
  );
  return { id, email };
}

/** Fills in the sign-in form that is showing and sends it. */
async function fillSignIn(page: Page, email: string) {
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль', { exact: false }).first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
}

test('a disabled colleague is told so at the next click and at sign-in; enabled again, they are back on the page they were on', async ({
  page,
  request,
}) => {
  const editor = await newEditor(request);
  await page.goto('/admin/news');
  await fillSignIn(page, editor.email);
  await expect(page.getByRole('heading', { name: 'Новости', level: 1 })).toBeVisible();

  const setDisabled = async (disabled: boolean) =>
    expect(
      (
        await request.put(`/api/users/${editor.id}`, {
          headers: await adminAuthorization(request),
          data: { disabled },
        })
      ).status(),
    ).toBe(200);
  await setDisabled(true);

  // The next click: the sign-in screen, saying why.
  await page.getByRole('menuitem', { name: 'Проекты' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const notice = page.getByRole('status').filter({ hasText: 'Сеанс завершён' });
  await expect(notice).toContainText(
    'Учётная запись отключена: чтобы снова войти, обратитесь к администратору',
  );

  // The right password, while disabled: the same words, not «wrong password».
  await fillSignIn(page, editor.email);
  await expect(page.getByRole('alert')).toContainText('Учётная запись отключена');
  await expect(page.getByRole('alert')).not.toContainText('Неверный адрес');

  await setDisabled(false);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByRole('heading', { name: 'Проекты', level: 1 })).toBeVisible();
  expect(page.url()).not.toContain('/admin/admin');
});

test('a session ended from another device: the sign-in says so, and signing in again opens the page that was asked for', async ({
  page,
  request,
}) => {
  const editor = await newEditor(request);
  await page.goto('/admin/news');
  await fillSignIn(page, editor.email);
  await expect(page.getByRole('heading', { name: 'Новости', level: 1 })).toBeVisible();

  // «Где выполнен вход → Завершить» from another device: this page's session ends.
  const sid = await page.evaluate(() => {
    const payload = (localStorage.getItem('accessToken') as string).split('.')[1] as string;
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).sid as string;
  });
  const elsewhere = await request.post('/api/auth/login', {
    data: { email: editor.email, password: PASSWORD },
  });
  const ended = await request.delete(`/api/auth/sessions/${sid}`, {
    headers: { authorization: `Bearer ${(await elsewhere.json()).data.accessToken}` },
  });
  expect(ended.status()).toBe(200);

  const edit = page.getByRole('row').nth(1).getByRole('link', { name: 'Редактировать' });
  const itemPath = new URL((await edit.getAttribute('href')) as string, page.url()).pathname;
  await edit.click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Сеанс завершён' })).toContainText(
    'Сеанс завершили на другом устройстве',
  );

  await fillSignIn(page, editor.email);
  await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
  await expect(page.getByRole('textbox', { name: 'Заголовок (RU)', exact: true })).toBeVisible();

  // Signing out oneself is no news: the sign-in screen says nothing about an ended session.
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page.getByText('Сеанс завершён')).toHaveCount(0);
});
