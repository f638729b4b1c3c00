import { type Page, test } from '@playwright/test';
import { startSmtpServer, waitFor } from '../../api/test/smtp-support.ts';
import { ADMIN_EMAIL, E2E_SMTP_PORT } from '../../e2e/env.ts';
import { createRecord, expect, signIn, storedAuthorization } from './session.ts';

/** An environment variable's name (`SMTP_URL`, `REQUEST_NOTIFY_TO`): never shown to staff. */
const VARIABLE_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('every wrong setting is marked red at once, with what is wrong, and nothing is saved', async ({
  page,
}) => {
  await signIn(page, '/admin/settings');
  await field(page, 'Название компании (RU)').fill('');
  await field(page, 'Ссылка для номера телефона (например, чат WhatsApp)').fill('http://wa.me/1');
  await field(page, 'Электронная почта').fill('not an address');
  await field(page, 'Ссылка на мессенджер').fill('javascript:alert(1)');
  await field(page, 'Видео «15 лет»').fill('https://evil.example/watch?v=1');
  await field(page, 'Карта').fill('somewhere');
  const addresses = page.getByRole('group', { name: 'Кому отправлять уведомления о заявках' });
  await addresses.getByRole('textbox', { name: 'Адрес 1', exact: true }).fill('nobody');
  await addresses.getByRole('button', { name: 'Добавить адрес' }).click();
  await expect(addresses.getByRole('textbox', { name: 'Адрес 2', exact: true })).toBeVisible();

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/settings')) saves.push(request.url());
  });
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();

  const marked = {
    'Название компании (RU)': 'Обязательно для заполнения',
    'Ссылка для номера телефона (например, чат WhatsApp)': 'Ссылка должна начинаться с https:// или tel:',
    'Электронная почта': 'Это не адрес электронной почты',
    'Ссылка на мессенджер': 'Ссылка должна начинаться с https://',
    'Видео «15 лет»': 'Вставьте ссылку на видео YouTube или Vimeo',
    Карта: 'Вставьте ссылку или код для встраивания карты',
  };
  for (const [label, message] of Object.entries(marked)) {
    const input = field(page, label);
    await expect(input, label).toHaveAttribute('aria-invalid', 'true');
    const described = await input.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${described}"]`), label).toContainText(message);
  }
  await expect(addresses).toHaveAttribute('aria-invalid', 'true');
  await expect(addresses).toContainText('Это не адрес электронной почты');
  // The first wrong field is where the eye goes: focused, scrolled into view.
  await expect(field(page, 'Название компании (RU)')).toBeFocused();
  // Nothing went to the server (other tests save the settings meanwhile: no version to compare).
  expect(saves).toEqual([]);
  const stored = await (
    await page.request.get('/api/settings', { headers: await storedAuthorization(page) })
  ).json();
  expect(stored.data.email).not.toBe('not an address');
  expect(stored.data.map).not.toBe('somewhere');
});

