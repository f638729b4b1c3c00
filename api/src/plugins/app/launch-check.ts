import fp from 'fastify-plugin';
import { RESOURCES } from '../../content/resources.ts';
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
 * name, and the images nobody has described yet.
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
          undescribedImages: await undescribedImages(),
        };
      },
    });
  },
  { name: 'launch-check', dependencies: ['content', 'settings'] },
);
