import { isIPv4 } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import addressparser from 'nodemailer/lib/addressparser';
import { EMAIL } from '../../../content/kinds.ts';
import { isoTimestamp } from '../../../db/iso-timestamp.ts';
import { serverSettings } from '../../../db/schema/settings.ts';
import { badRequest, conflict, type FieldFailure, invalidFields } from '../../../errors.ts';
import { createMailTransport, type SmtpServer, smtpServerOf } from '../../../mail/transport.ts';
import type {
  ServerSettingsBody,
  ServerSettingsView,
  StoredServerSettings,
  TestMailResult,
} from '../../../schemas/server-settings.ts';
import { secretBox } from '../../../security/secret-box.ts';
import {
  DEFAULT_TIME_ZONE,
  type DeletedAddressAnswer,
  defaultPort,
  isTimeZone,
} from '../../../settings/server.ts';
import type { Actor } from '../audit/index.ts';
import { usersRepository } from '../auth/users-repository.ts';

/** The mail as it goes out: the server, and the sender every mail names. */
export interface MailSetup {
  server: SmtpServer;
  from: string | { name: string; address: string };
}

export interface ServerSettings {
  /** The settings in use as an administrator reads them: the password only as whether one is set. */
  view(): Promise<ServerSettingsView>;
  /**
   * Saves what an administrator changed (the rest stays), as a new version: every wrong field is
   * refused at once (400), a save on an older version too (409). A changed public address rebuilds
   * the site.
   */
  save(by: Actor, changes: ServerSettingsBody, expectedVersion?: number): Promise<ServerSettingsView>;
  /** The mail server and sender in use (the environment's, else the saved ones); none while mail is off. */
  mail(): Promise<MailSetup | undefined>;
  /** The site's public origin: SITE_URL, else the saved one, else the local default. */
  siteUrl(): Promise<string>;
  /** The company's time zone: the saved one, else Asia/Almaty. */
  timeZone(): Promise<string>;
  /** What the address of a deleted item's page answers: gone (410, the default) or its section's list (301). */
  deletedAddresses(): Promise<DeletedAddressAnswer>;
  /** Sends a test mail to the administrator `by` through these settings with `changes` (not saved). */
  testMail(by: Actor, changes: ServerSettingsBody): Promise<TestMailResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    serverSettings: ServerSettings;
  }
}

const NOTHING_SET: StoredServerSettings = {
  smtpHost: '',
  smtpPort: null,
  smtpSecurity: 'starttls',
  smtpUser: '',
  smtpPassword: '',
  senderAddress: '',
  senderName: '',
  siteUrl: '',
  timeZone: DEFAULT_TIME_ZONE,
  deletedAddresses: 'gone',
};

/** The mail server's password at rest: a copy of the database alone does not reveal it. */
const SMTP_PASSWORDS = { salt: 'server-settings', info: 'smtp password at rest' };

