import { type APIRequestContext, type Page, test } from '@playwright/test';
import { adminAuthorization, createRecord, expect, signIn, uniqueName } from './session.ts';

/**
 * Three draft certificates of the test's own, far down the order: a search for `prefix` shows just
 * them, and moving drafts republishes nothing. Answers their titles in their order.
 */
async function draftCertificates(request: APIRequestContext, prefix: string): Promise<string[]> {
  const headers = await adminAuthorization(request);
  const titles = ['первый', 'второй', 'третий'].map((word) => `${prefix} ${word}`);
  // Within the API's limit of a position, a million: a base past 999 997 was refused (400).
  const base = 10_000 + Math.floor(Math.random() * 98_000) * 10;
  for (const [index, title] of titles.entries()) {
    await createRecord(request, headers, 'certificates', {
      title: { ru: title },
      status: 'draft',
      position: base + index,
    });
  }
  return titles;
}

/** The titles of the certificates found by `prefix`, in the order the API keeps (the site's). */
async function savedOrder(request: APIRequestContext, prefix: string): Promise<string[]> {
  const filter = encodeURIComponent(JSON.stringify({ q: prefix }));
  const response = await request.get(`/api/certificates?filter=${filter}`, {
    headers: await adminAuthorization(request),
  });
  return ((await response.json()).data as { title: { ru: string } }[]).map((row) => row.title.ru);
}

const listOf = (prefix: string) =>
  `/admin/certificates?filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}`;

/** Counts the requests that save an order. */
function orderSaves(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/certificates/order')) {
      sent.push(request.postData() ?? '');
    }
  });
  return sent;
}

