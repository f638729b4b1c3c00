import AxeBuilder from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';
import {
  createRecord,
  expect,
  pngFile,
  sendRequest,
  signIn,
  storedAuthorization,
  uniqueName,
} from './session.ts';

test.describe.configure({ timeout: 120_000 });

async function seriousViolations(page: Page) {
  // One axe run in the page, not one per frame finished in a second page: the admin has no frames.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test("login, dashboard, a list, a form and a page's texts have no serious or critical accessibility violations", async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page);
  await expect(page.getByTestId('api-version')).toHaveText('v1.0.0');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin/products');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin/news/new');
  // The editor is the biggest chunk of the back office and loads only now.
  await expect(page.locator('[data-language="ru"] .ProseMirror')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A page's texts: its sections, repeating blocks, tiles with their icons and the search-result preview.
  await page.goto('/admin/pages/home');
  await expect(page.getByRole('region', { name: 'Ценность 4' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Карточка 4' }).getByRole('radiogroup', { name: 'Значок' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/admin/pages/production');
  await expect(
    page.getByRole('region', { name: 'Карточка 1' }).getByRole('radio', { name: 'Поток воздуха' }),
  ).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sidebar names the sections and the dashboard links to each list and form', async ({ page }) => {
  await signIn(page);
  const menu = ['Панель управления', 'Цеха', 'Услуги', 'Проекты', 'Новости'];
  for (const label of menu) await expect(page.getByRole('menuitem', { name: label })).toBeVisible();

  // The section's card (its count, then its name), not the translation queue's links.
  await page.getByRole('link', { name: /^\d+ Услуги$/ }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(page.getByRole('heading', { name: 'Услуги', level: 1 })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Панель управления' }).click();
  await page.getByRole('link', { name: 'Добавить новость' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/create$/);
  await page.getByRole('link', { name: 'Отмена' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
});

test('a search without matches suggests changing the query', async ({ page }) => {
  await signIn(page, '/admin/projects');
  await page.getByLabel('Поиск проектов').fill('no project is called like this 9f8e7d');
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await expect(page.getByText('Попробуйте изменить поисковый запрос.')).toBeVisible();
});

test('on a phone the menu is a drawer, and no list scrolls the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, '/admin/products');
  await expect(page.getByRole('menuitem', { name: 'Цеха' })).toBeHidden();
  await page.getByRole('button', { name: /меню/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Цеха' })).toBeVisible();
  for (const path of ['/admin/products', '/admin/requests', '/admin/audit']) {
    await page.goto(path);
    // The inbox may still be empty here: then its empty state stands where the rows would.
    await expect(page.locator('main li').or(page.getByText('Заявок пока нет')).first()).toBeVisible();
    await expect(page.locator('main table')).toHaveCount(0);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0], path).toBeLessThanOrEqual(widths[1] as number);
  }
});

/** Each content section, its menu label and the column that names its records. */
const LISTS = [
  ['products', 'Цеха', 'name'],
  ['services', 'Услуги', 'name'],
  ['projects', 'Проекты', 'name'],
  ['news', 'Новости', 'name'],
  ['partners', 'Партнёры', 'name'],
  ['certificates', 'Сертификаты', 'title'],
  ['customPages', 'Дополнительные страницы', 'name'],
  ['vacancies', 'Вакансии', 'title'],
  ['documents', 'Документы', 'title'],
] as const;

/**
 * How a list lies in the window: whether the page scrolls sideways, whether the cells of `columns`
 * (their first rows; `'every'`: each column but the actions) and the actions' heading are in view
 * whole, not under the actions column kept at the right edge, and which of the add button and the
 * row actions are out of view.
 */
function listLayout(page: Page, columns: readonly string[] | 'every') {
  return page.evaluate((columns) => {
    // In view sideways: inside the window and inside the table's own scrolling box.
    const scroller = document.querySelector('.RaDataTable-tableWrapper')?.getBoundingClientRect();
    const right = Math.min(window.innerWidth, scroller?.right ?? Number.POSITIVE_INFINITY);
    const actionsLeft = document.querySelector('th.column-actions')?.getBoundingClientRect().left ?? right;
    const controls = [
      ...document.querySelectorAll('a.RaCreateButton-root, td.column-actions a, td.column-actions button'),
    ];
    /** Whether each of these cells is in view whole, the point at the middle of its start showing it. */
    const uncovered = (selector: string, until = actionsLeft) =>
      [...document.querySelectorAll(selector)].slice(0, 4).every((cell) => {
        const box = cell.getBoundingClientRect();
        const found = document.elementFromPoint(box.x + Math.min(20, box.width / 2), box.y + box.height / 2);
        return box.right <= until + 0.5 && found !== null && cell.contains(found);
      });
    const named =
      columns === 'every'
        ? [...document.querySelectorAll('thead th')]
            .map((cell) => /\bcolumn-(\S+)/.exec(cell.className)?.[1])
            .filter((column): column is string => column !== undefined && column !== 'actions')
        : columns;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      // The actions column's heading is not covered by the cells scrolled under it.
      headingOnTop: uncovered('th.column-actions', right),
      columns: named.length,
      hidden: named.filter(
        (column) => !uncovered(`th.column-${column}`) || !uncovered(`td.column-${column}`),
      ),
      controls: controls.length,
      outOfView: controls
        .map((control) => [control.textContent, control.getBoundingClientRect()] as const)
        .filter(([, box]) => box.left < 0 || box.right > right + 0.5)
        .map(([text]) => text),
    };
  }, columns);
}

/**
 * Checks the list on the page at 1440 and 1280 px: nothing sideways, `columns` uncovered, and more
 * than `controls` of the add button and row actions, all in view.
 */
async function expectListFits(
  page: Page,
  columns: readonly string[] | 'every',
  name: string,
  controls: number,
) {
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const where = `${name} at ${width} px`;
    const layout = await listLayout(page, columns);
    expect(layout.scrollWidth, where).toBeLessThanOrEqual(layout.innerWidth);
    expect(layout.headingOnTop, where).toBe(true);
    expect(layout.columns, where).toBeGreaterThan(2);
    expect(layout.hidden, where).toEqual([]);
    expect(layout.controls, where).toBeGreaterThan(controls);
    expect(layout.outOfView, where).toEqual([]);
  }
}

/** The seed has no own pages: a draft of one with a long title, linked from the header, in Russian only. */
async function addOwnPage(page: Page) {
  await createRecord(page.request, await storedAuthorization(page), 'customPages', {
    status: 'draft',
    placement: 'header',
    name: {
      ru: uniqueName('Политика в области охраны труда, промышленной безопасности и охраны окружающей среды'),
    },
    content: { ru: '<p>Текст</p>' },
  });
}

test('every section’s list fits the window at 1440 and 1280 px: each column whole beside the actions, the add button and each row action in view', async ({
  page,
}) => {
  await signIn(page, '/admin/products');
  // A draft in Russian only: its marks count the fields each language lacks, the widest they get.
  const authorization = await storedAuthorization(page);
  await createRecord(page.request, authorization, 'news', {
    status: 'draft',
    name: { ru: uniqueName('Новость без перевода') },
    description: { ru: 'Анонс' },
    mainContent: { ru: '<p>Текст</p>' },
  });
  await addOwnPage(page);
  for (const [resource, label, title] of LISTS) {
    await page.getByRole('menuitem', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${resource}$`));
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(page.locator(`th.column-${title}`)).toBeVisible();
    // Every column, and the add button and at least a row's two actions.
    await expectListFits(page, 'every', `/admin/${resource}`, 2);
  }
  // Partner logos are shown whole, however wide: scaled into their box, never cropped.
  await page.goto('/admin/partners');
  const logos = page.locator('td img');
  await expect(logos.first()).toBeVisible();
  const fits = await logos.evaluateAll((images) => images.map((image) => getComputedStyle(image).objectFit));
  expect(fits.length).toBeGreaterThan(0);
  expect(new Set(fits)).toEqual(new Set(['contain']));
});

test('the inbox fits the window at 1440 and 1280 px: who wrote, the status and the date uncovered beside the actions', async ({
  page,
}) => {
  const name = uniqueName('Заявка для ширины');
  await sendRequest(page.request, { name, phone: '+7 (701) 555-12-34', message: 'Нужны воздуховоды.' });
  await signIn(page, '/admin/requests');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  // At least a row's two actions: open and delete.
  await expectListFits(page, ['name', 'status', 'createdAt'], '/admin/requests', 1);
});

test('the job applications fit the window at 1440 and 1280 px: who applied, the status and the date uncovered beside the actions', async ({
  page,
}) => {
  const name = uniqueName('Отклик для ширины');
  await sendRequest(
    page.request,
    {
      vacancyId: '1',
      vacancyTitle: 'Сварщик',
      name,
      phone: '+7 701 555 12 34',
      message: 'Опыт сварки 8 лет.',
    },
    {
      path: '/api/applications',
      files: {
        cv: { name: 'Резюме.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      },
    },
  );
  await signIn(page, '/admin/applications');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expectListFits(page, ['name', 'status', 'createdAt'], '/admin/applications', 1);
});

test('on a phone every list row shows its title and status, and opens its form', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, '/admin/products');
  await addOwnPage(page);
  for (const [resource] of LISTS) {
    await page.goto(`/admin/${resource}`);
    // Each row is a link to its record's form.
    const first = page.locator(`main li a[href^="/admin/${resource}/"]`).first();
    await expect(first, resource).toBeVisible();
    await expect(first.getByText(/^(Опубликовано|Черновик)$/), resource).toBeVisible();
    // The title: the first line of the row, not empty.
    await expect(first.locator('.MuiListItemText-primary'), resource).not.toBeEmpty();
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, resource).toBeLessThanOrEqual(375);
  }
  // The last list's first row opens its form.
  await page.locator('main li a').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/${LISTS[LISTS.length - 1]?.[0]}/\\d+$`));
});

test('at 375 px the app bar title reads in full and the drawer names the role', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, '/admin/products/1');
  const title = page.locator('#react-admin-title');
  await expect(title).toHaveText('Редактирование цеха');
  const clipped = await title.evaluate(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1,
  );
  expect(clipped).toBe(false);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await page.getByRole('button', { name: /меню/i }).click();
  await expect(page.getByText('Роль: администратор')).toBeVisible();
});

test('the news editor names its buttons in Russian and asks for a link address in Russian', async ({
  page,
}) => {
  await signIn(page, '/admin/news/new');
  const body = page.locator('[data-language="ru"]');
  const editor = body.locator('.ProseMirror');
  await editor.fill('Подробнее на сайте');
  const buttons = body.locator('.RaRichTextInputToolbar-root button');
  const labels = await buttons.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  expect(labels.length).toBeGreaterThan(10);
  for (const label of labels) expect(label).toMatch(/^[А-ЯЁ][а-яё ]+$/);

  await editor.selectText();
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Адрес ссылки (пустой адрес убирает ссылку)');
    await dialog.accept('https://example.kz/news');
  });
  await body.getByRole('button', { name: 'Ссылка' }).click();
  await expect(editor.locator('a')).toHaveAttribute('href', 'https://example.kz/news');
});

