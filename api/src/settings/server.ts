/**
 * The settings of the server itself that an administrator may set in the back office (the mail
 * server, the sender, the site's public address) when the environment leaves them out, the
 * company's time zone, and what a deleted item's address answers. Plain data: the admin bundles it.
 */

/**
 * How the connection to the mail server is protected: TLS from the first byte (usually port 465),
 * STARTTLS required after the greeting (usually 587), or whatever the server offers (STARTTLS when
 * it has it, plain otherwise: a server on the same private network).
 */
export const SMTP_SECURITY = ['tls', 'starttls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/** The usual port for a protection: 465 for TLS from the start, 587 otherwise. */
export const defaultPort = (security: SmtpSecurity) => (security === 'tls' ? 465 : 587);

/**
 * What the address of a deleted item's page (in the trash, or deleted for good) answers: that the
 * page is gone for good (410, with the not-found page), or a redirect to its section's list (301).
 */
export const DELETED_ADDRESS_ANSWERS = ['gone', 'list'] as const;
export type DeletedAddressAnswer = (typeof DELETED_ADDRESS_ANSWERS)[number];

/** The company's time zone unless an administrator sets another: Kazakhstan's (UTC+5 since March 2024). */
export const DEFAULT_TIME_ZONE = 'Asia/Almaty';

/** Whether the runtime knows `name` as a time zone (IANA names, such as Asia/Almaty or Asia/Aqtobe). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name !== '';
  } catch {
    return false;
  }
}
