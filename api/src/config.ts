import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import type { Role } from './auth/roles.ts';
import { remoteImageHosts } from './content/remote-images.ts';
import type { S3Settings } from './storage/s3.ts';

/**
 * A setting the operator must fix (an invalid environment, a weak ADMIN_PASSWORD, a data folder
 * that cannot be written): the start ends with its message and EX_CONFIG, and is not restarted.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** sysexits.h's EX_CONFIG, the exit code of a configuration error (scripts/supervise.mjs knows it too). */
export const EX_CONFIG = 78;

/** The repository's root folder, whatever the working directory. */
export const repositoryRoot = resolve(import.meta.dirname, '../..');

/** Every environment variable the API reads, with its default; checked once at start. */
const Environment = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  ADMIN_EMAIL: Type.Optional(Type.String({ pattern: '^[^@\\s]+@[^@\\s]+$' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8 })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  UPLOAD_MAX_BYTES: Type.Integer({ minimum: 1, default: 10 * 1024 * 1024 }),
  /** Width times height; refuses decompression bombs before they are decoded. */
  UPLOAD_MAX_PIXELS: Type.Integer({ minimum: 1, default: 40_000_000 }),
  /** Seconds. */
  ACCESS_TOKEN_TTL: Type.Integer({ minimum: 1, default: 15 * 60 }),
  /** Seconds. */
  REFRESH_TOKEN_TTL: Type.Integer({ minimum: 1, default: 30 * 24 * 60 * 60 }),
  /**
   * Roles that must sign in with a second factor until an administrator sets the policy in
   * Сотрудники: comma-separated, or `none`.
   */
  TWO_FACTOR_REQUIRED_ROLES: Type.String({
    pattern: '^(none|(admin|editor|translator)(,(admin|editor|translator))*)$',
    default: 'admin',
  }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  /** `json` lines (the default unless the output is a terminal) or `pretty`, one readable line an event. */
  LOG_FORMAT: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('pretty')])),
  /** Behind a reverse proxy: true, or its addresses; sign-in throttling needs the real client address. */
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  SITE_DIR: Type.Optional(Type.String({ minLength: 1 })),
  ADMIN_DIR: Type.Optional(Type.String({ minLength: 1 })),
  /** The site's public origin, written into canonical links, the sitemap and the feeds. */
  SITE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Where a local site build reads content; the running API itself (on 127.0.0.1) by default. */
  CONTENT_API_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Quiet time after the last content change before the site is published. */
  PUBLISH_DEBOUNCE_MS: Type.Integer({ minimum: 0, default: 100 }),
  /**
   * How long one record's page may take to render before the build leaves that record out (with a
   * warning in the publish status) and publishes without it: a page renders in milliseconds.
   */
  PUBLISH_RECORD_BUDGET_MS: Type.Integer({ minimum: 100, default: 20_000 }),
  /** The hour (company time) of the nightly full build that checks the site updates maintained. */
  PUBLISH_REFERENCE_HOUR: Type.Integer({ minimum: 0, maximum: 23, default: 3 }),
  /** A shell command that replaces the publish worker's build for local publishing (full builds only). */
  SITE_BUILD_COMMAND: Type.Optional(Type.String({ minLength: 1 })),
  /** CDN mode: a CI hook to call instead of building locally, its calls signed with the secret. */
  PUBLISH_WEBHOOK_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  PUBLISH_WEBHOOK_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  /** Sent as a bearer token, for hooks that need one (GitHub's dispatch API). */
  PUBLISH_WEBHOOK_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  /** How many versions of each item the history keeps (the oldest beyond go). */
  REVISIONS_KEEP: Type.Integer({ minimum: 1, default: 50 }),
  /** Free space DATA_DIR's disk needs for health to call it fine; below it health says `low_space`. */
  MIN_FREE_DISK_MB: Type.Integer({ minimum: 0, default: 100 }),
  /** Days a deleted item stays in the trash before it is deleted for good. */
  TRASH_RETENTION_DAYS: Type.Number({ exclusiveMinimum: 0, default: 30 }),
  /** How often the trash is checked for items past their retention. */
  TRASH_PURGE_INTERVAL_MS: Type.Integer({ minimum: 1000, default: 60 * 60 * 1000 }),
  /** How often each instance looks for scheduled publishes and withdrawals whose time has come. */
  SCHEDULE_POLL_MS: Type.Integer({ minimum: 100, default: 5000 }),
  /** Days the action log keeps an entry. */
  AUDIT_RETENTION_DAYS: Type.Integer({ minimum: 1, default: 365 }),
  /** The built preview renderer (`npm run build:preview -w site`). */
  PREVIEW_DIR: Type.Optional(Type.String({ minLength: 1 })),
  /** `s3` keeps uploads in the S3_* bucket instead of DATA_DIR/uploads. */
  STORAGE: Type.Union([Type.Literal('local'), Type.Literal('s3')], { default: 'local' }),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_BUCKET: Type.Optional(Type.String({ minLength: 1 })),
  S3_REGION: Type.String({ minLength: 1, default: 'us-east-1' }),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  S3_FORCE_PATH_STYLE: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'false' }),
  /** Outgoing mail: `smtp://user:pass@host:587` or `smtps://…:465`; or the SMTP_HOST … variables. Unset: no mail. */
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  SMTP_HOST: Type.Optional(Type.String({ minLength: 1 })),
  SMTP_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 587 }),
  /** `true`: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'false' }),
  SMTP_USER: Type.Optional(Type.String({ minLength: 1 })),
  SMTP_PASSWORD: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * The ports a mail server set in the back office may use (comma-separated): the mail ports unless
   * the operator's provider needs another. The environment's own SMTP server is not limited.
   */
  SMTP_PORTS: Type.String({ pattern: '^\\s*\\d{1,5}\\s*(,\\s*\\d{1,5}\\s*)*$', default: '25,465,587,2525' }),
  /** The sender of every mail, e.g. `Сайт <noreply@example.kz>`; required with SMTP. */
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3 })),
  /** Delay before the first retry of a failed mail; each further retry waits twice as long (at most an hour). */
  MAIL_RETRY_BASE_MS: Type.Integer({ minimum: 10, default: 60_000 }),
  /** Attempts before a mail is given up as failed. */
  MAIL_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 100, default: 8 }),
  /** Comma-separated hosts whose https images content may name; unset: uploads only. */
  REMOTE_IMAGE_HOSTS: Type.Optional(Type.String()),
  /** Comma-separated addresses told about each customer request while Настройки сайта names nobody. */
  REQUEST_NOTIFY_TO: Type.Optional(Type.String({ minLength: 3 })),
  /** Days a closed customer request is kept before it is removed with its attachment. */
  REQUEST_RETENTION_DAYS: Type.Integer({ minimum: 1, default: 365 }),
  /** Requests one address may send per window; more get a 429 until the window passes. */
  REQUEST_RATE_MAX: Type.Integer({ minimum: 1, default: 5 }),
  REQUEST_RATE_WINDOW_SECONDS: Type.Integer({ minimum: 1, default: 300 }),
  /** Proof of work the form's browser does: SHA-256 hashes, on average half this many. */
  REQUEST_CHALLENGE_DIFFICULTY: Type.Integer({ minimum: 1, maximum: 10_000_000, default: 100_000 }),
});
type Environment = Static<typeof Environment>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  jwtSecret: string;
  uploadMaxBytes: number;
  uploadMaxPixels: number;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** The roles that need a second factor while the stored policy says nothing about them. */
  twoFactorRequiredRoles: Role[];
  logLevel: string;
  logFormat: 'json' | 'pretty';
  trustProxy: string | false;
  /** The public site's folder; usually a symlink the publisher swaps, so it is resolved per request. */
  siteDir: string;
  adminDir: string;
  /** The site's public origin: SITE_URL, else the local address (the back office may set another). */
  siteUrl: string;
  /** Whether SITE_URL set it, which wins over the back office. */
  siteUrlFromEnvironment: boolean;
  publish: {
    debounceMs: number;
    /** How long one record's page may take to render (`PUBLISH_RECORD_BUDGET_MS`). */
    recordBudgetMs: number;
    referenceHour: number;
    contentApiUrl: string;
    /** Whether builds read this very server (CONTENT_API_URL unset), whose read cache a publication fills. */
    contentApiIsThisServer: boolean;
    buildCommand: string | undefined;
    webhook: { url: string; secret: string; token: string | undefined } | undefined;
  };
  /** Hosts whose https images content may name (`REMOTE_IMAGE_HOSTS`); the site build reads the same. */
  remoteImageHosts: string[];
  revisionsKept: number;
  /** Free megabytes on DATA_DIR's disk below which health reports `low_space`. */
  minFreeDiskMb: number;
  trash: { retentionDays: number; purgeIntervalMs: number };
  /** How often scheduled publishes and withdrawals are looked for. */
  schedulePollMs: number;
  auditRetentionDays: number;
  /** The preview renderer's build folder (its `server/entry.mjs` renders drafts on demand). */
  previewDir: string;
  /** Where uploads live: the local folder under DATA_DIR, or an S3-compatible bucket. */
  storage: { driver: 'local' } | ({ driver: 's3' } & S3Settings);
  mail: {
    /** Undefined when no SMTP server is configured: nothing is sent. */
    smtp: SmtpSettings | undefined;
    from: string;
    /** The ports a mail server set in the back office may use (`SMTP_PORTS`). */
    allowedPorts: number[];
    retryBaseMs: number;
    maxAttempts: number;
  };
  requests: {
    notifyTo: string[];
    retentionDays: number;
    rateLimit: { max: number; windowSeconds: number };
    challengeDifficulty: number;
  };
}

