import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { BuiltInContent } from './built-in.ts';
import type { Config } from './config.ts';
import type { DatabaseConnection } from './db/open.ts';
import { lazyCompilers } from './lazy-schemas.ts';
import afterWrite from './plugins/app/after-write.ts';
import applications from './plugins/app/applications/index.ts';
import audit from './plugins/app/audit/index.ts';
import cluster from './plugins/app/cluster.ts';
import content from './plugins/app/content/index.ts';
import trashPurge from './plugins/app/content/trash-purge.ts';
import database from './plugins/app/database.ts';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/app/error-handler.ts';
import jsonBody from './plugins/app/json-body.ts';
import launchCheck from './plugins/app/launch-check.ts';
import mail from './plugins/app/mail/index.ts';
import pageTexts from './plugins/app/pages.ts';
import preview from './plugins/app/preview/index.ts';
import publisherPlugin, { type Publisher } from './plugins/app/publisher.ts';
import readCache from './plugins/app/read-cache.ts';
import redirects from './plugins/app/redirects.ts';
import requests from './plugins/app/requests/index.ts';
import schedules from './plugins/app/schedules.ts';
import settings from './plugins/app/settings/index.ts';
import serverSettings from './plugins/app/settings/server.ts';
import storagePlugin from './plugins/app/storage.ts';
import throttles from './plugins/app/throttles.ts';
import jwt from './plugins/external/jwt.ts';
import multipart from './plugins/external/multipart.ts';
import openapi from './plugins/external/openapi.ts';
import security from './plugins/external/security.ts';
import adminRoutes from './routes/admin/index.ts';
import apiRoutes from './routes/api/index.ts';
import previewRoutes from './routes/preview/index.ts';
import siteRoutes from './routes/site/index.ts';
import type { Storage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    builtIn: BuiltInContent;
  }
}

export interface AppOptions {
  config: Config;
  /** Opened and migrated by the caller, who also closes it. */
  database: DatabaseConnection;
  storage: Storage;
  /** What a fresh install starts with (the content-seed package's), which this package never imports. */
  builtIn: BuiltInContent;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the real publisher: tests record what would have been published instead of building. */
  publisher?: Publisher;
  /** How long a public read stays cached (0 turns the cache off, which the bench compares against). */
  readCacheTtlMs?: number;
  /** Where request attachments go; by default a private area beside the uploads (DATA_DIR/private or the bucket). */
  requestFiles?: Storage;
  /** Compiles every route's schemas at start, as Fastify does by default (the test that they all compile). */
  eagerSchemas?: boolean;
}

/** Log lines never carry credentials, whatever a plugin decides to log. */
const REDACTED = [
  'req.headers.authorization',
  'req.body.password',
  'req.body.refreshToken',
  '*.accessToken',
  '*.refreshToken',
];

/**
 * Secrets that travel in a query string (preview links, and the admin's invitation and reset pages)
 * never reach the log: the request line is logged with their values replaced.
 */
export function loggedUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token)=)[^&#]*/gi, '$1[redacted]');
}

/** The server's log options: JSON lines (or pino-pretty), credentials redacted. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>) {
  return {
    level: config.logLevel,
    redact: REDACTED,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(config.logFormat === 'pretty' && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
      },
    }),
  };
}

/** The whole server: API under /api, the admin SPA under /admin/, the public site at /. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.config),
    trustProxy: options.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Failures before routing keep the API's `{error, message, code}` shape too.
    clientErrorHandler,
    frameworkErrors,
    ...(!options.eagerSchemas && { schemaController: { compilersFactory: lazyCompilers() } }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', options.config);
  app.decorate('builtIn', options.builtIn);

  // External plugins.
  await app.register(security);
  await app.register(openapi);
  await app.register(jwt, {
    secret: options.config.jwtSecret,
    accessTokenTtl: options.config.accessTokenTtl,
  });
  await app.register(multipart, { maxBytes: options.config.uploadMaxBytes });
  // The site build writes .br and .gz beside its pages and scripts: those go out as they are.
  await app.register(fastifyStatic, { root: options.config.dataDir, serve: false, preCompressed: true });

  // The app's own plugins.
  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(database, { connection: options.database });
  await app.register(storagePlugin, { storage: options.storage });
  await app.register(cluster);
  await app.register(throttles);
  await app.register(audit);
  await app.register(readCache, { ttlMs: options.readCacheTtlMs ?? 10_000 });
  await app.register(afterWrite);
  await app.register(content, { revisionsKept: options.config.revisionsKept });
  await app.register(settings);
  await app.register(pageTexts);
  await app.register(serverSettings);
  await app.register(launchCheck);
  await app.register(mail);
  await app.register(requests, { files: options.requestFiles });
  await app.register(applications);
  await app.register(trashPurge, { trash: options.config.trash });
  await app.register(schedules, { pollMs: options.config.schedulePollMs });
  await app.register(redirects);
  await app.register(preview);
  if (options.publisher) app.decorate('publisher', options.publisher);
  else await app.register(publisherPlugin, { config: options.config });

  // Routes.
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { adminDir: options.config.adminDir });
  await app.register(previewRoutes, { prefix: '/preview' });
  await app.register(siteRoutes, { siteDir: options.config.siteDir });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
