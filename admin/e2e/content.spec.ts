import { type Page, test } from '@playwright/test';
import {
  createRecord,
  expect,
  pngFile,
  signIn,
  storedAccessToken,
  storedAuthorization,
  uniqueName,
} from './session.ts';

interface ResourceCase {
  resource: 'products' | 'services' | 'projects' | 'news';
  search: string;
  confirm: string;
  /** The toast after the delete (issue 45, E6): where the record went. */
  deleted: string;
  /** How the confirmation's title names one such record: "Удалить услугу «…»?". */
  one: string;
  /** Label of the headline field (name). */
  nameLabel: string;
  /** Image pickers and the image field each fills. */
  images: Record<string, string>;
  /** The alt text of the image that shows something ("Описание изображения" in the form). */
  alt: 'imageAlt' | 'imgAlt';
  /** Fills every other required or list field, in all three languages. */
  fillRest: (page: Page, name: string) => Promise<void>;
}

const LANGS = ['RU', 'EN', 'KK'] as const;

async function fillPerLanguage(page: Page, label: string, value: (lang: string) => string) {
  for (const lang of LANGS)
    await page.getByRole('textbox', { name: `${label} (${lang})`, exact: true }).fill(value(lang));
}

/**
 * Fills a list's rows in each language; a row is named by what the list holds («Изделие 1»). The
 * Russian adds the rows; English and Kazakh have one per Russian row.
 */
async function fillRows(
  page: Page,
  group: string,
  item: { one: string; accusative: string },
  items: (lang: string) => string[],
) {
  for (const lang of LANGS) {
    const rows = page.getByRole('group', { name: `${group} (${lang})`, exact: true });
    const values = items(lang);
    for (const [index, value] of values.entries()) {
      if (index > 0 && lang === 'RU')
        await rows.getByRole('button', { name: `Добавить ${item.accusative}` }).click();
      await rows.getByLabel(`${item.one} ${index + 1}`, { exact: true }).fill(value);
    }
  }
}

const cases: ResourceCase[] = [
  {
    resource: 'products',
    search: 'Поиск цехов',
    confirm: 'Вы уверены, что хотите удалить этот цех?',
    deleted: 'Цех перемещён в корзину',
    one: 'цех',
    nameLabel: 'Название',
    images: { image: 'Изображение' },
    alt: 'imageAlt',
    async fillRest(page, name) {
      await fillPerLanguage(page, 'Описание', (lang) => `${name} описание ${lang}`);
      // A trailing blank row is offered but must not be stored.
      await fillRows(page, 'Производимая продукция', { one: 'Изделие', accusative: 'изделие' }, (lang) => [
        `Воздуховоды ${lang}`,
        '  ',
      ]);
      await fillRows(
        page,
        'Технические возможности',
        { one: 'Возможность', accusative: 'возможность' },
        (lang) => [`Лазерная резка ${lang}`],
      );
      const specs = page.getByRole('group', { name: 'Характеристики (EN)', exact: true });
      await specs.getByLabel('Название 1', { exact: true }).fill('Thickness');
      await specs.getByLabel('Значение 1', { exact: true }).fill('0.5-20 mm');
    },
  },
  {
    resource: 'services',
    search: 'Поиск услуг',
    confirm: 'Вы уверены, что хотите удалить эту услугу?',
    deleted: 'Услуга перемещена в корзину',
    one: 'услугу',
    nameLabel: 'Название',
    images: { icon: 'Иконка', img: 'Изображение' },
    alt: 'imgAlt',
    async fillRest(page, name) {
      await fillPerLanguage(page, 'Описание', (lang) => `${name} описание ${lang}`);
      await fillRows(page, 'Перечень работ', { one: 'Работа', accusative: 'работу' }, (lang) => [
        `Монтаж ${lang}`,
        `Наладка ${lang}`,
      ]);
    },
  },
  {
    resource: 'projects',
    search: 'Поиск проектов',
    confirm: 'Вы уверены, что хотите удалить этот проект?',
    deleted: 'Проект перемещён в корзину',
    one: 'проект',
    nameLabel: 'Название',
    images: { img: 'Изображение' },
    alt: 'imgAlt',
    async fillRest(page, name) {
      await fillPerLanguage(page, 'Описание', (lang) => `${name} описание ${lang}`);
      await fillPerLanguage(page, 'Местоположение', (lang) => `Атырау ${lang}`);
      await page.getByLabel('Количество специалистов').fill('17');
      await page.getByLabel('Дата', { exact: true }).fill('2024-05-01');
    },
  },
  {
    resource: 'news',
    search: 'Поиск новостей',
    confirm: 'Вы уверены, что хотите удалить эту новость?',
    deleted: 'Новость перемещена в корзину',
    one: 'новость',
    nameLabel: 'Заголовок',
    images: { img: 'Изображение' },
    alt: 'imgAlt',
    async fillRest(page, name) {
      await fillPerLanguage(page, 'Краткое описание', (lang) => `${name} анонс ${lang}`);
      // Side by side, no tabs: each language's editor is at hand.
      for (const lang of LANGS) {
        await page.getByRole('textbox', { name: `Основной текст (${lang})` }).fill(`${name} текст ${lang}`);
      }
    },
  },
];

