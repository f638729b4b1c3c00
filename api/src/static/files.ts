import { realpath, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';

/**
 * The URL path as a safe relative file path ("" for the root), or undefined when it cannot name a
 * file inside the served folder (bad escapes, NUL bytes, `..` segments).
 */
export function relativePath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  if (decoded.split('/').some((segment) => segment === '..')) return undefined;
  return posix.normalize(`/${decoded}`).replace(/^\/+/, '');
}

export async function isFile(root: string, path: string): Promise<boolean> {
  const info = await stat(join(root, path)).catch(() => undefined);
  return info?.isFile() ?? false;
}

/** The folder's real location now: a publisher may swap the symlink between two requests. */
export async function resolveFolder(folder: string): Promise<string | undefined> {
  const real = await realpath(folder).catch(() => undefined);
  if (!real) return undefined;
  const info = await stat(real).catch(() => undefined);
  return info?.isDirectory() ? real : undefined;
}

/** Fingerprinted build output never changes under its name; everything else is revalidated. */
export function cacheControlFor(path: string, immutablePrefix: string): string {
  return path.startsWith(immutablePrefix) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
