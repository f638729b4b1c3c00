import { type Field, type Fields, isResource, PAGE_NAMES, pages, resources } from '@industrial/api/content';
import { settings } from '@industrial/api/settings';

/** Every page's texts' fields (Страницы): a name means the same field on every page that has it. */
const pageFields: Fields = Object.assign({}, ...PAGE_NAMES.map((page) => pages[page].texts.fields));

/** The declared fields of a content resource, of the settings or of the pages, by the name the admin's routes use. */
export function declaredFields(resource: string | undefined): Fields | undefined {
  if (resource === 'settings') return settings.fields;
  if (resource === 'pages') return pageFields;
  return resource && isResource(resource) ? (resources[resource].fields as Fields) : undefined;
}

/** The declaration of one field of a resource, of the settings or of the pages, by the name its input carries. */
export function declaredField(resource: string | undefined, name: string): Field | undefined {
  return declaredFields(resource)?.[name];
}
