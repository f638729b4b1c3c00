import { type Page, test } from '@playwright/test';
import { expect, signIn, storedAuthorization } from './session.ts';

// Both tests save the one settings record: one after the other, each on the version it read.
test.describe.configure({ mode: 'serial' });

async function readSettings(page: Page) {
  const response = await page.request.get('/api/settings', {
    headers: await storedAuthorization(page),
  });
  return (await response.json()).data;
}

test('a translator changes the Kazakh of a setting but not its Russian; an editor has no settings', async ({
  browser,
  page,
}) => {
  await signIn(page, '/admin/', 'editor');
  await expect(page.getByText('Роль: редактор')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Настройки сайта' })).toHaveCount(0);

  const translator = await browser.newPage();
  await signIn(translator, '/admin/', 'translator');
  await translator.getByRole('menuitem', { name: 'Настройки сайта' }).click();
  const russian = translator.getByRole('textbox', { name: 'Часы работы в выходные (RU)', exact: true });
  await expect(russian).toHaveAttribute('readonly', '');
  await expect(
    translator.getByRole('textbox', { name: 'Телефон (как показывать)', exact: true }),
  ).toHaveAttribute('readonly', '');
  const before = await readSettings(translator);
  const kazakh = `демалыс күні ${Date.now() % 1000}`;
  await translator.getByRole('textbox', { name: 'Часы работы в выходные (KK)', exact: true }).fill(kazakh);
  await translator.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(translator.getByText('Настройки сохранены')).toBeVisible();
  // The mail server and the site's address are the administrators' alone.
  await expect(translator.getByRole('region', { name: 'Почта и адрес сайта' })).toHaveCount(0);

  const after = await readSettings(translator);
  expect(after.hoursWeekend).toEqual({ ...before.hoursWeekend, kk: kazakh });
  expect(after.phone).toBe(before.phone);
  await translator.close();
});

test('changing a Russian text marks its translations outdated; the history compares and restores a version', async ({
  page,
}) => {
  await signIn(page, '/admin/settings');
  const address = page.getByRole('textbox', { name: 'Адрес (RU)', exact: true });
  const original = await address.inputValue();
  const changed = `${original}, офис ${Date.now() % 1000}`;
  await address.fill(changed);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Настройки сохранены')).toBeVisible();

  // English and Kazakh say so beside their inputs, and the dashboard counts them.
  await expect(page.locator('[data-translation="address.en.outdated"]')).toBeVisible();
  await expect(page.locator('[data-translation="address.kk.outdated"]')).toBeVisible();
  // The action log names the save as a settings save, with what it changed.
  await page.getByRole('menuitem', { name: 'Журнал действий' }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Изменение' })
      .getByRole('link', { name: 'Настройки сайта: Адрес (RU)' })
      .first(),
  ).toBeVisible();
  await page.getByRole('menuitem', { name: 'Панель управления' }).click();
  await expect(
    page.getByRole('link', { name: /^Настройки сайта: текстов без перевода .* — 1$/ }),
  ).toHaveCount(2);
  await page.getByRole('menuitem', { name: 'Настройки сайта' }).click();

  const history = page.getByRole('region', { name: 'История изменений' });
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText('Адрес (RU)');
  await expect(newest).toContainText('admin@example.kz');
  // The version before this save: compared line by line, then saved again as the newest.
  await history
    .getByRole('button', { name: /^Сравнить версию/ })
    .first()
    .click();
  const comparison = page.getByRole('dialog');
  await expect(comparison.getByRole('row', { name: /Адрес \(RU\)/ })).toContainText(original);
  await comparison.getByRole('button', { name: 'Восстановить' }).click();
  await expect(comparison).toHaveCount(0);
  await expect(address).toHaveValue(original);
  expect((await readSettings(page)).address.ru).toBe(original);
  await expect(history.getByRole('row').nth(1)).toContainText('Восстановление');
});

test('the dashboard lists the placeholders left before launch, and the list shrinks as they are replaced', async ({
  page,
}) => {
  await signIn(page, '/admin/');
  const launch = page.getByRole('region', { name: 'Перед запуском' });
  const left = launch.getByRole('list', { name: 'Что ещё заменить' }).getByRole('listitem');
  await expect(left.filter({ hasText: 'Электронная почта' })).toHaveCount(1);
  const before = await left.count();
  const original = (await readSettings(page)).email;
  try {
    await left.filter({ hasText: 'Электронная почта' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await page
      .getByRole('textbox', { name: 'Электронная почта', exact: true })
      .fill('sales@kaz-engineering.kz');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText('Настройки сохранены')).toBeVisible();

    await page.getByRole('menuitem', { name: 'Панель управления' }).click();
    await expect(left).toHaveCount(before - 1);
    await expect(left.filter({ hasText: 'Электронная почта' })).toHaveCount(0);
  } finally {
    await page.request.put('/api/settings', {
      headers: await storedAuthorization(page),
      data: { email: original },
    });
  }
});
