import fp from 'fastify-plugin';
import { type Fields, SLUG } from '../../content/fields.ts';
import { type Characteristic, LOCALES, type Locale, type Localized } from '../../content/locale.ts';
import { PAGE_NAMES, pages } from '../../content/pages.ts';
import { RESOURCES, type Resource, resources } from '../../content/resources.ts';
import { describe, SHORT_DESCRIPTION, searchSources } from '../../content/search.ts';
import type { LaunchCheck } from '../../schemas/launch-check.ts';
import type { StoredSettings } from '../../settings/settings.ts';
import type { ContentRow } from './content/content-query.ts';
import { contentResources } from './content/resources.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What is left to replace before launch (Перед запуском): `app.launchCheck.run()`. */
    launchCheck: { run(): Promise<LaunchCheck> };
  }
}

/** A value as comparable text: jsonb keeps an object's keys in its own order, not the seed's. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );

/** The Russian of a text as stored (a name, a title). */
const russian = (value: unknown) => (value as { ru: string }).ru;

/**
 * The checks before launch, so that nobody ships the built-in content's inventions by accident:
 * the settings that still hold an invented starting value, the pages' texts nobody has changed, the partners still under an invented
 * name, the characteristics that still name the built-in standards (the company's to confirm, as
 * the standards setting is), the images nobody has described yet, and the item pages that would
 * show badly in search results and shared links.
 */
export default fp(
  async (app) => {
    const { company, placeholders, inventedPartnerNames, pages: builtInPages } = app.builtIn;
    /** The settings whose value is still the invented one the built-in content started with. */
    const stillPlaceholders = (values: StoredSettings) =>
      placeholders.filter((name) => canonical(values[name]) === canonical(company[name]));

    /**
     * Per page, the texts whose Russian is still the one the built-in content wrote: they speak for
     * the company (since when, what it makes), so someone there should have read them.
     */
    async function builtInPageTexts() {
      const found = await Promise.all(
        PAGE_NAMES.map(async (page) => {
          const { values } = await app.pages.get(page);
          const seeded = builtInPages[page] as Record<string, { ru?: string } | undefined>;
          const fields = Object.entries(pages[page].texts.fields as Fields)
            .filter(([name, declared]) => {
              if (declared.kind !== 'text') return false;
              const ru = seeded[name]?.ru;
              return ru !== undefined && (values as Record<string, { ru?: string }>)[name]?.ru === ru;
            })
            .map(([name]) => name);
          return { page, fields };
        }),
      );
      return found.filter(({ fields }) => fields.length > 0);
    }

    /** The partners still under a name the seed invented, drafts included. */
    async function inventedPartners() {
      const { rows } = await app.content.partners.list({ includeDrafts: true });
      return rows
        .filter((row) => inventedPartnerNames.includes(russian(row.name)))
        .map((row) => ({ id: row.id, name: russian(row.name) }));
    }

    /** Per resource with characteristics, the items (drafts included) whose rows still give the built-in standards. */
    async function builtInStandards() {
      const standards = company.standards as Record<string, string>;
      const found = await Promise.all(
        RESOURCES.map(async (resource) => {
          const fields = resources[resource].fields as Fields;
          const pairs = Object.keys(fields).filter((name) => fields[name]?.kind === 'pairs');
          if (pairs.length === 0) return { resource, items: [] };
          const { rows } = await app.content[resource].list({ includeDrafts: true });
          const named = (row: Record<string, unknown>) =>
            pairs.some((name) =>
              LOCALES.some((locale) =>
                ((row[name] as Localized<Characteristic[]> | null)?.[locale] ?? []).some(
                  (pair) => pair.value.trim() === standards[locale],
                ),
              ),
            );
          return {
            resource,
            items: rows
              .filter(named)
              .map((row) => ({ id: row.id, name: russian(row[contentResources[resource].title]) })),
          };
        }),
      );
      return found.filter(({ items }) => items.length > 0);
    }

    /** Per resource, the items whose image has no Russian description. */
    async function undescribedImages() {
      const found = await Promise.all(
        RESOURCES.map(async (resource) => ({
          resource,
          items: (await app.content[resource].list({ undescribed: true, includeDrafts: true })).rows.map(
            (row) => ({ id: row.id, name: russian(row[contentResources[resource].title]) }),
          ),
        })),
      );
      return found.filter(({ items }) => items.length > 0);
    }

    /**
     * The published item pages that search engines index and that would show badly there: a title
     * another such page also has in some language, a Russian description (own or derived) that is
     * missing or too short, no image to share the page with.
     */
    async function searchAppearance() {
      type Page = { resource: Resource; id: number; name: string; titles: string[] };
      const pages: Page[] = [];
      const found: LaunchCheck['searchAppearance'] = [];
      for (const resource of RESOURCES) {
        const fields = resources[resource].fields as Fields;
        if (!(SLUG in fields)) continue;
        const sources = searchSources(fields);
        const { rows } = await app.content[resource].list({ includeDrafts: false });
        const indexed = rows.filter((row) => row.noIndex !== true);
        const inLanguage = (row: ContentRow, field: string, locale: Locale) => {
          const value = (row[field] ?? {}) as Partial<Record<Locale, string>>;
          return (value[locale] || value.ru || '').trim();
        };
        const item = (row: ContentRow) => ({ id: row.id, name: russian(row[sources.title]) });
        for (const row of indexed) {
          pages.push({
            resource,
            ...item(row),
            titles: LOCALES.map(
              (locale) =>
                `${locale}\n${(inLanguage(row, 'searchTitle', locale) || inLanguage(row, sources.title, locale)).toLowerCase()}`,
            ),
          });
        }
        const short = indexed.filter(
          (row) =>
            (inLanguage(row, 'searchDescription', 'ru') || describe(inLanguage(row, sources.text, 'ru')))
              .length < SHORT_DESCRIPTION,
        );
        // A page in some language with nothing to share: no sharing image there nor in Russian, no item image.
        const imageless = indexed.filter(
          (row) =>
            !(sources.image && row[sources.image]) &&
            LOCALES.some((locale) => !inLanguage(row, 'shareImage', locale)),
        );
        if (short.length) found.push({ problem: 'shortDescription', resource, items: short.map(item) });
        if (imageless.length) found.push({ problem: 'noShareImage', resource, items: imageless.map(item) });
      }
      const counts = new Map<string, number>();
      for (const title of pages.flatMap((page) => page.titles))
        counts.set(title, (counts.get(title) ?? 0) + 1);
      for (const resource of RESOURCES) {
        const same = pages.filter(
          (page) => page.resource === resource && page.titles.some((title) => (counts.get(title) ?? 0) > 1),
        );
        if (same.length) found.unshift({ problem: 'duplicateTitle', resource, items: same });
      }
      return found.map(({ problem, resource, items }) => ({
        problem,
        resource,
        items: items.map(({ id, name }) => ({ id, name })),
      }));
    }

    app.decorate('launchCheck', {
      async run() {
        return {
          placeholders: stillPlaceholders((await app.settings.get()).values),
          placeholderPages: await builtInPageTexts(),
          placeholderPartners: await inventedPartners(),
          placeholderStandards: await builtInStandards(),
          undescribedImages: await undescribedImages(),
          searchAppearance: await searchAppearance(),
        };
      },
    });
  },
  { name: 'launch-check', dependencies: ['content', 'settings', 'pages'] },
);
