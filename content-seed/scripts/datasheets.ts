/**
 * Writes the built-in workshops' datasheets (`content-seed/documents/workshop-<id>-<lang>.pdf`):
 * each workshop's description, produced items, capabilities and characteristics as the seed gives
 * them, in Russian, English and Kazakh, printed to PDF by Chromium from a small HTML page. Run
 * once, and again when the seeded workshops change: `node content-seed/scripts/datasheets.ts`
 * (CHROMIUM names the browser, /usr/bin/chromium by default). The PDFs are committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { company } from '../src/company.ts';
import { DATASHEET_TITLES, datasheetFile } from '../src/documents.ts';
import { products } from '../src/products.ts';

const LOCALES = ['ru', 'en', 'kk'] as const;
type Locale = (typeof LOCALES)[number];

const HEADINGS: Record<
  Locale,
  { produced: string; capabilities: string; characteristics: string; quality: string }
> = {
  ru: {
    produced: 'Изделия',
    capabilities: 'Технические возможности',
    characteristics: 'Характеристики',
    quality: 'Контроль качества',
  },
  en: {
    produced: 'Products',
    capabilities: 'Technical capabilities',
    characteristics: 'Specifications',
    quality: 'Quality control',
  },
  kk: {
    produced: 'Бұйымдар',
    capabilities: 'Техникалық мүмкіндіктер',
    characteristics: 'Сипаттамалары',
    quality: 'Сапаны бақылау',
  },
};

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Localized<T> = { ru: T; en?: T; kk?: T };
const inLanguage = <T>(value: Localized<T>, locale: Locale): T => value[locale] ?? value.ru;

function page(workshop: (typeof products)[number], locale: Locale): string {
  const headings = HEADINGS[locale];
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${html(item)}</li>`).join('')}</ul>`;
  const characteristics = inLanguage(
    workshop.characteristics as Localized<{ name: string; value: string }[]>,
    locale,
  );
  const quality = (workshop.quality ?? []) as { title: Localized<string>; text: Localized<string> }[];
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${html(DATASHEET_TITLES[workshop.id as 1 | 2 | 3][locale])}</title>
<style>
  @page { size: A4; margin: 18mm 16mm; }
  body { font-family: "DejaVu Sans", "Noto Sans", sans-serif; font-size: 10.5pt; color: #1f2933; line-height: 1.4; }
  h1 { font-size: 19pt; color: #12355b; margin: 0 0 4mm; border-bottom: 2pt solid #a9520b; padding-bottom: 2mm; }
  h2 { font-size: 12.5pt; color: #12355b; margin: 6mm 0 2mm; }
  ul { margin: 0; padding-left: 5mm; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; vertical-align: top; padding: 1.5mm 2mm; border-bottom: 0.5pt solid #d5dde6; }
  th { width: 38%; color: #4a5563; font-weight: normal; }
  .columns { display: flex; gap: 8mm; } .columns > section { flex: 1; }
</style></head><body>
<h1>${html(DATASHEET_TITLES[workshop.id as 1 | 2 | 3][locale])}</h1>
<p>${html(inLanguage(workshop.description as Localized<string>, locale))}</p>
<div class="columns">
<section><h2>${html(inLanguage((workshop.producedTitle ?? { ru: headings.produced }) as Localized<string>, locale) || headings.produced)}</h2>${list(inLanguage(workshop.info as Localized<string[]>, locale))}</section>
<section><h2>${headings.capabilities}</h2>${list(inLanguage(workshop.info2 as Localized<string[]>, locale))}</section>
</div>
<h2>${headings.characteristics}</h2>
<table>${characteristics
    .map(
      ({ name, value }) =>
        `<tr><th>${html(name)}</th><td>${html(value.replaceAll('{standards}', company.standards[locale]))}</td></tr>`,
    )
    .join('')}</table>
<h2>${headings.quality}</h2>
${quality.map((block) => `<p><strong>${html(inLanguage(block.title, locale))}.</strong> ${html(inLanguage(block.text, locale))}</p>`).join('')}
</body></html>`;
}

const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
const scratch = mkdtempSync(join(tmpdir(), 'datasheets-'));
try {
  for (const workshop of products) {
    for (const locale of LOCALES) {
      const html = join(scratch, `${workshop.id}-${locale}.html`);
      writeFileSync(html, page(workshop, locale));
      const target = join(import.meta.dirname, '..', 'documents', datasheetFile(workshop.id, locale));
      execFileSync(
        chromium,
        [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--no-pdf-header-footer',
          `--print-to-pdf=${target}`,
          html,
        ],
        { stdio: 'ignore' },
      );
      console.log(`${target}: ${statSync(target).size} bytes`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
