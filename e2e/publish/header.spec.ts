/**
 * The header with what staff may put in it: the company's full legal name (Настройки сайта) and
 * pages of their own linked from it (Дополнительные страницы). It stays one row, or the phone menu,
 * at every width in every language; a page not translated yet stays out of the English and Kazakh
 * menus. A publishing spec: the name and the pages reach the site by a rebuild.
 */
import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { adminAuthorization, createRecord, uniqueName } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

const LANGUAGES = ['ru', 'en', 'kk'] as const;
type Language = (typeof LANGUAGES)[number];
const prefix = (language: Language) => (language === 'ru' ? '' : `/${language}`);
const SCREENS = '.tmp/screens';
const WIDTHS = [320, 375, 768, 1024, 1280, 1440, 1920];

const LONG_NAME = {
  ru: 'Товарищество с ограниченной ответственностью «Атырауский завод промышленного оборудования и металлоконструкций»',
  en: 'Atyrau Industrial Equipment and Steel Structures Plant Limited Liability Partnership',
  kk: '«Атырау өнеркәсіптік жабдықтар және металл конструкциялар зауыты» жауапкершілігі шектеулі серіктестігі',
};
/** Two pages in the header, translated; a third in Russian only, its translation choice left as it comes. */
const OWN_PAGES = {
  safety: {
    ru: uniqueName('Охрана труда и промышленная безопасность'),
    en: uniqueName('Occupational health and safety'),
    kk: uniqueName('Еңбекті қорғау және өнеркәсіптік қауіпсіздік'),
  },
  suppliers: {
    ru: uniqueName('Поставщикам'),
    en: uniqueName('For suppliers'),
    kk: uniqueName('Жеткізушілерге'),
  },
};
const RUSSIAN_ONLY = uniqueName('Политика качества');

test.describe.configure({ mode: 'serial' });

let headers: Record<string, string>;
let formerName: Record<Language, string>;
const created: number[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(REBUILT.timeout + 60_000);
  headers = await adminAuthorization(request);
  formerName = (await (await request.get('/api/settings', { headers })).json()).data.name;
  const saved = await request.put('/api/settings', { headers, data: { name: LONG_NAME } });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const name of Object.values(OWN_PAGES)) {
    const texts = {
      ru: '<p>Текст страницы.</p>',
      en: '<p>The page’s text.</p>',
      kk: '<p>Беттің мәтіні.</p>',
    };
    const page = await createRecord(request, headers, 'customPages', {
      status: 'published',
      placement: 'header',
      name,
      content: texts,
    });
    created.push(page.id);
  }
  const russian = await createRecord(request, headers, 'customPages', {
    status: 'published',
    placement: 'header',
    name: { ru: RUSSIAN_ONLY },
    content: { ru: '<p>Только по-русски.</p>' },
  });
  created.push(russian.id);
  // The last language the rebuild writes, with everything this spec saved.
  for (const language of LANGUAGES) {
    await expect
      .poll(async () => (await request.get(`${prefix(language)}/`)).text(), REBUILT)
      .toContain(OWN_PAGES.suppliers[language]);
  }
  await expect.poll(async () => (await request.get('/kk/')).text(), REBUILT).toContain(LONG_NAME.kk);
});

test.afterAll(async ({ request }) => {
  for (const id of created) await request.delete(`/api/customPages/${id}`, { headers });
  await restoreName(request);
});

async function restoreName(request: APIRequestContext) {
  if (formerName) await request.put('/api/settings', { headers, data: { name: formerName } });
}

/**
 * How the header lies: whether the row or the phone menu shows, the boxes of what a visitor sees in
 * it (the logo and name, each link and button), and whether the page scrolls sideways.
 */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const bar = (document.querySelector('.header-bar') as Element).getBoundingClientRect();
    const items = [
      ...document.querySelectorAll(
        '.header-bar .brand, .main-nav > ul > li > a, .nav-more summary, .header-search-link, .header-contacts, .language-switcher a, .mobile-menu-toggle',
      ),
    ]
      .filter(shown)
      .map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        const name =
          (element.textContent ?? '').trim() || element.getAttribute('aria-label') || element.className;
        return { name: name.slice(0, 40), left, right, top, bottom };
      });
    const overlaps: string[] = [];
    items.forEach((one, index) => {
      for (const other of items.slice(index + 1)) {
        const across = Math.min(one.right, other.right) - Math.max(one.left, other.left);
        const down = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top);
        if (across > 0.5 && down > 0.5) overlaps.push(`${one.name} × ${other.name}`);
      }
    });
    const name = document.querySelector('.brand-name') as HTMLElement;
    return {
      row: shown(document.querySelector('.main-nav') as Element),
      phoneMenu: shown(document.querySelector('.mobile-menu-toggle') as Element),
      // One row: a horizontal line crosses every item.
      oneRow: Math.max(...items.map((item) => item.top)) < Math.min(...items.map((item) => item.bottom)),
      outside: items
        .filter((item) => item.left < bar.left - 0.5 || item.right > bar.right + 0.5)
        .map((item) => item.name),
      overlaps,
      // The name, where it shows, ends inside the logo's link: cut short, never spilling over.
      nameSpills:
        shown(name) &&
        name.scrollHeight > name.clientHeight + 1 &&
        getComputedStyle(name).overflow !== 'hidden',
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    };
  });
}

