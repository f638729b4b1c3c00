/**
 * What the action log records. `sign_in_failed` names the address typed, not an account; content
 * actions name the resource and the item; `publish` is a rebuild an administrator asked for.
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'create',
  'update',
  'delete',
  'restore',
  'destroy',
  'publish',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
