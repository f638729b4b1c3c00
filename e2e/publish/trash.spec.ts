import { expect } from '@playwright/test';
import { createRecord, signIn, uniqueName } from '../../admin/e2e/session.ts';
import { ADMIN_EMAIL } from '../env.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

test('a deleted service goes to the trash, leaves /services, and is back there once restored', async ({
  page,
  request,
  headers,
}) => {
  const name = uniqueName('Услуга из корзины');
  await createRecord(request, headers, 'services', {
    status: 'published',
    name: { ru: name },
    description: { ru: 'Вернётся из корзины.' },
  });
  const servicesPage = async () => {
    const response = await request.get('/services');
    return response.ok() ? await response.text() : `HTTP ${response.status()}`;
  };
  await expect.poll(servicesPage, REBUILT).toContain(name);

  await signIn(page, '/admin/services');
  await page.getByLabel('Поиск услуг').fill(name);
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('dialog')).toContainText('Вы уверены, что хотите удалить эту услугу?');
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(servicesPage, REBUILT).not.toContain(name);

  await page.getByRole('menuitem', { name: 'Корзина' }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  const trashed = page.getByRole('row').filter({ hasText: name });
  await expect(trashed).toContainText('Услуги');
  // Who deleted it (issue 45, E9).
  await expect(trashed).toContainText(ADMIN_EMAIL);
  await trashed.getByRole('button', { name: `Восстановить «${name}»` }).click();
  await expect(page.getByText(`Запись «${name}» восстановлена`)).toBeVisible();
  await expect(trashed).toHaveCount(0);
  // The admin says when the site has it again (issue 45, T4), and by then it has.
  await expect(page.getByText('Сайт обновлён: изменения уже видны посетителям.')).toBeVisible({
    timeout: REBUILT.timeout,
  });
  expect(await servicesPage()).toContain(name);
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
});
