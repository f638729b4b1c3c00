import { createRecord, expect, pngFile, signIn, uniqueName } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

test('staff see an item page as a search result while they type, and the built page carries their own title, description, sharing picture per language and «не индексировать»', async ({
  page,
  request,
  headers,
}) => {
  const settings = (await (await request.get('/api/settings?lang=ru')).json()).data as { name: string };
  const englishName = ((await (await request.get('/api/settings?lang=en')).json()).data as { name: string })
    .name;
  const name = uniqueName('Пресс на 400 тонн');
  const upload = await request.post('/api/upload', {
    headers,
    multipart: { file: await pngFile('card-ru.png', '#b0322a') },
  });
  expect(upload.status()).toBe(201);
  const russianCard = (await upload.json()).data.url as string;
  const own = await createRecord(request, headers, 'news', {
    name: { ru: name, en: `${name} (en)`, kk: `${name} (kk)` },
    description: {
      ru: 'Цех металлообработки запустил гидравлический пресс на 400 тонн: листы до 20 мм теперь гнут за один проход.',
      en: 'The machining workshop started a 400-tonne press.',
      kk: 'Металл өңдеу цехы 400 тонналық пресс іске қосты.',
    },
    mainContent: { ru: '<p>Текст.</p>', en: '<p>Text.</p>', kk: '<p>Мәтін.</p>' },
    date: '2026-11-25',
    searchTitle: { ru: 'Пресс 400 т в Караганде', en: '400-tonne press in Karaganda' },
    searchDescription: { ru: 'Гибка листа до 20 мм за один проход: сроки и цены.' },
    shareImage: { ru: russianCard },
  });
  const hidden = await createRecord(request, headers, 'news', {
    name: { ru: uniqueName('Скрытая от поиска') },
    description: { ru: 'Новость, которую не показывают поисковые системы.' },
    mainContent: { ru: '<p>Текст.</p>' },
    date: '2026-11-24',
    noIndex: true,
  });

  // A sharing picture of its own for the Kazakh page, chosen in the form beside the Russian one.
  await signIn(page, `/admin/news/${own.id}`);
  const kazakhCard = page.getByRole('group', { name: 'Картинка для соцсетей и мессенджеров (KK)' });
  await expect(
    page.getByRole('group', { name: 'Картинка для соцсетей и мессенджеров (RU)' }).getByRole('img'),
  ).toBeVisible();
  await expect(kazakhCard.getByText('Своего изображения нет — будет показано русское')).toBeVisible();
  await page
    .getByLabel('Выбрать файл: Картинка для соцсетей и мессенджеров (KK)')
    .setInputFiles(await pngFile('card-kk.png', '#1f5fa0'));
  await expect(kazakhCard.getByRole('img')).toBeVisible();
  await page.getByRole('button', { name: 'Обновить', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const saved = (await (await request.get(`/api/news/${own.id}`, { headers })).json()).data;
  expect(saved.shareImage).toEqual({ ru: russianCard, kk: expect.stringMatching(/^\/uploads\//) });

  // The form shows the page as a search result in each language, and follows what is typed.
  await page.goto(`/admin/news/${own.id}`);
  const snippets = page.getByRole('list', { name: 'Как страница выглядит в поиске' });
  const russian = snippets.getByRole('listitem', { name: 'В поиске, RU' });
  await expect(russian).toContainText(`Пресс 400 т в Караганде | ${settings.name}`);
  await expect(russian).toContainText(`news › ${own.slug.ru}`);
  await expect(russian).toContainText('Гибка листа до 20 мм за один проход');
  // Kazakh has no title of its own for search engines: the item's Kazakh title is shown.
  await expect(snippets.getByRole('listitem', { name: 'В поиске, KK' })).toContainText(`${name} (kk)`);
  const title = page.getByLabel('Заголовок для поисковых систем (RU)');
  await title.fill('Очень длинный заголовок для поисковых систем, который поисковик обрежет на середине');
  await expect(russian).toContainText('Очень длинный заголовок для поисковых систем, который поиск…');
  const whole = `Очень длинный заголовок для поисковых систем, который поисковик обрежет на середине | ${settings.name}`;
  await expect(
    page.getByText(`Символов вместе с названием сайта: ${whole.length} — поисковые системы покажут около 60`),
  ).toBeVisible();
  await page.getByLabel('Не индексировать').check();
  await expect(russian).toContainText('поисковые системы не покажут эту страницу');

  // The built pages: the staff's own title and description where written in that language.
  const head = async (path: string) => {
    const response = await request.get(path);
    // The site sets short words and numbers apart with no-break spaces (400 т): read them as spaces.
    return response.ok() ? (await response.text()).replaceAll('\u00a0', ' ') : `HTTP ${response.status()}`;
  };
  await expect
    .poll(() => head(`/news/${own.slug.ru}`), REBUILT)
    .toContain(`<title>Пресс 400 т в Караганде | ${settings.name}</title>`);
  const russianPage = await head(`/news/${own.slug.ru}`);
  expect(russianPage).toContain(
    '<meta name="description" content="Гибка листа до 20 мм за один проход: сроки и цены.">',
  );
  expect(russianPage).toContain('<meta property="og:title" content="Пресс 400 т в Караганде">');
  expect(russianPage).not.toContain('name="robots"');
  // The visible heading stays the item's title.
  expect(russianPage).toContain(`<h1>${name}</h1>`);

  const englishPage = await head(`/en/news/${own.slug.en}`);
  expect(englishPage).toContain(`<title>400-tonne press in Karaganda | ${englishName}</title>`);
  // No English description of its own: the start of the English text, not the Russian one.
  expect(englishPage).toContain(
    '<meta name="description" content="The machining workshop started a 400-tonne press.">',
  );
  // Its own search fields not translated do not make the page count as Russian.
  expect(englishPage).not.toContain('class="fallback-note"');
  expect(await head(`/kk/news/${own.slug.kk}`)).toContain(`<title>${name} (kk) | `);

  // The Kazakh page is shared with its own picture; English has none and shares the Russian one.
  const shared = async (path: string) =>
    /<meta property="og:image" content="([^"]+)">/.exec(await head(path))?.[1];
  const [russianImage, englishImage, listImage] = await Promise.all([
    shared(`/news/${own.slug.ru}`),
    shared(`/en/news/${own.slug.en}`),
    shared('/news'),
  ]);
  expect(russianImage).toBeTruthy();
  expect(russianImage).not.toBe(listImage);
  expect(englishImage).toBe(russianImage);
  // The form's save rebuilt the site once more.
  await expect.poll(() => shared(`/kk/news/${own.slug.kk}`), REBUILT).not.toBe(russianImage);
  expect(await shared(`/kk/news/${own.slug.kk}`)).toMatch(/\/_astro\/.+\.jpg$/);

  // «Не индексировать»: search engines are told so, and the sitemap leaves the page out.
  expect(await head(`/news/${hidden.slug.ru}`)).toContain('<meta name="robots" content="noindex">');
  const sitemap = await head('/sitemap-0.xml');
  expect(sitemap).toContain(`/news/${own.slug.ru}<`);
  expect(sitemap).not.toContain(`/news/${hidden.slug.ru}<`);
});
