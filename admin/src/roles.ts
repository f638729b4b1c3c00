import { mayReach, type StaffAccess } from '@industrial/api/roles';
import { usePermissions } from 'react-admin';
import type { Locale } from './common/languages.ts';

/** Whether the signed-in role may do what needs `access` (the API's own table decides). */
export function useCan(access: StaffAccess): boolean {
  const { permissions: role } = usePermissions<string>();
  return mayReach(role, access);
}

/**
 * Which fields are read-only for the signed-in role: a translator changes only the English and
 * Kazakh texts, and sees the rest (the Russian beside them) as it is. Call the answer with a
 * text's language, or with nothing for a field that has none.
 */
export function useLock(): (locale?: Locale) => boolean {
  const { permissions: role, isPending } = usePermissions<string>();
  const editor = mayReach(role, 'editor');
  return (locale) => !isPending && !editor && locale !== 'en' && locale !== 'kk';
}