test('the image test page shows an uploaded image through both addresses', async ({ page }) => {
  await signIn(page, '/admin/image-test');
  await page.getByLabel('Загрузить пробное изображение').setInputFiles(await pngFile('sample.png'));
  const images = page.getByRole('main').getByRole('img');
  await expect(images).toHaveCount(2);
  const sources = await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
  expect(sources[0]).toMatch(/^\/api\/uploads\//);
  expect(sources[1]).toMatch(/^http:\/\/[^/]+\/api\/uploads\//);
  await expect
    .poll(() => images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).naturalWidth)))
    .toEqual([48, 48]);
});

test('a page’s texts are previewed in Kazakh as they stand in the form, before saving; nothing is saved', async ({
  page,
}) => {
  const headline = uniqueName('Өндіріс: алдын ала қарау');
  await signIn(page, '/admin/pages/production');
  const headers = await storedAuthorization(page);
  const before = (await (await page.request.get('/api/pages/production', { headers })).json()).data;
  await page.getByRole('textbox', { name: 'Заголовок (KK)', exact: true }).fill(headline);

  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Предпросмотр на казахском' }).click();
  const preview = await opened;
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(/\/preview\/pages\/\d+\/kk\?token=/);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(preview.locator('html')).toHaveAttribute('lang', 'kk');
  // The rest of the page is the saved one, in Kazakh.
  await expect(preview.locator('.page-hero .lead')).toHaveText(before.heroLead.kk);
  await preview.close();

  const after = (await (await page.request.get('/api/pages/production', { headers })).json()).data;
  expect(after).toMatchObject({ heroTitle: before.heroTitle, version: before.version });
  // The form still holds the unsaved headline.
  await expect(page.getByRole('textbox', { name: 'Заголовок (KK)', exact: true })).toHaveValue(headline);
});
