/**
 * Valid records for any declared resource, built from its field declarations: one maker per kind
 * of field, so a new resource (or a new field) is covered by the contract suite without new code.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Field, FieldKind, Fields } from '../../../../src/content/fields.ts';
import { KINDS } from '../../../../src/content/kinds.ts';
import { LOCALES, type Locale } from '../../../../src/content/locale.ts';
import { type Resource, resources } from '../../../../src/content/resources.ts';
import { suggestSlug } from '../../../../src/content/slugs.ts';
import type { SignedInApp } from '../../../helper.ts';

export type ContentRecord = Record<string, unknown>;

/** The stored document every record's file names: the contract suite's app stores it (`uploads`). */
export const CONTRACT_DOCUMENT = 'contract-datasheet.pdf';

/** What a maker needs: a label that makes the record findable, its languages and a stored image. */
interface Making {
  field: string;
  declared: Field;
  label: string;
  languages: readonly Locale[];
  image: string;
}

const perLanguage = <T>(languages: readonly Locale[], value: (locale: Locale) => T) =>
  Object.fromEntries(languages.map((locale) => [locale, value(locale)]));

/** A valid value of each kind of field; texts carry the label, the field and the language. */
const MAKERS: Record<FieldKind, (making: Making) => unknown> = {
  text: ({ field, label, languages }) => perLanguage(languages, (locale) => `${label} ${field} ${locale}`),
  slug: ({ field, label, languages }) =>
    perLanguage(languages, (locale) => suggestSlug(`${label} ${field} ${locale}`)),
  richText: ({ field, label, languages }) =>
    perLanguage(languages, (locale) => `<p>${label} <strong>${field}</strong> ${locale}</p>`),
  list: ({ field, label, languages }) =>
    perLanguage(languages, (locale) => [`${label} ${field} ${locale} 1`, `${label} ${field} ${locale} 2`]),
  rows: ({ declared, field, image, label, languages }) =>
    declared.kind === 'rows'
      ? [1, 2].map((row) =>
          Object.fromEntries(
            Object.entries(declared.of).map(([part, kind]) => [
              part,
              kind.kind === 'icon'
                ? 'wrench'
                : kind.kind === 'image'
                  ? image
                  : perLanguage(languages, (locale) => `${label} ${field} ${row} ${part} ${locale}`),
            ]),
          ),
        )
      : [],
  pairs: ({ field, label, languages }) =>
    perLanguage(languages, (locale) => [{ name: `${field} ${locale}`, value: `${label} ${locale}` }]),
  image: ({ image }) => image,
  localizedImage: ({ image, languages }) => perLanguage(languages, () => image),
  link: () => 'https://partner.example.kz/about',
  date: () => '2025-06-15',
  count: () => 7,
  flag: () => true,
  // Not the default, so that a record read back shows it was kept.
  choice: ({ declared }) => (declared.kind === 'choice' ? declared.options.at(-1) : undefined),
  range: () => ({ from: 350_000, to: 450_000 }),
  plain: ({ label }) => `${label} +7 (700) 000-00-00`,
  email: () => 'sales@example.kz',
  emails: () => ['sales@example.kz', 'director@example.kz'],
  icon: () => 'shield',
  file: () => ({ url: `/uploads/${CONTRACT_DOCUMENT}`, name: 'Паспорт изделия.pdf' }),
  refs: () => [1, 2],
  embed: ({ declared }) =>
    declared.kind === 'embed' && declared.of === 'video'
      ? 'https://youtu.be/dQw4w9WgXcQ'
      : '47.0945, 51.9238',
};

/** The declared fields of a resource (alt texts included), with their declarations. */
export const fieldsOf = (resource: Resource) => Object.entries(resources[resource].fields as Fields);

/** The names of a resource's fields that match. */
export const namesOf = (resource: Resource, matches: (declared: Field) => boolean) =>
  fieldsOf(resource)
    .filter(([, declared]) => matches(declared))
    .map(([name]) => name);

/** Fields kept per language, repeating blocks too (each of their texts is). */
export const isTranslatable = (declared: Field) =>
  KINDS[declared.kind].translatable || declared.kind === 'rows';
/**
 * Kept per language with a translation state: an item's address follows its title's, and a picture
 * per language is not a translation.
 */
export const isTracked = (declared: Field) => KINDS[declared.kind].tracked;

/**
 * The texts with a translation state of a record `recordOf` makes: its tracked fields, then each
 * text of each of its two blocks (`quality.1.title`).
 */
export const trackedOf = (resource: Resource) => [
  ...namesOf(resource, isTracked),
  ...fieldsOf(resource).flatMap(([field, declared]) =>
    declared.kind === 'rows'
      ? [0, 1].flatMap((row) =>
          Object.entries(declared.of)
            .filter(([, part]) => part.kind === 'text')
            .map(([text]) => `${field}.${row}.${text}`),
        )
      : [],
  ),
];