test('a map pasted as staff copy it is read at once, and the hint says what Контакты will show', async ({
  page,
}) => {
  await signIn(page, '/admin/settings');
  const map = field(page, 'Карта');
  const hint = page.getByTestId('map-hint');
  // Google's embed code, as its «Share → Embed a map» gives it.
  await map.fill(
    '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2654.7!2d51.9238!3d47.0945!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>',
  );
  await expect(hint).toContainText(
    /^На странице «Контакты» будет карта Яндекса с отметкой (.+ )?в точке 47\.0945, 51\.9238 \(определено по ссылке Google Maps\)/,
  );
  await expect(hint.getByRole('link', { name: 'Посмотреть эту карту' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  // A Yandex Maps address bar.
  await map.fill('https://yandex.kz/maps/?ll=51.923800%2C47.094500&z=17&pt=51.923800%2C47.094500');
  await expect(hint).toContainText('в точке 47.0945, 51.9238 (определено по ссылке Яндекс Карт)');
  // A short link names no place: staff are told which address to copy instead.
  await map.fill('https://yandex.ru/maps/-/CDd~a8k1');
  await expect(hint).toHaveCount(0);
  await expect(page.getByText('По этой ссылке не видно, какое место показать')).toBeVisible();
});

test('a test mail reaches a real mail server started here, and the screen says what it answered', async ({
  page,
}) => {
  // Three mail conversations, two saves and three reloads: more than the default on a busy machine.
  test.setTimeout(120_000);
  const smtp = await startSmtpServer(E2E_SMTP_PORT, {
    account: { user: 'robot', password: 'the right one' },
  });
  await signIn(page, '/admin/settings');
  const headers = await storedAuthorization(page);
  const saveServer = async (values: Record<string, unknown>) => {
    const { version } = (await (await page.request.get('/api/settings/server', { headers })).json()).data;
    const response = await page.request.put('/api/settings/server', {
      headers,
      data: { ...values, version },
    });
    expect(response.status()).toBe(200);
  };
  const card = page.getByRole('region', { name: 'Почта и адрес сайта' });
  const tryIt = card.getByRole('button', { name: 'Отправить пробное письмо' });
  const result = card.getByTestId('test-mail-result');
  try {
    await expect(card.getByTestId('mail-state')).toContainText('Почта выключена');
    await card.getByRole('textbox', { name: 'Сервер', exact: true }).fill('127.0.0.1');
    await card.getByRole('spinbutton', { name: 'Порт' }).fill(String(E2E_SMTP_PORT));
    await card.getByRole('combobox', { name: 'Защита соединения' }).click();
    await page.getByRole('option', { name: /Без обязательного шифрования/ }).click();
    await card.getByRole('textbox', { name: 'Имя пользователя', exact: true }).fill('robot');
    await card.getByLabel('Пароль', { exact: true }).fill('a wrong one');
    await card.getByRole('textbox', { name: 'Адрес отправителя', exact: true }).fill('noreply@example.kz');
    await card.getByRole('textbox', { name: 'Имя отправителя', exact: true }).fill('Сайт компании');
    // A typed password goes without encryption to the saved server only (review N3).
    await tryIt.click();
    await expect(result).toContainText('Без шифрования пароль отправляется только на сохранённый сервер');
    expect(smtp.received).toHaveLength(0);

    // Saved (the screen's own save is settings.spec.ts's), the test mail uses what is saved.
    await saveServer({
      smtpHost: '127.0.0.1',
      smtpPort: E2E_SMTP_PORT,
      smtpSecurity: 'none',
      smtpUser: 'robot',
      smtpPassword: 'a wrong one',
      senderAddress: 'noreply@example.kz',
      senderName: 'Сайт компании',
    });
    await page.reload();
    await tryIt.click();
    await expect(result).toContainText('почтовый сервер не принял имя пользователя или пароль');
    await expect(result).toContainText('Ответ почтового сервера: 535');

    await saveServer({ smtpPassword: 'the right one' });
    await page.reload();
    await tryIt.click();
    await expect(result).toContainText(`Пробное письмо отправлено на ${ADMIN_EMAIL}`);
    await expect(result).toContainText('Ответ почтового сервера: 250');
    const mail = await waitFor(() =>
      smtp.received.find((item) => item.subject?.startsWith('Пробное письмо')),
    );
    expect([mail.to].flat()[0]?.text).toBe(ADMIN_EMAIL);
    expect(mail.from?.value[0]).toMatchObject({ name: 'Сайт компании', address: 'noreply@example.kz' });

    // This server's public address comes from its configuration: shown, said so, not editable.
    await expect(card.getByTestId('siteUrl-from-environment')).toContainText(
      'Адрес сайта задан в конфигурации сервера',
    );
    await expect(card.getByRole('textbox', { name: 'Адрес сайта', exact: true })).toHaveAttribute(
      'readonly',
      '',
    );
  } finally {
    // Mail off again for the other tests.
    await saveServer({
      smtpHost: '',
      smtpPort: null,
      smtpUser: '',
      smtpPassword: null,
      senderAddress: '',
      senderName: '',
    });
    await smtp.close();
  }
  await page.reload();
  await expect(card.getByTestId('mail-state')).toContainText('Почта выключена');
});

// Issue 45 (A6): the company's Russian name points at its English and Kazakh fields.
test('the company’s name says that its English and Kazakh are changed beside it', async ({ page }) => {
  await signIn(page, '/admin/settings');
  await expect(page.getByText('Английское и казахское название — в полях EN и KK рядом')).toBeVisible();
});

// Issue 45 (A5): the protection list holds the three protections, no empty first line.
test('«Защита соединения» offers exactly its three choices', async ({ page }) => {
  await signIn(page, '/admin/settings');
  await page.getByRole('combobox', { name: 'Защита соединения' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'SSL/TLS (обычно порт 465)',
    'STARTTLS (обычно порт 587)',
    'Без обязательного шифрования (сервер в своей сети)',
  ]);
});

test('neither the dashboard nor the settings name a server variable', async ({ page }) => {
  await signIn(page, '/admin/');
  await expect(page.getByTestId('notifications-off')).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(VARIABLE_NAME);
  await page.getByRole('menuitem', { name: 'Настройки сайта' }).click();
  await expect(page.getByRole('region', { name: 'Почта и адрес сайта' })).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).toContain('Если список пуст, уведомления получают адреса, заданные в конфигурации сервера');
  expect(text).not.toMatch(VARIABLE_NAME);
});

test('what a deleted item’s address answers is chosen here, and the site follows at once', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page, '/admin/settings');
  const headers = await storedAuthorization(page);
  const item = await createRecord(page.request, headers, 'news', {
    name: { ru: 'Новость, которую удалят' },
    description: { ru: 'Анонс' },
    mainContent: { ru: '<p>Текст</p>' },
    date: '2026-11-20',
  });
  expect((await page.request.delete(`/api/news/${item.id}`, { headers })).status()).toBe(200);
  // The numbered address is never a file of the site: the app answers it.
  const site = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  try {
    expect((await site.get(`/news/${item.id}`)).status()).toBe(410);

    const card = page.getByRole('region', { name: 'Почта и адрес сайта' });
    const choice = card.getByRole('group', { name: 'Адрес удалённой записи' });
    await expect(
      choice.getByRole('radio', { name: 'Отвечать, что страница удалена навсегда (410)' }),
    ).toBeChecked();
    await choice.getByRole('radio', { name: 'Вести на список раздела (301)' }).check();
    await card.getByRole('button', { name: 'Сохранить настройки почты' }).click();
    await expect(page.getByText('Настройки почты и адреса сайта сохранены')).toBeVisible();

    const moved = await site.get(`/en/news/${item.id}?utm_source=mail`);
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/en/news?utm_source=mail');
  } finally {
    await site.dispose();
    // The other specs find deleted items gone, as by default.
    await page.request.put('/api/settings/server', { headers, data: { deletedAddresses: 'gone' } });
  }
});
