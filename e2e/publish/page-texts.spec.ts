import { expect } from '@playwright/test';
import { signIn } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILD_TIMEOUT } from './rebuild.ts';

test('a page text changed in Страницы reaches the site: a Kazakh headline on /kk, an English lead cleared shows the Russian, marked as Russian, on /en, values reordered in their new order', async ({
  page,
  request,
  headers,
}) => {
  const before = (await (await request.get('/api/pages/home', { headers })).json()).data;
  const headline = `Жаңа тақырып ${Date.now()}`;

  await signIn(page);
  await page.goto('/admin/pages');
  await expect(page.getByRole('cell', { name: '/services', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Главная', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Страница «Главная»', level: 1 })).toBeVisible();
  const kazakh = page.getByRole('textbox', { name: 'Заголовок (KK)', exact: true });
  await expect(kazakh).toHaveValue(before.heroTitle.kk);
  await kazakh.fill(headline);
  await page.getByRole('textbox', { name: 'Вводный текст (EN)', exact: true }).fill('');
  // The first value goes second.
  await page.getByRole('button', { name: 'Переместить «Ценность 1» ниже' }).click();
  await expect(
    page.getByRole('region', { name: 'Ценность 1' }).getByRole('textbox', { name: 'Заголовок блока (RU)' }),
  ).toHaveValue(before.values[1].title.ru);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Тексты страницы сохранены')).toBeVisible();
  // The admin says when the site has the change (issue 45, E2), and by then it has.
  await expect(page.getByText('Сайт обновлён: изменения уже видны посетителям.')).toBeVisible({
    timeout: REBUILD_TIMEOUT,
  });

  try {
    expect(await (await request.get('/kk')).text()).toContain(headline);
    const saved = (await (await request.get('/api/pages/home', { headers })).json()).data;
    expect(saved.heroTitle.kk).toBe(headline);
    expect(saved.translations.en.missing).toEqual(['heroLead']);

    const rebuilt = { timeout: REBUILD_TIMEOUT, intervals: [2_000] };
    // Each page is awaited: a rebuild that another save started may have read English before this
    // save and Kazakh after it; the rebuild this save asked for follows.
    await expect
      .poll(async () => (await request.get('/en')).text(), rebuilt)
      .toContain('<p class="lead" lang="ru">');
    await page.goto('/kk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);

    // English has no lead of its own now: the Russian stands in, and says it is Russian.
    await page.goto('/en');
    const lead = page.locator('.home-hero .lead');
    await expect(lead).toHaveText(before.heroLead.ru);
    await expect(lead).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.heroTitle.en);

    await page.goto('/');
    const values = page.locator('section[aria-labelledby="values-title"] h3');
    await expect(values).toHaveText(
      [before.values[1], before.values[0], ...before.values.slice(2)].map(
        (value: { title: { ru: string } }) => value.title.ru,
      ),
    );
  } finally {
    const current = (await (await request.get('/api/pages/home', { headers })).json()).data;
    await request.put('/api/pages/home', {
      headers,
      data: {
        heroTitle: before.heroTitle,
        heroLead: before.heroLead,
        values: before.values,
        version: current.version,
      },
    });
  }
});

test('an icon chosen for a tile of /production in Страницы, with the mouse or the keyboard, is the one the rebuilt page draws', async ({
  page,
  request,
  headers,
}) => {
  const before = (await (await request.get('/api/pages/production', { headers })).json()).data;
  const tiles = page.locator('section[aria-labelledby="categories-title"] li');
  const tile = tiles.first();
  // The icons the page drew when they were written in its code; the home page's tiles have none.
  await page.goto('/production');
  await expect(tiles.locator('svg')).toHaveCount(4);
  expect(await tiles.locator('svg').evaluateAll((icons) => icons.map((icon) => icon.dataset.icon))).toEqual([
    'wind',
    'shield',
    'wrench',
    'tag',
  ]);
  await page.goto('/');
  await expect(tiles).toHaveCount(4);
  await expect(tiles.locator('svg')).toHaveCount(0);

  await signIn(page, '/admin/pages/production');
  const first = page.getByRole('region', { name: 'Карточка 1' });
  const icons = first.getByRole('radiogroup', { name: 'Значок' });
  await expect(icons.getByRole('radio', { name: 'Поток воздуха' })).toBeChecked();
  // The keyboard moves through the icons as through any radio buttons.
  await icons.getByRole('radio', { name: 'Поток воздуха' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(icons.getByRole('radio', { name: 'Щит с галочкой' })).toBeChecked();
  await icons.getByRole('radio', { name: 'Гаечный ключ' }).check();
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Тексты страницы сохранены')).toBeVisible();

  try {
    const saved = (await (await request.get('/api/pages/production', { headers })).json()).data;
    expect(saved.categories[0]).toEqual({ ...before.categories[0], icon: 'wrench' });
    // The first icon on the page is the first tile's.
    const firstIcon = async () =>
      /data-icon="(\w+)"/.exec(await (await request.get('/production')).text())?.[1];
    await expect.poll(firstIcon, { timeout: REBUILD_TIMEOUT, intervals: [2_000] }).toBe('wrench');
    await page.goto('/production');
    await expect(tile.locator('svg')).toHaveAttribute('data-icon', 'wrench');
    await expect(tile.locator('h3')).toHaveText(before.categories[0].title.ru);
  } finally {
    const current = (await (await request.get('/api/pages/production', { headers })).json()).data;
    await request.put('/api/pages/production', {
      headers,
      data: { categories: before.categories, version: current.version },
    });
  }
});