for (const item of cases) {
  test(`${item.resource}: create with images in three languages, find, edit, check the API, delete`, async ({
    page,
  }) => {
    // Dozens of steps with uploads: on a busy two-core machine this takes well over the default minute.
    test.setTimeout(180_000);
    const name = uniqueName(`E2E ${item.resource}`);
    await signIn(page, `/admin/${item.resource}/new`);
    await expect(page).toHaveURL(new RegExp(`/admin/${item.resource}/new$`));

    await fillPerLanguage(page, item.nameLabel, (lang) => `${name} ${lang}`);
    await item.fillRest(page, name);
    for (const [field, label] of Object.entries(item.images)) {
      await page.getByLabel(`Выбрать файл: ${label}`).setInputFiles(await pngFile(`${field}.png`));
      await expect(page.getByRole('img', { name: `Предпросмотр: ${label}` })).toBeVisible();
    }
    await fillPerLanguage(page, 'Описание изображения', (lang) => `${name} на фото ${lang}`);
    await page.getByRole('button', { name: 'Создать' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${item.resource}(\\?.*)?$`));

    await page.getByLabel(item.search).fill(name);
    // The search reaches the URL after a debounce; clicking before it lands would be undone by it.
    await expect(page).toHaveURL(/filter=.*%22q%22/);
    const row = page.getByRole('row').filter({ hasText: `${name} RU` });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: 'Редактировать' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${item.resource}/\\d+$`));
    const id = Number(page.url().split('/').pop());

    // The spec's own edit path opens the same form, filled from the server.
    await page.goto(`/admin/${item.resource}/${id}/edit`);
    const english = page.getByRole('textbox', { name: `${item.nameLabel} (EN)`, exact: true });
    await expect(english).toHaveValue(`${name} EN`);
    await english.fill(`${name} EN edited`);
    await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${item.resource}(\\?.*)?$`));

    const token = await storedAccessToken(page);
    const response = await page.request.get(`/api/${item.resource}/${id}?lang=en`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const { data } = await response.json();
    expect(data.name).toBe(`${name} EN edited`);
    expect(data[item.alt]).toBe(`${name} на фото EN`);
    for (const field of Object.keys(item.images)) {
      expect(data[field]).toMatch(/^\/uploads\//);
      const image = await page.request.get(`/api${data[field]}`);
      expect(image.status()).toBe(200);
    }
    if (item.resource === 'products') {
      expect(data.info).toEqual(['Воздуховоды EN']);
      expect(data.characteristics).toEqual([{ name: 'Thickness', value: '0.5-20 mm' }]);
    }
    if (item.resource === 'services') expect(data.list).toEqual(['Монтаж EN', 'Наладка EN']);
    if (item.resource === 'projects')
      expect([data.location, data.specialistsCount, data.date]).toEqual(['Атырау EN', 17, '2024-05-01']);
    if (item.resource === 'news') expect(data.mainContent).toContain(`${name} текст EN`);
    const kazakh = await (await page.request.get(`/api/${item.resource}/${id}?lang=kk`)).json();
    expect(kazakh.data.name).toBe(`${name} KK`);

    await page.getByLabel(item.search).fill(name);
    await expect(page).toHaveURL(/filter=.*%22q%22/);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByRole('dialog')).toContainText(item.confirm);
    await expect(page.getByRole('dialog')).toContainText('можно будет восстановить из корзины');
    await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(
      `Удалить ${item.one} «${name} RU»?`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByText(`${item.deleted}: «${name} RU»`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Ничего не найдено')).toBeVisible();
    const gone = await page.request.get(`/api/${item.resource}/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(gone.status()).toBe(404);
  });
}