/** Fields a record cannot be created without. */
export const isRequired = (declared: Field) =>
  declared.kind === 'richText' ||
  declared.kind === 'count' ||
  declared.kind === 'file' ||
  (declared.kind === 'text' && !declared.optional);

/** The text that names an item (in the trash, in its history): its first text. */
export const titleOf = (resource: Resource) =>
  namesOf(resource, (declared) => declared.kind === 'text')[0] as string;

/** The texts `q` searches. */
export const searchedOf = (resource: Resource) =>
  namesOf(resource, (declared) => 'search' in declared && declared.search);

/**
 * A record with every declared field set: translatable ones in `languages` (all three by default),
 * images to `image`, which must be a stored upload.
 */
export function recordOf(
  resource: Resource,
  options: { label: string; image: string; languages?: readonly Locale[] },
): ContentRecord {
  const languages = options.languages ?? LOCALES;
  return Object.fromEntries(
    fieldsOf(resource).map(([field, declared]) => [
      field,
      MAKERS[declared.kind]({ field, declared, label: options.label, languages, image: options.image }),
    ]),
  );
}

/** A record as it is stored: its files with the type and size of the stored placeholder (`uploads`). */
export function asStored(resource: Resource, record: ContentRecord): ContentRecord {
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) =>
      (resources[resource].fields as Fields)[field]?.kind === 'file'
        ? [field, { ...(value as object), type: 'application/pdf', size: 'placeholder'.length }]
        : [field, value],
    ),
  );
}

/** A record with its required fields only, in Russian. */
export function minimalRecordOf(resource: Resource, label: string): ContentRecord {
  return Object.fromEntries(
    fieldsOf(resource)
      .filter(([, declared]) => isRequired(declared))
      .map(([field, declared]) => [
        field,
        MAKERS[declared.kind]({ field, declared, label, languages: ['ru'], image: '' }),
      ]),
  );
}

/** What a field holds when a record is created without it. */
export function emptyValueOf(declared: Field): unknown {
  switch (declared.kind) {
    case 'text':
    case 'localizedImage':
      return {};
    case 'list':
    case 'pairs':
      return { ru: [] };
    case 'rows':
      return [];
    case 'image':
    case 'link':
      return null;
    case 'date':
      // A required date defaults to the day of the save.
      return declared.optional ? null : expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);
    case 'count':
      return 0;
    case 'flag':
      return false;
    case 'choice':
      return declared.options[0];
    case 'range':
      return { from: null, to: null };
    case 'refs':
      return [];
    case 'richText':
    case 'file':
      throw new Error(`a ${declared.kind} is required`);
    case 'slug':
      // Made from the title.
      return { ru: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/) };
  }
}

/** A valid value of a field that is not kept per language, other than the one `recordOf` gives. */
export function anotherValueOf(declared: Field): unknown {
  switch (declared.kind) {
    case 'image':
      return null;
    case 'link':
      return 'https://another.example.kz/';
    case 'date':
      return '2024-02-29';
    case 'count':
      return 8;
    case 'flag':
      // The maker sets it: another value is the default.
      return false;
    case 'choice':
      // The maker chooses the last: another is the default.
      return declared.options[0];
    case 'range':
      return { from: 500_000, to: null };
    case 'refs':
      return [3];
    case 'file':
      return { url: `/uploads/${CONTRACT_DOCUMENT}`, name: 'Другой файл.pdf' };
    default:
      throw new Error(`a ${declared.kind} is kept per language`);
  }
}

/** `record` as a reader of `lang` gets it: translatable fields in that language or else in Russian. */
export function flattened(resource: Resource, record: ContentRecord, lang: Locale): ContentRecord {
  return Object.fromEntries(
    fieldsOf(resource).map(([field, declared]) => {
      const value = record[field] as Partial<Record<Locale, unknown>>;
      if (declared.kind === 'slug') {
        // A language without an address of its own gets one made from its title, if it has one.
        const title = (record[declared.from] as Partial<Record<Locale, string>>)[lang];
        return [field, value[lang] ?? (title ? suggestSlug(title) : value.ru)];
      }
      if (declared.kind === 'rows') {
        // A row's image (a gallery's photo) is the same in every language.
        const rows = record[field] as Record<string, string | Partial<Record<Locale, string>>>[];
        return [
          field,
          rows.map((row) =>
            Object.fromEntries(
              Object.entries(row).map(([text, value]) => [
                text,
                typeof value === 'string' ? value : (value[lang] ?? value.ru),
              ]),
            ),
          ),
        ];
      }
      return [field, isTranslatable(declared) ? (value[lang] ?? value.ru) : value];
    }),
  );
}

/** Uploads a small picture as the back office does, and answers the address the API stores it at. */
export async function uploadImage(t: SignedInApp): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b0322a' } })
    .png()
    .toBuffer();
  const boundary = 'contract-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.call('POST', '/api/upload', body, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data.url;
}
