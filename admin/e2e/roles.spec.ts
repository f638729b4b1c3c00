import { test } from '@playwright/test';
import { expect, signIn, storedAuthorization, uniqueName } from './session.ts';

test('a translator changes a Kazakh name but cannot change the Russian, and sees only what the role allows', async ({
  browser,
  page,
}) => {
  // An editor creates the project (a translator cannot).
  const name = uniqueName('E2E перевод роли');
  await signIn(page, '/admin/', 'editor');
  await expect(page.getByText('Роль: редактор')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Журнал действий' })).toHaveCount(0);
  const created = await page.request.post('/api/projects', {
    headers: await storedAuthorization(page),
    data: {
      name: { ru: name },
      description: { ru: 'Описание' },
      location: { ru: 'Атырау' },
      specialistsCount: 4,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data;

  const translator = await browser.newPage();
  await signIn(translator, `/admin/projects/${id}`, 'translator');
  await expect(translator.getByText('Роль: переводчик')).toBeVisible();
  for (const hidden of ['Заявки', 'Журнал действий', 'Корзина']) {
    await expect(translator.getByRole('menuitem', { name: hidden })).toHaveCount(0);
  }
  const russian = translator.getByRole('textbox', { name: 'Название (RU)', exact: true });
  await expect(russian).toHaveValue(name);
  await expect(russian).toHaveAttribute('readonly', '');
  await expect(translator.getByText('Выбрать файл')).toHaveCount(0);
  await translator.getByRole('textbox', { name: 'Название (KK)', exact: true }).fill(`${name} қазақша`);
  await translator.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(translator).toHaveURL(/\/admin\/projects$/);

  // The list offers a translator no add button and no delete.
  await expect(translator.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await expect(translator.getByRole('link', { name: 'Добавить проект' })).toHaveCount(0);
  await expect(translator.getByRole('button', { name: 'Удалить' })).toHaveCount(0);

  const saved = await (
    await page.request.get(`/api/projects/${id}`, {
      headers: await storedAuthorization(page),
    })
  ).json();
  expect(saved.data.name).toMatchObject({ ru: name, kk: `${name} қазақша` });

  // The API holds the rule too: the Russian sent by a translator is refused, in Russian in the form.
  const refused = await translator.request.put(`/api/projects/${id}`, {
    headers: await storedAuthorization(translator),
    data: { name: { ru: 'Другое', kk: `${name} қазақша` } },
  });
  expect(refused.status()).toBe(403);
  await translator.close();
});
