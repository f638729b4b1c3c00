/**
 * Every rule a failure can name in its `code`, so that a client words the message itself (the back
 * office has a Russian text for each: `admin.api.codes`, typed over this list). Plain data: the
 * admin imports it. The spelling is mixed (`field.blank`, `image_missing`) because clients already
 * rely on these codes.
 */
export const ERROR_CODES = [
  // By status, when nothing more precise is known.
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'too_large',
  'unsupported_media_type',
  'too_many_requests',
  'server_error',
  // The request itself.
  'bad_json',
  'json_only',
  'body_too_large',
  'body.too_deep',
  'text.malformed',
  'url.invalid',
  'headers.too_large',
  'request.malformed',
  'request.timeout',
  'query.invalid',
  // A field, from the schemas and the checks after them.
  'field.required',
  'field.blank',
  'field.too_long',
  'field.too_short',
  'field.too_many',
  'field.too_few',
  'field.too_big',
  'field.too_small',
  'field.type',
  'field.format',
  'field.unknown',
  'field.invalid',
  'fields.invalid',
  'link.unsafe',
  'link.email',
  'link.video',
  'link.map',
  'link.map_short',
  'alt.required',
  'image_missing',
  'image.remote_forbidden',
  'version.stale',
  'order.stale',
  'schedule.past',
  'schedule.published',
  'schedule.unpublish_draft',
  'schedule.order',
  'role.forbidden',
  'role.translations_only',
  // Uploads.
  'not_multipart',
  'multipart_malformed',
  'file_required',
  'file_empty',
  'file_too_large',
  'not_an_image',
  'svg_not_accepted',
  'format_not_accepted',
  'image_unreadable',
  'too_many_pixels',
  // Accounts, passwords and sign-in.
  'account.exists',
  'account.active',
  'account.last_admin',
  'password.too_short',
  'password.common',
  'password.blank',
  'password.invisible',
  'password.repetitive',
  'password.sequence',
  'password.weak',
  'password.current_wrong',
  'link.invalid',
  'sign_in.proof_required',
  'proof.invalid',
  'two_factor.code_wrong',
  'two_factor.ticket_invalid',
  'two_factor.already_enabled',
  'two_factor.not_enabled',
  'two_factor.required',
  'two_factor.own_account',
  // The public request form.
  'contact.required',
  'request.refused',
  'attachment_type',
  // The inbox.
  'request.assignee_invalid',
  // The server's surroundings.
  'database.unavailable',
  'disk.full',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** An answer's `code`: a rule, or `client_error` for a refusal that names none (its status says it). */
export type AnswerCode = ErrorCode | 'client_error';
