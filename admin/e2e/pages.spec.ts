import AxeBuilder from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';
import { expect, pngFile, signIn } from './session.ts';

test.describe.configure({ timeout: 120_000 });

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('login, dashboard, a list and a form have no serious or critical accessibility violations', async ({
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
  await expect(page.locator('#mainContent-panel-ru .ProseMirror')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sidebar names the sections and the dashboard links to each list and form', async ({ page }) => {
  await signIn(page);
  const menu = ['Панель управления', 'Продукты', 'Услуги', 'Проекты', 'Новости'];
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

test('the list table keeps the spec widths on a phone, with the menu in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, '/admin/products');
  const table = page.locator('table').first();
  await expect(table).toBeVisible();
  expect((await table.boundingBox())?.width).toBeGreaterThanOrEqual(800);
  // Spec 9: every column at least 150px wide, the actions column 120px.
  const widths = await table
    .locator('thead th')
    .evaluateAll((cells) =>
      cells.map((cell) => [cell.className, cell.getBoundingClientRect().width] as const),
    );
  expect(widths.length).toBeGreaterThan(3);
  for (const [className, width] of widths)
    expect(width, className).toBeGreaterThanOrEqual(className.includes('column-actions') ? 120 : 150);
  await expect(page.getByRole('menuitem', { name: 'Продукты' })).toBeHidden();
  await page.getByRole('button', { name: /меню/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Продукты' })).toBeVisible();
});

test('on a phone only the table scrolls sideways, on every list', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, '/admin/products');
  for (const path of ['/admin/products', '/admin/requests', '/admin/audit']) {
    await page.goto(path);
    // The inbox may still be empty here: then its empty state stands where the table would.
    await expect(page.locator('table').or(page.getByText('Заявок пока нет')).first()).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0], path).toBeLessThanOrEqual(widths[1] as number);
  }
});

test('every list fits the window at 1440 and 1280 px, with the add button and each row action in view', async ({
  page,
}) => {
  await signIn(page, '/admin/products');
  for (const [resource, label] of [
    ['products', 'Продукты'],
    ['services', 'Услуги'],
    ['projects', 'Проекты'],
    ['news', 'Новости'],
  ] as const) {
    await page.getByRole('menuitem', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${resource}$`));
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const where = `/admin/${resource} at ${width} px`;
      const layout = await page.evaluate(() => {
        // In view sideways: inside the window and inside the table's own scrolling box.
        const scroller = document.querySelector('.RaDataTable-tableWrapper')?.getBoundingClientRect();
        const right = Math.min(window.innerWidth, scroller?.right ?? Number.POSITIVE_INFINITY);
        const controls = [
          ...document.querySelectorAll(
            'a.RaCreateButton-root, td.column-actions a, td.column-actions button',
          ),
        ];
        // The actions column's heading is not covered by the cells scrolled under it.
        const heading = document.querySelector('th.column-actions')?.getBoundingClientRect();
        const onTop = heading && document.elementFromPoint(heading.x + 20, heading.y + heading.height / 2);
        return {
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          headingOnTop: onTop?.closest('th')?.classList.contains('column-actions') ?? false,
          controls: controls.length,
          outOfView: controls
            .map((control) => [control.textContent, control.getBoundingClientRect()] as const)
            .filter(([, box]) => box.left < 0 || box.right > right + 0.5)
            .map(([text]) => text),
        };
      });
      expect(layout.scrollWidth, where).toBeLessThanOrEqual(layout.innerWidth);
      expect(layout.headingOnTop, where).toBe(true);
      expect(layout.controls, where).toBeGreaterThan(2);
      expect(layout.outOfView, where).toEqual([]);
    }
  }
});

test('at 375 px the app bar title reads in full and the drawer names the role', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, '/admin/products/1');
  const title = page.locator('#react-admin-title');
  await expect(title).toHaveText('Редактирование продукта');
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
  const body = page.locator('#mainContent-panel-ru');
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
