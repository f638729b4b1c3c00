/**
 * What the action log records. `sign_in_failed` names the address typed, not an account; content
 * actions name the resource and the item; `publish` is a rebuild an administrator asked for;
 * account actions name the account in `details` (its e-mail, the role or state set).
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
  'account_invite',
  'account_update',
  'password_change',
  'password_reset',
  'session_end',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
