import { createHash } from 'node:crypto';

/** A serialized answer to a read, with the headers it needs. */
export interface CachedRead {
  /** Encoded once, so that a cache hit writes bytes instead of re-encoding the JSON text. */
  body: Buffer;
  /** A strong validator from the bytes: the same content gives the same tag on every instance. */
  etag: string;
  contentRange?: string;
}

/** Serializes a read's `{data}` envelope and tags it. */
export function serializeRead(data: unknown, contentRange?: string): CachedRead {
  const body = Buffer.from(JSON.stringify({ data }));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, ...(contentRange ? { contentRange } : {}) };
}

/** Whether an If-None-Match header names this tag (weak or strong, in a list, or `*`). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * Public list and item reads, kept serialized in memory and dropped on every content write.
 *
 * Why this is safe only per instance: a write clears the cache of the instance that took it and no
 * other. With several instances behind a load balancer the others would keep answering the old
 * content, so every entry also expires after `ttlMs`, which bounds that staleness. Reads with a
 * token (the back office) never use the cache.
 */
export function createReadCache(options: { ttlMs: number; maxEntries: number }) {
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