test('a list ordered by hand: a row moves with the keyboard on its handle and with its buttons, each move saved in one request', async ({
  page,
}) => {
  const prefix = uniqueName('E2E порядок');
  const [first, second, third] = (await draftCertificates(page.request, prefix)) as [string, string, string];
  await signIn(page, listOf(prefix));
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const shown = () => rows.locator('td.column-title').allInnerTexts();
  await expect.poll(shown).toEqual([first, second, third]);
  await expect(
    page.getByText('Записи идут в том же порядке, что и на сайте.', { exact: false }),
  ).toBeVisible();
  // The numbers are gone: the order is set by moving the rows.
  await expect(page.getByRole('columnheader', { name: '№', exact: true })).toHaveCount(0);
  const saves = orderSaves(page);

  // The handle lifts with Space, moves with the arrows and drops with Space, each step said aloud.
  const handle = page.getByRole('button', { name: `Перетащить «${first}»` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: `«${first}»: место 1 из 3.` })).toBeAttached();
  const said = (text: string) => page.getByRole('status').filter({ hasText: text });
  await page.keyboard.press('ArrowDown');
  await expect(said(`«${first}»: место 2 из 3.`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(said(`«${first}»: место 3 из 3.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Запись «${first}» поставлена на место 3 из 3.`)).toBeAttached();
  await expect.poll(shown).toEqual([second, third, first]);
  await expect(
    page.getByText('Порядок сохранён. Переставлены только черновики, поэтому на сайте ничего не меняется.'),
  ).toBeVisible();
  await expect.poll(() => savedOrder(page.request, prefix)).toEqual([second, third, first]);
  expect(saves).toHaveLength(1);
  expect(JSON.parse(saves[0] as string).ids).toHaveLength(3);

  // «Выше» moves it one place; the focus stays on it, where the row now is, and the move is said.
  const up = page.getByRole('button', { name: `Переместить «${first}» выше` });
  await up.click();
  await expect.poll(shown).toEqual([second, first, third]);
  await expect(up).toBeFocused();
  await expect(page.getByText(`«${first}» теперь на месте 2 из 3.`)).toBeAttached();
  await expect.poll(() => saves.length).toBe(2);
  // Pressed again from the keyboard: at the top «выше» is off, and the focus moves to «ниже».
  await page.keyboard.press('Enter');
  await expect.poll(shown).toEqual([first, second, third]);
  await expect(up).toBeDisabled();
  await expect(page.getByRole('button', { name: `Переместить «${first}» ниже` })).toBeFocused();
  await expect.poll(() => savedOrder(page.request, prefix)).toEqual([first, second, third]);
  expect(saves).toHaveLength(3);

  // Sorted by a column, the list cannot be reordered, and says how to get back to the site's order.
  await page.getByRole('button', { name: 'Название' }).click();
  await expect(
    page.getByText('Список сейчас отсортирован не так, как на сайте', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Перетащить/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Показать в порядке сайта' }).click();
  await expect.poll(shown).toEqual([first, second, third]);
});

test('a move made on a list someone changed meanwhile is refused: the admin says so and shows the saved order', async ({
  page,
}) => {
  const prefix = uniqueName('E2E порядок устарел');
  const [first, second, third] = (await draftCertificates(page.request, prefix)) as [string, string, string];
  await signIn(page, listOf(prefix));
  const rows = page.locator('tbody tr');
  const shown = () => rows.locator('td.column-title').allInnerTexts();
  await expect.poll(shown).toEqual([first, second, third]);
  // A colleague edits the second one after the list was read.
  const filter = encodeURIComponent(JSON.stringify({ q: `${prefix} второй` }));
  const headers = await adminAuthorization(page.request);
  const [row] = (await (await page.request.get(`/api/certificates?filter=${filter}`, { headers })).json())
    .data;
  const edited = await page.request.put(`/api/certificates/${row.id}`, {
    headers,
    data: { issuer: { ru: 'Правка коллеги' } },
  });
  expect(edited.status()).toBe(200);

  await page.getByRole('button', { name: `Переместить «${third}» выше` }).click();
  await expect(page.getByText('Порядок не сохранён: пока список был открыт', { exact: false })).toBeVisible();
  await expect.poll(shown).toEqual([first, second, third]);
  expect(await savedOrder(page.request, prefix)).toEqual([first, second, third]);
  // With the list read again, the same move goes through.
  await page.getByRole('button', { name: `Переместить «${third}» выше` }).click();
  await expect.poll(() => savedOrder(page.request, prefix)).toEqual([first, third, second]);
});

test('on a phone each row has buttons to move it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const prefix = uniqueName('E2E порядок телефон');
  const [first, second, third] = (await draftCertificates(page.request, prefix)) as [string, string, string];
  await signIn(page, listOf(prefix));
  const items = page.locator('main li');
  await expect(items).toHaveCount(3);
  await expect(page.getByRole('button', { name: `Перетащить «${third}»` })).toBeVisible();
  await page.getByRole('button', { name: `Переместить «${third}» выше` }).click();
  await expect(items.nth(1)).toContainText(third);
  await expect.poll(() => savedOrder(page.request, prefix)).toEqual([first, third, second]);
  await page.getByRole('button', { name: `Переместить «${first}» ниже` }).click();
  await expect.poll(() => savedOrder(page.request, prefix)).toEqual([third, first, second]);
  // A tap on the row opens its form.
  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/certificates\/\d+$/);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
});

test('a translator sees a dashboard of their own, without the rebuild button, and lists without ordering', async ({
  page,
}) => {
  await signIn(page, '/admin/', 'translator');
  await expect(page.getByRole('heading', { name: 'Добро пожаловать в панель управления' })).toBeVisible();
  await expect(
    page.getByText('Переводите тексты сайта на английский и казахский.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Управляйте цехами', { exact: false })).toHaveCount(0);
  // The publishing state is shown; rebuilding, which the role may not do, is not offered.
  await expect(page.getByTestId('publish-state')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Обновить сайт целиком' })).toHaveCount(0);

  await page.goto('/admin/partners');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Перетащить|^Переместить/ })).toHaveCount(0);
  await expect(page.getByText('Записи идут в том же порядке', { exact: false })).toHaveCount(0);
});

