import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyContextConfig {
    /** The route's visitor reads are kept by the read cache and answered from it. */
    cachedRead?: boolean;
  }
  interface FastifyReply {
    /**
     * Sends `{data}` as a read: tagged (ETag), compressed when the client takes it, a bodiless 304
     * when the client holds these bytes, and kept for the next visitor when nobody signed in asked.
     */
    sendRead(data: unknown, options?: ReadOptions): FastifyReply;
  }
}

export interface ReadOptions {
  /** A list's `Content-Range`. */
  contentRange?: string;
  /**
   * A record's version: its ETag then starts with it (`"v4.…"`), so that a client may send the tag
   * back as `If-Match` on a change (preconditions.ts reads the version out of it).
   */
  version?: number;
}

/** A serialized answer to a read, with the headers it needs. */
export interface CachedRead {
  /** Encoded once, so that a cache hit writes bytes instead of re-encoding the JSON text. */
  body: Buffer;
  /** A strong validator from the bytes: the same content gives the same tag on every instance. */
  etag: string;
  contentRange?: string;
  /** The body compressed, made the first time a client asks for each encoding. */
  compressed: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/** One representation of a read: its bytes, their tag, and the encoding they carry (if any). */
export interface Representation {
  body: Buffer;
  etag: string;
  encoding?: Encoding;
}

/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESSIBLE = 1024;

const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 5 of 11: most of brotli's gain at a small part of its cost, paid once per cached read.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body),
};

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new Map() });

/** Serializes a read's `{data}` envelope and tags it. */
function serializeRead(data: unknown, { contentRange, version }: ReadOptions = {}): CachedRead {
  const body = Buffer.from(JSON.stringify({ data }));
  const hash = createHash('sha1').update(body).digest('base64url');
  const etag = version === undefined ? `"${hash}"` : `"v${version}.${hash}"`;
  return { body, etag, compressed: {}, ...(contentRange ? { contentRange } : {}) };
}

/**
 * The representation for a client's Accept-Encoding: compressed when it is worth it and the client
 * takes it, each encoding with its own tag (they are different bytes), as nginx would send them.
 */
function representation(read: CachedRead, acceptEncoding: string | undefined): Representation {
  const encoding =
    acceptEncoding && read.body.length >= MIN_COMPRESSIBLE ? encodings.negotiate(acceptEncoding) : null;
  if (!encoding) return { body: read.body, etag: read.etag };
  read.compressed[encoding] ??= COMPRESS[encoding](read.body);
  return { body: read.compressed[encoding], etag: `${read.etag.slice(0, -1)}-${encoding}"`, encoding };
}

/** Whether an If-None-Match header names this tag (weak or strong, in a list, or `*`). */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * A request with `Cache-Control: no-cache` (or `no-store`) is answered from the database, as HTTP
 * asks of a cache, and its answer replaces the kept one. CDN mode's site build sends it: the
 * instance it reaches may not be the one that took the last save, and its kept reads may predate it.
 * A visitor gains nothing from it that a token did not already skip the cache for.
 */
function wantsFresh(request: FastifyRequest): boolean {
  return /\bno-(cache|store)\b/i.test(request.headers['cache-control'] ?? '');
}

/**
 * Public list and item reads, kept serialized in memory and dropped on every content write.
 *
 * A write clears the cache of the instance that took it at once; on PostgreSQL `clear` also tells
 * the other instances (NOTIFY), which clear theirs a moment later. Every entry also expires after
 * `ttlMs`, which bounds how long an instance that missed the notice (its listening connection was
 * down) answers the old content. Reads with a token (the back office) never use the cache.
 */
function createReadCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: CachedRead; expiresAt: number }>();
  return {
    get(key: string): CachedRead | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: CachedRead): void {
      // Map keeps insertion order, so the first key is the oldest entry.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: Date.now() + options.ttlMs });
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;

/**
 * Serves reads fast: routes with `config.cachedRead` answer a visitor's repeated read before its
 * query is even parsed (only reads that passed validation and succeeded are ever cached, under the
 * URL they came with), and every read goes out through `reply.sendRead`. Writes clear it in
 * `app.afterWrite`.
 *
 * Reads are serialized with JSON.stringify rather than a response schema: content rows carry only
 * table columns, and the schemas' string-or-localized unions make fast-json-stringify validate
 * every field of every row to choose a branch, which costs more than the query on a list.
 */
export default fp<{ ttlMs: number }>(
  async (app, { ttlMs }) => {
    const cache = createReadCache({ ttlMs, maxEntries: 500 });
    app.decorate('readCache', {
      ...cache,
      clear() {
        cache.clear();
        app.cluster.tell('read_cache', 'clear');
      },
    } satisfies ReadCache);
    // A notice missed while the listening connection was down: clear, the write may have been then.
    await app.cluster.hear('read_cache', cache.clear, cache.clear);

    const send = (request: FastifyRequest, reply: FastifyReply, read: CachedRead) => {
      const { body, etag, encoding } = representation(read, request.headers['accept-encoding']);
      reply.header('etag', etag).header('vary', 'Accept-Encoding');
      if (read.contentRange) reply.header('content-range', read.contentRange);
      if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(body as never);
    };

    app.decorateReply('sendRead', function (this: FastifyReply, data: unknown, options?: ReadOptions) {
      const read = serializeRead(data, options);
      // A token's reads may show drafts: only what a visitor may see is kept.
      if (this.request.routeOptions.config.cachedRead && !this.request.admin) {
        app.readCache.set(this.request.url, read);
      }
      return send(this.request, this, read);
    });

    app.addHook('onRequest', (request, reply, done) => {
      const cached =
        request.routeOptions.config.cachedRead &&
        request.method === 'GET' &&
        !request.headers.authorization &&
        !wantsFresh(request)
          ? app.readCache.get(request.url)
          : undefined;
      if (cached) send(request, reply, cached);
      else done();
    });
  },
  { name: 'read-cache', dependencies: ['cluster'] },
);
