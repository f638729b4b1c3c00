/**
 * What the action log records. `sign_in_failed` names the address typed, not an account; content
 * actions name the resource and the item, but `reorder` names the items it moved in `details`;
 * `publish` is a rebuild an administrator asked for; account actions name the account in
 * `details` (its e-mail, the role or state set); second-factor actions are the account's own, but
 * a reset and the policy, an administrator's; request actions name the request (`requests`, its
 * number) and, for an assignment, the colleague's e-mail; application actions name the application
 * (`applications`, its number): every opening of a CV, a change (which fields, the assignee's e-mail), a deletion.
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
  'reorder',
  'publish',
  'account_invite',
  'account_update',
  'password_change',
  'password_reset',
  'session_end',
  'two_factor_setup',
  'two_factor_disable',
  'two_factor_reset',
  'two_factor_recovery_used',
  'two_factor_failed',
  'two_factor_policy',
  'request_assign',
  'request_note',
  'application_update',
  'application_delete',
  'application_cv_open',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
