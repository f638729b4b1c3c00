import { test } from '@playwright/test';
import { createRecord, expect, signIn, storedAuthorization, uniqueName } from './session.ts';

test('the action log names who signed in and what they changed, and narrows to one kind of action', async ({
  page,
}) => {
  const name = uniqueName('E2E журнал');
  await signIn(page, '/admin/');
  const headers = await storedAuthorization(page);
  const { id } = await createRecord(page.request, headers, 'projects', {
    name: { ru: name },
    description: { ru: 'Описание' },
    location: { ru: 'Атырау' },
    specialistsCount: 3,
    status: 'draft',
  });

  await page.getByRole('menuitem', { name: 'Журнал действий' }).click();
  await expect(page.getByRole('heading', { name: 'Журнал действий', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Создание')).toBeVisible();
  await expect(row.getByText('admin@example.kz')).toBeVisible();
  await expect(row.getByRole('link', { name: `Проекты: «${name}»` })).toHaveAttribute(
    'href',
    `/admin/projects/${id}`,
  );

  await page.getByLabel('Действие').click();
  await page.getByRole('option', { name: 'Вход', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Вход' }).first()).toBeVisible();
});