test('an editor is welcomed as one and may rebuild the site', async ({ page }) => {
  await signIn(page, '/admin/', 'editor');
  await expect(page.getByText('Управляйте цехами', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Обновить сайт целиком' })).toBeVisible();
});

test('after a save the admin says whether the record is public, then whether the rebuild carrying it is live or failed', async ({
  page,
}) => {
  // Three saves, each waiting on the admin's publishing poll (every 3 s) and a notice shown for
  // 8–20 s before the next one: about 30 s on an idle machine, more than the default 45 s on a busy one.
  test.setTimeout(90_000);
  const headers = await adminAuthorization(page.request);
  const title = uniqueName('E2E уведомления');
  const { id } = await createRecord(page.request, headers, 'certificates', {
    title: { ru: title },
    status: 'draft',
  });
  // The publishing state the admin reads after a save: what the test says, not this server's builds.
  let publishing: object = {
    state: 'building',
    lastSuccessAt: null,
    lastError: null,
    queued: false,
    mode: 'local',
  };
  await page.route('**/api/publish/status', (route) => route.fulfill({ json: { data: publishing } }));
  // The pushed state (`/api/publish/events`) is refused, so the admin reads the state instead, as it
  // does wherever the stream cannot be had: here, the state the test sets.
  await page.route('**/api/publish/events', (route) => route.abort());
  const later = () => new Date(Date.now() + 60_000).toISOString();
  const submit = () => page.locator('form').getByRole('button', { name: 'Обновить' }).click();

  // A draft stays off the site: nothing to wait for.
  await signIn(page, `/admin/certificates/${id}`);
  await page.getByRole('textbox', { name: 'Кем выдан (RU)', exact: true }).fill('ТОО «Проверка»');
  await submit();
  await expect(page.getByText('Сохранено как черновик. На сайте запись не показывается.')).toBeVisible();

  // Published: said at once, and once the rebuild has failed, that too.
  await page.goto(`/admin/certificates/${id}`);
  await page.getByRole('radio', { name: 'Опубликовано' }).check();
  await submit();
  await expect(page.getByText('Сохранено. Запись опубликована', { exact: false })).toBeVisible();
  publishing = {
    state: 'failed',
    lastSuccessAt: null,
    lastError: { message: 'astro build exited with code 1', at: later() },
    queued: false,
    mode: 'local',
  };
  await expect(page.getByText('Не удалось обновить сайт', { exact: false })).toBeVisible({
    timeout: 30_000,
  });

  // Back to a draft: it leaves the site, and the admin says when the site no longer shows it.
  publishing = { state: 'scheduled', lastSuccessAt: null, lastError: null, queued: false, mode: 'local' };
  await page.goto(`/admin/certificates/${id}`);
  await page.getByRole('radio', { name: 'Черновик' }).check();
  await submit();
  await expect(
    page.getByText('Сохранено как черновик. Запись уберётся с сайта', { exact: false }),
  ).toBeVisible();
  publishing = { state: 'idle', lastSuccessAt: later(), lastError: null, queued: false, mode: 'local' };
  await expect(page.getByText('Сайт обновлён: изменения уже видны посетителям.')).toBeVisible({
    timeout: 30_000,
  });
});

test('an edit screen has one «Обновить», the save button, and the app bar reloads under another name', async ({
  page,
}) => {
  await signIn(page, '/admin/certificates');
  await page.getByRole('link', { name: 'Редактировать' }).first().click();
  await expect(page).toHaveURL(/\/admin\/certificates\/\d+$/);
  const save = page.getByRole('button', { name: 'Обновить', exact: true });
  await expect(save).toHaveCount(1);
  await expect(save).toHaveAttribute('type', 'submit');
  await expect(save).toHaveAccessibleDescription('Сохранить изменения записи');
  const reload = page
    .getByRole('banner')
    .getByRole('button', { name: 'Обновить данные страницы', exact: true });
  await expect(reload).toBeVisible();
  // Reloading keeps the screen; it only reads the record again.
  await reload.click();
  await expect(page).toHaveURL(/\/admin\/certificates\/\d+$/);
  await expect(save).toBeVisible();
});
