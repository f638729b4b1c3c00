import { expect } from '@playwright/test';
import { createRecord, signIn, uniqueName } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

test('a Kazakh product name edited in the admin reaches /kk/product/{id} after the rebuild', async ({
  page,
  request,
  headers,
}) => {
  // A product of this test's own, so that the site and admin specs' records stay as they expect.
  const original = uniqueName('Цех покраски');
  const { id } = await createRecord(request, headers, 'products', {
    status: 'published',
    name: { ru: original, en: `${original} EN`, kk: `${original} KK` },
    description: { ru: 'Порошковая покраска металлоконструкций.' },
    info: { ru: ['Ограждения'] },
    info2: { ru: ['Камера 6 м'] },
    characteristics: { ru: [] },
  });

  const kazakhName = uniqueName('Бояу цехы');
  await signIn(page, `/admin/products/${id}/edit`);
  const kazakhField = page.getByLabel('Название (KK)', { exact: true });
  // The product's own creation is being built meanwhile, and the two cores are busy with it.
  await expect(kazakhField).toHaveValue(`${original} KK`, { timeout: 60_000 });
  await kazakhField.fill(kazakhName);
  // The app bar has a refresh button of the same name: take the form's submit.
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/, { timeout: 30_000 });

  await expect
    .poll(async () => {
      const response = await request.get(`/kk/product/${id}`);
      return response.ok() ? await response.text() : `HTTP ${response.status()}`;
    }, REBUILT)
    .toContain(kazakhName);

  await page.goto(`/kk/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kazakhName);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');

  const status = await request.get('/api/publish/status', {
    headers,
  });
  expect((await status.json()).data).toMatchObject({ mode: 'local', lastError: null });
});