/** A host name (letters of any script, digits, dots, hyphens) or an IP address. */
const HOST = /^([\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*|\[[\da-f:.]+\])$/iu;
/** Numbers only: an IPv4 address, which must then be written in full (not `127.1`, `0x7f000001`, `2130706433`). */
const NUMERIC_HOST = /^(0x[\da-f]*|\d+)(\.(0x[\da-f]*|\d+))*$/i;
const isHost = (host: string) => HOST.test(host) && (!NUMERIC_HOST.test(host) || isIPv4(host));

/** The port a mail server is reached on: the one set, else the usual one for its protection. */
const portOf = (values: StoredServerSettings) => values.smtpPort ?? defaultPort(values.smtpSecurity);

/** Where mail goes: host (in any case), port and protection. */
const serverOf = (values: StoredServerSettings) =>
  `${values.smtpHost.toLowerCase()} ${portOf(values)} ${values.smtpSecurity}`;

/** `Сайт <noreply@example.kz>` as its name and address (nodemailer's own reading); a bare address has no name. */
function parseSender(from: string): { name: string; address: string } {
  const [sender] = addressparser(from, { flatten: true });
  return { name: sender?.name ?? '', address: sender?.address ?? from.trim() };
}

/** An http(s) origin, with a path at most, without the final slash; null for anything else. */
function publicAddress(value: string): string | null {
  try {
    const url = new URL(value);
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.search || url.hash) return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** A reply of an SMTP conversation: three digits from 2xx to 5xx, then a space, a hyphen or nothing. */
const SMTP_REPLY = /^[2-5]\d\d(?:[ -]|$)/;

/**
 * Why a mail server did not take the test mail, from nodemailer's error (see TestMailResult). Only
 * what an SMTP conversation said is answered: a port that greets with anything but an SMTP reply, or
 * does not greet at all, is `not_smtp` with no text of its own, so the test mail reads no other
 * service's banner.
 */
function whyNotSent(error: unknown): Pick<TestMailResult, 'reason' | 'response'> {
  const failure = error as {
    code?: string;
    command?: string;
    timeoutType?: string;
    response?: string;
    responseCode?: number;
    message?: string;
  };
  const greeting = failure.command === 'CONN';
  if (
    (greeting && failure.code === 'EPROTOCOL') ||
    (failure.code === 'ETIMEDOUT' && failure.timeoutType === 'GREETING_TIMEOUT')
  )
    return { reason: 'not_smtp' };
  const response = failure.response?.trim();
  const said = response && SMTP_REPLY.test(response) ? { response: response.slice(0, 500) } : {};
  const message = failure.message ?? '';
  const code = failure.responseCode ?? 0;
  if (failure.code === 'EAUTH' || failure.code === 'ENOAUTH' || code === 530 || code === 535)
    return { reason: 'auth', ...said };
  if (failure.code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message)) return { reason: 'dns' };
  if (/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH/.test(message)) return { reason: 'refused' };
  if (failure.code === 'ETIMEDOUT' || /timed? ?out/i.test(message)) return { reason: 'timeout' };
  if (failure.code === 'ETLS' || /\b(SSL|TLS)\b|certificate|wrong version number/i.test(message))
    return { reason: 'tls', ...said };
  if (failure.code === 'EENVELOPE' || failure.code === 'EMESSAGE' || code >= 400)
    return { reason: 'rejected', ...said };
  return { reason: 'other', ...said };
}

/**
 * `app.serverSettings`: the mail server, the sender and the site's public address, as the
 * environment sets them or, where it does not, as an administrator saved them in the back office;
 * the time zone and what deleted items' addresses answer, as saved. Read from the database at each
 * use, so that every instance follows a change at once.
 */
export default fp(
  async (app) => {
    const { db, config } = app;
    const box = secretBox(config.jwtSecret, SMTP_PASSWORDS);
    const environment = {
      server: config.mail.smtp ? smtpServerOf(config.mail.smtp) : undefined,
      sender: config.mail.from || undefined,
      siteUrl: config.siteUrlFromEnvironment ? config.siteUrl : undefined,
    };

    async function stored() {
      const [row] = await db.select().from(serverSettings).where(eq(serverSettings.id, 1));
      return row
        ? {
            values: { ...NOTHING_SET, ...row.values },
            version: row.version,
            updatedAt: isoTimestamp(row.updatedAt),
          }
        : { values: NOTHING_SET, version: 0, updatedAt: new Date(0).toISOString() };
    }

    /** The saved password in plain text; a password sealed under another signing key is lost. */
    function passwordOf(values: StoredServerSettings): string | undefined {
      if (!values.smtpPassword) return undefined;
      try {
        return box.open(values.smtpPassword);
      } catch {
        app.log.warn('the saved mail server password cannot be read (the signing key changed): set it again');
        return undefined;
      }
    }

    function setupOf(values: StoredServerSettings, password: string | undefined): MailSetup | undefined {
      const server: SmtpServer | undefined =
        environment.server ??
        (values.smtpHost
          ? {
              host: values.smtpHost,
              port: portOf(values),
              security: values.smtpSecurity,
              user: values.smtpUser || undefined,
              password,
            }
          : undefined);
      const from =
        environment.sender ??
        (values.senderAddress ? { name: values.senderName, address: values.senderAddress } : undefined);
      return server && from ? { server, from } : undefined;
    }

    const siteUrlOf = (values: StoredServerSettings) =>
      environment.siteUrl ?? (values.siteUrl || config.siteUrl);

    /** The settings with an administrator's changes, tidied; the password in plain text beside them. */
    function changed(before: StoredServerSettings, changes: ServerSettingsBody) {
      const { smtpPassword, version: _, ...rest } = changes;
      const values: StoredServerSettings = { ...before };
      for (const [name, value] of Object.entries(rest) as [keyof typeof rest, unknown][]) {
        if (value !== undefined)
          Object.assign(values, { [name]: typeof value === 'string' ? value.trim() : value });
      }
      values.siteUrl = values.siteUrl && (publicAddress(values.siteUrl) ?? values.siteUrl);
      const password = smtpPassword === null ? undefined : smtpPassword ? smtpPassword : passwordOf(before);
      return { values, password, passwordChanged: smtpPassword === null || Boolean(smtpPassword) };
    }

    /**
     * The saved password goes to the saved server only, its host, port and protection: a change of
     * any of them needs the password typed again (400 `smtp.password_required`), so that no
     * administrator's session can point the saved password at a server of its own. A test mail
     * sends a password without TLS to the saved server only (400 `smtp.tls_required`).
     */
    function guardPassword(
      before: StoredServerSettings,
      next: ReturnType<typeof changed>,
      purpose: 'save' | 'test',
    ): void {
      if (environment.server || !next.values.smtpHost || !next.values.smtpUser) return;
      if (serverOf(before) === serverOf(next.values)) return;
      if (!next.passwordChanged && before.smtpPassword)
        throw badRequest(
          'The mail server, its port or its protection changed: type the password again, the saved one is used only for the saved server',
          'smtp.password_required',
          { field: 'smtpPassword' },
        );
      if (purpose === 'test' && next.password && next.values.smtpSecurity === 'none')
        throw badRequest(
          'A test mail sends a password without TLS to the saved server only: choose TLS or STARTTLS, or save the settings first',
          'smtp.tls_required',
          { field: 'smtpSecurity' },
        );
    }

    /** Refuses (400) settings that cannot work, naming every wrong one. */
    function check(values: StoredServerSettings): void {
      const failures: (FieldFailure & { message: string })[] = [];
      const refuse = (field: keyof StoredServerSettings, code: FieldFailure['code'], message: string) =>
        failures.push({ field, code, message: `${field} ${message}` });
      if (values.smtpHost && !isHost(values.smtpHost))
        refuse('smtpHost', 'field.format', 'must be a host name or an IP address');
      const port = portOf(values);
      if (values.smtpHost && !config.mail.allowedPorts.includes(port))
        refuse(
          'smtpPort',
          'smtp.port',
          `must be a mail port (${config.mail.allowedPorts.join(', ')}), not ${port}`,
        );
      if (values.senderAddress && !EMAIL.test(values.senderAddress))
        refuse('senderAddress', 'link.email', 'is not an e-mail address');
      else if (!values.senderAddress && values.smtpHost && !environment.sender)
        refuse('senderAddress', 'field.required', 'is required to send mail');
      if (values.siteUrl && !publicAddress(values.siteUrl))
        refuse('siteUrl', 'field.format', 'must be an http: or https: address');
      if (!isTimeZone(values.timeZone))
        refuse('timeZone', 'field.invalid', 'must be a time zone of the IANA database, such as Asia/Almaty');
      if (failures.length) throw invalidFields(failures);
    }

    async function view(): Promise<ServerSettingsView> {
      const { values, version, updatedAt } = await stored();
      const server = environment.server;
      const sender = environment.sender ? parseSender(environment.sender) : undefined;
      return {
        smtpHost: server?.host ?? values.smtpHost,
        smtpPort: server ? server.port : values.smtpPort,
        smtpSecurity: server?.security ?? values.smtpSecurity,
        smtpUser: server ? (server.user ?? '') : values.smtpUser,
        passwordSet: server ? Boolean(server.password) : values.smtpPassword !== '',
        senderAddress: sender?.address ?? values.senderAddress,
        senderName: sender?.name ?? values.senderName,
        siteUrl: environment.siteUrl ?? values.siteUrl,
        siteUrlInUse: siteUrlOf(values),
        timeZone: values.timeZone,
        deletedAddresses: values.deletedAddresses,
        fromEnvironment: {
          smtp: Boolean(server),
          sender: Boolean(sender),
          siteUrl: Boolean(environment.siteUrl),
        },
        notifyFallback: config.requests.notifyTo,
        mailOn: Boolean(setupOf(values, passwordOf(values))),
        version,
        updatedAt,
      };
    }

    const settings: ServerSettings = {
      view,

      async save(by, changes, expectedVersion) {
        const { before, after } = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(serverSettings).where(eq(serverSettings.id, 1)).for('update');
          const current = row ? { ...NOTHING_SET, ...row.values } : NOTHING_SET;
          const version = row?.version ?? 0;
          if (expectedVersion !== undefined && expectedVersion !== version) {
            throw conflict(
              `The server settings were changed by someone else: this change was made on version ${expectedVersion}, ` +
                `they are now at version ${version}. Read them again and repeat the change there.`,
              'version.stale',
              { version },
            );
          }
          const next = changed(current, changes);
          check(next.values);
          guardPassword(current, next, 'save');
          const values: StoredServerSettings = {
            ...next.values,
            smtpPassword: next.passwordChanged
              ? next.password
                ? box.seal(next.password)
                : ''
              : current.smtpPassword,
          };
          await tx
            .insert(serverSettings)
            .values({ id: 1, values, version: version + 1 })
            .onConflictDoUpdate({
              target: serverSettings.id,
              set: { values, version: version + 1, updatedAt: sql`now()` },
            });
          return { before: current, after: values };
        });
        const differ = (Object.keys(after) as (keyof StoredServerSettings)[]).filter(
          (name) => after[name] !== before[name],
        );
        const moved = siteUrlOf(before) !== siteUrlOf(after);
        await app.afterWrite(by, {
          action: 'update',
          resource: 'server-settings',
          details: { changes: differ },
          // Canonical links, the sitemap and the feeds name the public address.
          publish: moved ? 'site address changed' : undefined,
        });
        return view();
      },

      async mail() {
        const { values } = await stored();
        return setupOf(values, passwordOf(values));
      },

      async siteUrl() {
        return environment.siteUrl ?? siteUrlOf((await stored()).values);
      },

      async timeZone() {
        return (await stored()).values.timeZone;
      },

      async deletedAddresses() {
        return (await stored()).values.deletedAddresses;
      },

      async testMail(by, changes) {
        const { values: before } = await stored();
        const candidate = changed(before, changes);
        check(candidate.values);
        guardPassword(before, candidate, 'test');
        const account = by.admin ? await usersRepository(db).findById(by.admin.uid) : undefined;
        const to = account?.email ?? '';
        const setup = setupOf(candidate.values, candidate.password);
        if (!setup || !to) return { sent: false, to, reason: 'off' };
        const transport = createMailTransport(setup.server);
        try {
          const info = await transport.sendMail({
            from: setup.from,
            to,
            subject: 'Пробное письмо из панели управления сайтом',
            text: [
              'Здравствуйте!',
              '',
              'Это пробное письмо: почта сайта настроена, письма с сайта будут приходить.',
              `Адрес сайта: ${siteUrlOf(candidate.values)}`,
            ].join('\n'),
          });
          by.log.info({ to }, 'test mail sent');
          return { sent: true, to, response: String(info.response ?? '').trim() };
        } catch (error) {
          by.log.warn({ err: error, to }, 'test mail not sent');
          return { sent: false, to, ...whyNotSent(error) };
        } finally {
          transport.close();
        }
      },
    };
    app.decorate('serverSettings', settings);
  },
  { name: 'server-settings', dependencies: ['database', 'after-write'] },
);
