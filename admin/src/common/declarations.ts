import { type Field, type Fields, isResource, resources } from '@industrial/api/content';
import { settings } from '@industrial/api/settings';

/** The declared fields of a content resource or of the settings, by the name the admin's routes use. */
export function declaredFields(resource: string | undefined): Fields | undefined {
  if (resource === 'settings') return settings.fields;
  return resource && isResource(resource) ? (resources[resource].fields as Fields) : undefined;
}

/** The declaration of one field of a resource or of the settings, by the name its input carries. */
export function declaredField(resource: string | undefined, name: string): Field | undefined {
  return declaredFields(resource)?.[name];
}
