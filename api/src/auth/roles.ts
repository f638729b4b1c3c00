/**
 * Who may do what. администратор: everything, accounts, site settings and the action log included;
 * редактор: all content, uploads, the trash and customer requests; переводчик: only the English and
 * Kazakh of content and settings. The API enforces it (the auth hook, and the repository for a translator's saves); the
 * admin imports the same table to hide what a role cannot do.
 */
export const ROLES = ['admin', 'editor', 'translator'] as const;
export type Role = (typeof ROLES)[number];

/** How staff read each role, in the back office and in the invitation mail. */
export const ROLE_NAMES: Record<Role, string> = {
  admin: 'администратор',
  editor: 'редактор',
  translator: 'переводчик',
};

/**
 * What a route may ask of its caller: any signed-in role, an editor or better, an administrator;
 * or a permission of its own: `applications`, the job applications and their CVs (personal data of
 * another kind than customer requests). Roles are fixed, so a permission is granted here: only
 * administrators have `applications`, editors and translators do not.
 */
export type StaffAccess = 'staff' | 'editor' | 'admin' | 'applications';

const REACHES: Record<Role, readonly StaffAccess[]> = {
  admin: ['staff', 'editor', 'admin', 'applications'],
  editor: ['staff', 'editor'],
  translator: ['staff'],
};

/** Whether this role (from a token, so possibly unknown) may call what needs `access`. */
export function mayReach(role: string | undefined, access: StaffAccess): boolean {
  return (
    (REACHES as Record<string, readonly StaffAccess[] | undefined>)[role ?? '']?.includes(access) ?? false
  );
}

/**
 * Who may save the site settings: administrators all of them, translators their English and
 * Kazakh texts (the repository refuses anything more); editors may not.
 */
export function mayEditSettings(role: string | undefined): boolean {
  return role === 'admin' || role === 'translator';
}
