import { test } from '@playwright/test';
import { DICTIONARIES, hydrated } from '../../site/e2e/support.ts';
import { expect, signIn, uniqueName } from './session.ts';

const ru = DICTIONARIES.ru;

// Issue 30: the back office's Russian as staff read it.

test('the dashboard agrees «новая заявка / новые заявки / новых заявок» with its number', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A request through the site's form (proof of work included), so there is one to count.
  await page.goto('/contacts');
  const form = page.locator('form.request-form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'form.request-form');
  await form.getByLabel(ru['request.name']).fill(uniqueName('Айгуль'));
  await form.getByLabel(ru['request.email']).fill('aigul@example.kz');
  await form.getByLabel(ru['request.message']).fill('Нужны чехлы на задвижки DN 200.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: ru['request.submit'] }).click();
  await expect(form.getByRole('status')).toContainText(ru['request.success'], { timeout: 60_000 });

  await signIn(page, '/admin/');
  const count = page.getByTestId('new-requests');
  await expect(count).toHaveText(/^[1-9]\d*$/);
  const forms = { one: 'новая заявка', few: 'новые заявки', many: 'новых заявок' } as const;
  const kind = new Intl.PluralRules('ru').select(Number(await count.textContent())) as keyof typeof forms;
  await expect(count.locator('xpath=following-sibling::*[1]')).toHaveText(forms[kind]);
});

test('Перед запуском asks the company to confirm its standards, and says why', async ({ page }) => {
  await signIn(page, '/admin/');
  const launch = page.getByRole('region', { name: 'Перед запуском' });
  const left = launch.getByRole('list', { name: 'Что ещё заменить' }).getByRole('listitem');
  // The built-in workshops' characteristics give the example's standards too.
  const workshops = left.filter({ hasText: 'Продукты: стандарты в характеристиках' });
  for (const name of ['Цех металлообработки', 'Сварочный цех', 'Цех пошива теплоизоляции']) {
    await expect(workshops).toContainText(`«${name}»`);
  }
  await expect(workshops).toContainText('вместо СНиП действуют СН РК и СП РК');
  await expect(workshops.getByRole('link')).toHaveAttribute('href', /\/admin\/products$/);
  const standards = left.filter({ hasText: 'Стандарты изготовления' });
  await expect(standards).toContainText('вместо СНиП действуют СН РК и СП РК');
  await standards.getByRole('link').click();
  await expect(page.getByRole('textbox', { name: 'Стандарты изготовления (RU)' })).toHaveValue('ГОСТ, СНиП');
});
