import { test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../e2e/env.ts';
import { adminAuthorization, expect, expireStoredAccessToken, signIn, storedAccessToken } from './session.ts';

// Sign-ins and full page loads: slow on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test('a wrong password is refused with the reason, then the right one opens the dashboard', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByLabel('Электронная почта')).toHaveAttribute('type', 'email');
  await page.getByLabel('Электронная почта').fill(ADMIN_EMAIL);
  const password = page.getByLabel('Пароль').first();
  await password.fill('not-the-password');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Показать пароль' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toContainText('Ошибка входа');
  await expect(page.getByRole('alert')).toContainText('Неверный адрес электронной почты или пароль');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await password.fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'Добро пожаловать в панель управления' })).toBeVisible();
  await expect(page.getByText('Роль: администратор')).toBeVisible();
  await expect(page.getByTestId('api-version')).toHaveText('v1.0.0');
  await expect(page.getByTestId('database-state')).toHaveText('подключена');
});

test('after failed sign-ins the form proves its browser by itself, and the right password still opens the back office', async ({
  page,
  request,
}) => {
  // An account of this test's own, so that its failures slow no other test's sign-in.
  const email = `proof-of-work-${Date.now()}@example.kz`;
  const password = 'Ветер с Каспия в марте';
  const invited = await request.post('/api/users', {
    headers: await adminAuthorization(request),
    data: { email, role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  const token = ((await invited.json()).data.invitation.url as string).split('#')[1];
  expect((await request.post('/api/auth/invitation', { data: { token, password } })).status()).toBe(200);

  await page.goto('/admin/login');
  await page.getByLabel('Электронная почта').fill(email);
  const field = page.getByLabel('Пароль').first();
  for (let attempt = 1; attempt <= 6; attempt++) {
    await field.fill(`not it ${attempt}`);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('alert')).toContainText('Неверный адрес электронной почты или пароль');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeEnabled();
  }
  const challenges: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/auth/challenge')) challenges.push(sent.url());
  });
  await field.fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Роль: редактор')).toBeVisible();
  expect(challenges).toHaveLength(1);
});

test('an unsigned visit goes to the login and returns to the page it asked for', async ({ page }) => {
  let toLogin = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().endsWith('/admin/login')) toLogin += 1;
  });
  await signIn(page, '/admin/news');
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByRole('heading', { name: 'Новости', level: 1 })).toBeVisible();
  // One redirect to the login, not a loop of them that keeps the form busy for seconds.
  expect(toLogin).toBe(1);
});

test('an expired access token is refreshed once for all waiting requests and the work goes on', async ({
  page,
}) => {
  await signIn(page);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
  });

  // A token whose claims say it expired a minute ago: every dashboard request needs a new one at once.
  const oldRefreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  await expireStoredAccessToken(page);
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Добро пожаловать в панель управления' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Цеха/ }).first()).toBeVisible();
  // Every block answered: no cell is left at «—», the mark of a call that failed.
  await expect(page.getByTestId('api-version')).toHaveText(/^v\d/);
  await expect(page.getByTestId('new-requests')).toHaveText(/^\d+$/);
  await expect(page.locator('main').getByText('—', { exact: true })).toHaveCount(0);
  expect(refreshes).toHaveLength(1);
  const newRefreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(newRefreshToken).not.toBe(oldRefreshToken);

  // A token the server refuses although it looks fresh: the 401 triggers one refresh and a retry.
  await page.evaluate(() => {
    const token = localStorage.getItem('accessToken') as string;
    localStorage.setItem('accessToken', `${token.slice(0, token.lastIndexOf('.'))}.forged`);
  });
  await page.getByRole('menuitem', { name: 'Проекты' }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(refreshes).toHaveLength(2);
  expect(await storedAccessToken(page)).not.toMatch(/\.forged$/);
});

test('a failed refresh signs out', async ({ page }) => {
  await signIn(page);
  await expireStoredAccessToken(page, 'a-refresh-token-the-server-never-issued');
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
});

test('Выйти ends the session, even when the server cannot be reached', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/auth/logout', (route) => route.abort());
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);
  await page.goto('/admin/services');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('Выйти revokes the refresh token on the server', async ({ page }) => {
  await signIn(page);
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const reuse = await page.request.post('/api/auth/refresh', { data: { refreshToken } });
  expect(reuse.status()).toBe(401);
});
