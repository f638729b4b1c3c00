import { expect, test } from '@playwright/test';
import { adminAuthorization } from '../../admin/e2e/session.ts';
import { DICTIONARIES, LANGUAGES, localized } from './support.ts';

// The vacancy page mounts ApplicationSection (#apply): a candidate applies in each language.
test.describe.configure({ timeout: 180_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

for (const locale of LANGUAGES) {
  const t = DICTIONARIES[locale];

  test(`a candidate applies with a PDF from the first vacancy of ${localized(locale, 'careers')}`, async ({
    page,
    request,
  }) => {
    const name = `${locale === 'en' ? 'Erlan' : 'Ерлан'} ${Date.now().toString(36)}`;
    await page.goto(localized(locale, 'careers'));
    await page.locator('main a[href*="/careers/"]').first().click();
    await expect(page).toHaveURL(/\/careers\/[^/]+$/);
    const vacancyTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

    const form = page.locator('#apply form');
    await form.scrollIntoViewIfNeeded();
    // The island sits inside the section #apply: hydrated once Astro drops its `ssr` mark.
    await expect(page.locator('#apply astro-island').first()).not.toHaveAttribute('ssr', /.*/);
    // The CV is required, and the form says so in the page's language before anything is sent.
    await form.getByRole('button', { name: t['application.submit'] }).click();
    await expect(form.getByText(t['application.fileRequired'])).toBeVisible();

    await form.getByLabel(t['request.name']).fill(name);
    await form.getByLabel(t['request.phone']).fill('+7 701 555 12 34');
    await form.getByLabel(t['application.message']).fill('8 years of MIG/MAG welding.');
    await form.getByLabel(t['application.attachment']).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: t['application.submit'] }).click();
    await expect(form.getByRole('status')).toContainText(t['application.success'], { timeout: 30_000 });

    // It is in «Отклики» with the vacancy's title as the candidate read it and the page's language.
    const query = encodeURIComponent(name);
    const found = await request.get(`/api/applications?q=${query}`, {
      headers: await adminAuthorization(request),
    });
    expect(found.status()).toBe(200);
    const [application] = (await found.json()).data;
    expect(application).toMatchObject({ name, locale, vacancyTitle, cvName: 'cv.pdf' });
  });
}