test('with the full legal name and two own pages the header is one row or the phone menu at every width, in every language', async ({
  page,
}) => {
  mkdirSync(SCREENS, { recursive: true });
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix(language)}/`);
      const where = `${language} at ${width} px`;
      const layout = await headerLayout(page);
      expect(layout.row !== layout.phoneMenu, `${where}: the row or the phone menu`).toBe(true);
      expect(layout.phoneMenu, where).toBe(width < 1200);
      expect(layout.oneRow, where).toBe(true);
      expect(layout.outside, where).toEqual([]);
      expect(layout.overlaps, where).toEqual([]);
      expect(layout.nameSpills, where).toBe(false);
      expect(layout.scrollWidth, where).toBeLessThanOrEqual(layout.innerWidth);
      if ([320, 375, 1280, 1440, 1920].includes(width)) {
        await page.screenshot({
          path: `${SCREENS}/header-${language}-${width}.png`,
          clip: { x: 0, y: 0, width, height: 200 },
        });
      }
    }
  }
});

/**
 * Whether the browser tells assistive technology that «Ещё» is expanded: a `<summary>` is a button
 * whose state the browser keeps, as `aria-expanded` would say it (Chromium's tree, through CDP).
 */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await session.detach();
  const button = nodes.find((node) => node.name?.value === name && node.role?.value === 'DisclosureTriangle');
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value as
    | boolean
    | undefined;
}

test('own pages wait under «Ещё»: a button that opens them with the keyboard, over the page, without moving it, and closes on Escape or a click elsewhere', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [language, more] of [
    ['ru', 'Ещё'],
    ['en', 'More'],
    ['kk', 'Тағы'],
  ] as const) {
    await page.goto(`${prefix(language)}/`);
    const button = page.locator('.nav-more summary');
    await expect(button).toHaveText(more);
    const first = page.locator('.main-nav').getByRole('link', { name: OWN_PAGES.safety[language] });
    expect(await expandedState(page, more), language).toBe(false);
    await expect(first).toBeHidden();
    const below = await page.locator('main').boundingBox();
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await expandedState(page, more), language).toBe(true);
    await expect(first).toBeVisible();
    await expect(
      page.locator('.main-nav').getByRole('link', { name: OWN_PAGES.suppliers[language] }),
    ).toBeVisible();
    expect(await page.locator('main').boundingBox(), language).toEqual(below);
    const layout = await headerLayout(page);
    expect(layout.scrollWidth, language).toBeLessThanOrEqual(layout.innerWidth);
    // The open menu passes axe, as the site's pages do (site/e2e/accessibility.spec.ts).
    const { violations } = await new AxeBuilder({ page }).include('.site-header').setLegacyMode().analyze();
    expect(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
      ),
    ).toEqual([]);
    await page.screenshot({
      path: `${SCREENS}/header-more-open-${language}-1280.png`,
      clip: { x: 0, y: 0, width: 1280, height: 320 },
    });
    // Escape closes it, the focus back on the button; so does a click elsewhere on the page.
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(first).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    // The keyboard goes on into the list.
    await page.keyboard.press('Tab');
    await expect(page.locator('.nav-more-list a').first()).toBeFocused();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OWN_PAGES.safety[language]);
    // On its own page «Ещё» shows where the visitor is.
    await expect(page.locator('.nav-more summary')).toHaveClass(/current/);
  }
});

test('an own page not translated yet is in the Russian menus only', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const language of LANGUAGES) {
      await page.goto(`${prefix(language)}/`);
      if (width < 1200) await page.locator('.mobile-menu-toggle').click();
      const menu = page.locator(width < 1200 ? '.mobile-menu-panel' : '.main-nav');
      const where = `${language} at ${width} px`;
      await expect(
        menu.getByRole('link', { name: OWN_PAGES.suppliers[language], includeHidden: true }),
        where,
      ).toHaveCount(1);
      await expect(menu.getByRole('link', { name: RUSSIAN_ONLY, includeHidden: true }), where).toHaveCount(
        language === 'ru' ? 1 : 0,
      );
    }
  }
});