test('a deleted item comes back from the trash with «Вернуть» in the toast', async ({ page }) => {
  const name = uniqueName('E2E возвращённая');
  await signIn(page, '/admin/news');
  const headers = await storedAuthorization(page);
  const { id } = await createRecord(page.request, headers, 'news', {
    name: { ru: name },
    description: { ru: 'анонс' },
    mainContent: { ru: '<p>текст</p>' },
    status: 'draft',
  });
  await page.getByLabel('Поиск новостей').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText(`Новость перемещена в корзину: «${name}»`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Вернуть' }).click();
  await expect(page.getByText('Запись возвращена из корзины')).toBeVisible();
  await expect(row).toHaveCount(1);
  expect((await page.request.get(`/api/news/${id}`, { headers })).status()).toBe(200);
  expect((await page.request.delete(`/api/news/${id}`, { headers })).status()).toBe(200);
});

test('a delete that fails closes the confirmation and says why, in Russian', async ({ page }) => {
  const name = uniqueName('E2E удалённая');
  await signIn(page, '/admin/news');
  const headers = await storedAuthorization(page);
  const data = await createRecord(page.request, headers, 'news', {
    name: { ru: name },
    description: { ru: 'анонс' },
    mainContent: { ru: '<p>текст</p>' },
    status: 'draft',
  });

  await page.getByLabel('Поиск новостей').fill(name);
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // The search's own answer is on screen (a heading row and this one), not the unfiltered list
  // that also shows the newest item: otherwise that answer could arrive after the deletion below.
  await expect(page.getByRole('row')).toHaveCount(2);
  // Someone else deletes it while the list is open.
  expect((await page.request.delete(`/api/news/${data.id}`, { headers })).status()).toBe(200);

  await row.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(
    page.getByText('Ошибка при удалении: запись не найдена — возможно, её уже удалили'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a form refuses what the API would refuse, in Russian beside the field, and sends nothing', async ({
  page,
}) => {
  await signIn(page, '/admin/projects/new');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/projects')) sent.push(request.url());
  });

  const name = (lang: string) => page.getByRole('textbox', { name: `Название (${lang})`, exact: true });
  await name('RU').fill('   ');
  await name('EN').fill('x'.repeat(301));
  await fillPerLanguage(page, 'Описание', (lang) => `описание ${lang}`);
  await fillPerLanguage(page, 'Местоположение', (lang) => `Атырау ${lang}`);
  await page.getByLabel('Количество специалистов').fill('-1');
  await page.getByRole('button', { name: 'Создать' }).click();

  await expect(name('RU')).toHaveAccessibleDescription('Обязательно для заполнения');
  await expect(name('EN')).toHaveAccessibleDescription('Не длиннее 300 знаков');
  await expect(page.getByLabel('Количество специалистов')).toHaveAccessibleDescription('Не меньше 0');
  await expect(page).toHaveURL(/\/admin\/projects\/new$/);
  expect(sent).toEqual([]);
});
