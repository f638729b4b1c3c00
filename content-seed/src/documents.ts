import type { Locale } from '@industrial/api/content';
import type { documents as documentsTable } from '@industrial/api/schema';
import type { BuiltIn } from './built-in.ts';

/** Each seeded workshop's datasheet title, as its PDF and its entry on the site say it. */
export const DATASHEET_TITLES: Record<1 | 2 | 3, Record<Locale, string>> = {
  1: {
    ru: 'Техническое описание: цех металлообработки',
    en: 'Datasheet: Metal Fabrication Shop',
    kk: 'Техникалық сипаттама: Металл өңдеу цехы',
  },
  2: {
    ru: 'Техническое описание: сварочный цех',
    en: 'Datasheet: Welding Shop',
    kk: 'Техникалық сипаттама: Дәнекерлеу цехы',
  },
  3: {
    ru: 'Техническое описание: цех пошива теплоизоляции',
    en: 'Datasheet: Thermal Insulation Sewing Shop',
    kk: 'Техникалық сипаттама: Жылу оқшаулағыш тігу цехы',
  },
};

/** The names visitors download the datasheets under, by workshop. */
const DOWNLOAD_NAMES: Record<1 | 2 | 3, string> = {
  1: 'metal-fabrication-shop-datasheet',
  2: 'welding-shop-datasheet',
  3: 'thermal-insulation-sewing-shop-datasheet',
};

/** A workshop's datasheet in one language, under `content-seed/documents/`. */
export const datasheetFile = (workshop: number, locale: Locale) => `workshop-${workshop}-${locale}.pdf`;

/** A built-in document: its row, and its file under `content-seed/documents/` with the name it is downloaded under. */
export type BuiltInDocument = BuiltIn<typeof documentsTable, never> & {
  files: { file: { path: string; name: string } };
};

const LANGUAGES = ['ru', 'en', 'kk'] as const;

/**
 * A datasheet for each of the three workshops in each language (ids 1 to 9), written from the
 * workshops' own seeded texts by `scripts/datasheets.ts`, attached to its workshop.
 */
export const documents: BuiltInDocument[] = ([1, 2, 3] as const).flatMap((workshop) =>
  LANGUAGES.map((language, index) => ({
    id: (workshop - 1) * LANGUAGES.length + index + 1,
    title: DATASHEET_TITLES[workshop],
    kind: 'datasheet' as const,
    language,
    products: [workshop],
    images: {},
    files: {
      file: { path: datasheetFile(workshop, language), name: `${DOWNLOAD_NAMES[workshop]}-${language}.pdf` },
    },
  })),
);