/** Either a connection URL, or its parts. */
export type SmtpSettings =
  | { url: string }
  | { host: string; port: number; secure: boolean; user: string | undefined; password: string | undefined };

/** Reads and checks the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(Environment.properties)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const converted = Value.Convert(Environment, Value.Default(Environment, raw));
  if (!Value.Check(Environment, converted)) {
    const problems = [...Value.Errors(Environment, converted)].map(
      (error) => `${error.instancePath.slice(1) || 'environment'} ${error.message}`,
    );
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = converted as Environment;
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid environment: set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither');
  }
  if (vars.PUBLISH_WEBHOOK_URL && !vars.PUBLISH_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid environment: PUBLISH_WEBHOOK_URL needs PUBLISH_WEBHOOK_SECRET to sign its calls',
    );
  }
  if (vars.STORAGE === 's3' && !(vars.S3_BUCKET && vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid environment: STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  const smtp = smtpSettings(vars);
  if (smtp && !vars.MAIL_FROM) {
    throw new ConfigError('Invalid environment: SMTP needs MAIL_FROM, the address mail is sent from');
  }
  const notifyTo = (vars.REQUEST_NOTIFY_TO ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const badAddress = notifyTo.find((address) => !/^[^@\s]+@[^@\s]+$/.test(address));
  if (badAddress) {
    throw new ConfigError(
      `Invalid environment: REQUEST_NOTIFY_TO holds ${badAddress}, which is not an e-mail address`,
    );
  }
  const dataDir = resolve(process.cwd(), vars.DATA_DIR);
  assertWritable(dataDir);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD }
        : undefined,
    jwtSecret: vars.JWT_SECRET ?? persistedSecret(dataDir),
    uploadMaxBytes: vars.UPLOAD_MAX_BYTES,
    uploadMaxPixels: vars.UPLOAD_MAX_PIXELS,
    accessTokenTtl: vars.ACCESS_TOKEN_TTL,
    refreshTokenTtl: vars.REFRESH_TOKEN_TTL,
    twoFactorRequiredRoles:
      vars.TWO_FACTOR_REQUIRED_ROLES === 'none' ? [] : (vars.TWO_FACTOR_REQUIRED_ROLES.split(',') as Role[]),
    logLevel: vars.LOG_LEVEL,
    logFormat: vars.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    trustProxy: trustProxyValue(vars.TRUST_PROXY),
    siteDir: resolve(process.cwd(), vars.SITE_DIR ?? join(dataDir, 'site', 'current')),
    adminDir: resolve(process.cwd(), vars.ADMIN_DIR ?? join(repositoryRoot, 'admin', 'dist')),
    siteUrl: (vars.SITE_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    siteUrlFromEnvironment: vars.SITE_URL !== undefined,
    publish: {
      debounceMs: vars.PUBLISH_DEBOUNCE_MS,
      recordBudgetMs: vars.PUBLISH_RECORD_BUDGET_MS,
      referenceHour: vars.PUBLISH_REFERENCE_HOUR,
      contentApiUrl: vars.CONTENT_API_URL ?? `http://127.0.0.1:${vars.PORT}/api`,
      contentApiIsThisServer: vars.CONTENT_API_URL === undefined,
      buildCommand: vars.SITE_BUILD_COMMAND,
      webhook:
        vars.PUBLISH_WEBHOOK_URL && vars.PUBLISH_WEBHOOK_SECRET
          ? {
              url: vars.PUBLISH_WEBHOOK_URL,
              secret: vars.PUBLISH_WEBHOOK_SECRET,
              token: vars.PUBLISH_WEBHOOK_TOKEN,
            }
          : undefined,
    },
    remoteImageHosts: remoteImageHosts(vars.REMOTE_IMAGE_HOSTS),
    revisionsKept: vars.REVISIONS_KEEP,
    minFreeDiskMb: vars.MIN_FREE_DISK_MB,
    trash: { retentionDays: vars.TRASH_RETENTION_DAYS, purgeIntervalMs: vars.TRASH_PURGE_INTERVAL_MS },
    schedulePollMs: vars.SCHEDULE_POLL_MS,
    auditRetentionDays: vars.AUDIT_RETENTION_DAYS,
    previewDir: resolve(process.cwd(), vars.PREVIEW_DIR ?? join(repositoryRoot, 'site', 'dist-preview')),
    storage:
      vars.STORAGE === 's3' && vars.S3_BUCKET && vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? {
            driver: 's3',
            endpoint: vars.S3_ENDPOINT,
            bucket: vars.S3_BUCKET,
            region: vars.S3_REGION,
            accessKeyId: vars.S3_ACCESS_KEY_ID,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
            forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
          }
        : { driver: 'local' },
    mail: {
      smtp,
      from: vars.MAIL_FROM ?? '',
      allowedPorts: vars.SMTP_PORTS.split(',').map(Number),
      retryBaseMs: vars.MAIL_RETRY_BASE_MS,
      maxAttempts: vars.MAIL_MAX_ATTEMPTS,
    },
    requests: {
      notifyTo,
      retentionDays: vars.REQUEST_RETENTION_DAYS,
      rateLimit: { max: vars.REQUEST_RATE_MAX, windowSeconds: vars.REQUEST_RATE_WINDOW_SECONDS },
      challengeDifficulty: vars.REQUEST_CHALLENGE_DIFFICULTY,
    },
  };
}

function smtpSettings(vars: Environment): SmtpSettings | undefined {
  if (vars.SMTP_URL) return { url: vars.SMTP_URL };
  if (!vars.SMTP_HOST) return undefined;
  return {
    host: vars.SMTP_HOST,
    port: vars.SMTP_PORT,
    secure: vars.SMTP_SECURE === 'true',
    user: vars.SMTP_USER,
    password: vars.SMTP_PASSWORD,
  };
}

/**
 * Whose X-Forwarded-For to believe: nobody, or the proxies at these addresses (proxy-addr's
 * notation). `true` means the proxy in front on this machine or a private network (deploy/nginx.conf
 * in compose), never every hop: that would let a client choose its own address by sending the header.
 */
function trustProxyValue(value: string | undefined): string | false {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? 'loopback, linklocal, uniquelocal' : value;
}

/** The data folder holds the database, uploads and site: starting where it cannot be written fails at once, saying so. */
function assertWritable(dataDir: string) {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'EROFS'
        ? 'is on a read-only filesystem'
        : 'cannot be written';
    throw new ConfigError(`DATA_DIR ${dataDir} ${reason}: give the API a writable data folder`);
  }
}

/** A random signing key kept in the data folder, so that tokens stay valid across restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
