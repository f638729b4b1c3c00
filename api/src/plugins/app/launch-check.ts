import fp from 'fastify-plugin';
import type { Fields } from '../../content/fields.ts';
import { type Characteristic, LOCALES, type Localized } from '../../content/locale.ts';
import { RESOURCES, resources } from '../../content/resources.ts';
import type { LaunchCheck } from '../../schemas/launch-check.ts';
import type { StoredSettings } from '../../settings/settings.ts';
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
 * the settings that still hold an invented starting value, the partners still under an invented
 * name, the characteristics that still name the built-in standards (the company's to confirm, as
 * the standards setting is), and the images nobody has described yet.
 */
export default fp(
  async (app) => {
    const { company, placeholders, inventedPartnerNames } = app.builtIn;
    /** The settings whose value is still the invented one the built-in content started with. */
    const stillPlaceholders = (values: StoredSettings) =>
      placeholders.filter((name) => canonical(values[name]) === canonical(company[name]));

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

    app.decorate('launchCheck', {
      async run() {
        return {
          placeholders: stillPlaceholders((await app.settings.get()).values),
          placeholderPartners: await inventedPartners(),
          placeholderStandards: await builtInStandards(),
          undescribedImages: await undescribedImages(),
        };
      },
    });
  },
  { name: 'launch-check', dependencies: ['content', 'settings'] },
);
