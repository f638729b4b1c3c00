import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { containsPattern, type ListQuery } from '../../content/list-query.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';
import { redirects } from '../../db/schema/index.ts';
import { badRequest, type ErrorCode } from '../../errors.ts';
import { isFile, resolveFolder } from '../../static/files.ts';
import { authorOf } from './after-write.ts';
import type { Actor } from './audit/index.ts';
import { itemAddressOf, itemPagePath, movedItemAddress } from './content/item-addresses.ts';

/** A redirect as staff read it. */
export interface Redirect {
  id: number;
  fromPath: string;
  toPath: string;
  createdAt: string;
  updatedAt: string;
}

export interface RedirectValues {
  fromPath: string;
  toPath: string;
}

export interface Redirects {
  list(query: ListQuery): Promise<{ rows: Redirect[]; total: number }>;
  get(id: number): Promise<Redirect | undefined>;
  /** Saves a new redirect, checked (400 naming the rule); answers it. */
  create(by: Actor, values: RedirectValues): Promise<Redirect>;
  update(by: Actor, id: number, values: RedirectValues): Promise<Redirect | undefined>;
  remove(by: Actor, id: number): Promise<Redirect | undefined>;
  /** Where a request for `path` (decoded, as the site route reads it) is sent for good, encoded; none if nowhere. */
  target(path: string): Promise<string | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    redirects: Redirects;
  }
}

/** The app's own addresses, which no redirect may take. */
const RESERVED = ['/api', '/admin', '/preview', '/_astro'];
const LONGEST = 1000;

/** Anything but a printable character: a space, a line break, a NUL. */
const UNPRINTABLE = /[\s\p{C}]/u;

const refuse = (
  field: keyof RedirectValues,
  code: ErrorCode,
  message: string,
  params: Record<string, string> = {},
) => badRequest(`${field} ${message}`, code, { field, ...params });

/** A target split where its query or fragment starts: `/contacts`, `?tab=map#office`. */
function atQuery(target: string): [string, string] {
  const cut = target.search(/[?#]/);
  return cut === -1 ? [target, ''] : [target.slice(0, cut), target.slice(cut)];
}

/** A path as redirects keep and match it: decoded, with one slash between segments and none at the end. */
function tidyPath(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (UNPRINTABLE.test(decoded) || decoded.includes('\\')) return undefined;
  const tidy = decoded.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return tidy.split('/').some((segment) => segment === '..' || segment === '.') ? undefined : tidy;
}

/** The address a redirect is made from: a path of the site, not the app's, not the home page. */
function fromOf(value: string): string {
  const raw = value.trim();
  if (!raw.startsWith('/') || raw.startsWith('//') || /[?#]/.test(raw) || raw.length > LONGEST) {
    throw refuse(
      'fromPath',
      'redirect.from_invalid',
      'must be a path of the site, such as /o-kompanii, without ? or #',
    );
  }
  const path = tidyPath(raw);
  if (!path) {
    throw refuse(
      'fromPath',
      'redirect.from_invalid',
      'must be a path of the site, such as /o-kompanii, without ? or #',
    );
  }
  if (RESERVED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    throw refuse('fromPath', 'redirect.from_reserved', `must not be under ${RESERVED.join(', ')}`);
  }
  return path;
}

/** Where a redirect leads: a path of the site (a query may follow), or an http(s) address. */
function toOf(value: string): { stored: string; path?: string } {
  const raw = value.trim();
  const invalid = () =>
    refuse('toPath', 'redirect.to_invalid', 'must be a path of the site (/contacts) or an http(s) address');
  if (raw.length > LONGEST || raw === '') throw invalid();
  if (/^https?:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      if (url.username || url.password) throw invalid();
      return { stored: url.href };
    } catch {
      throw invalid();
    }
  }
  if (!raw.startsWith('/') || raw.startsWith('//')) throw invalid();
  const [pathPart, query] = atQuery(raw);
  const path = tidyPath(pathPart);
  if (path === undefined || (query && UNPRINTABLE.test(query))) throw invalid();
  return { stored: `${path || '/'}${query ?? ''}`, path: path || '/' };
}

/** A stored target as a Location header carries it: its path and query percent-encoded once. */
function encodedTarget(toPath: string): string {
  if (!toPath.startsWith('/')) return toPath;
  const [path, rest] = atQuery(toPath);
  let query = rest;
  try {
    query = encodeURI(decodeURI(rest));
  } catch {
    query = encodeURI(rest);
  }
  return `${encodeURI(path)}${query}`;
}

/** The site path a stored target names, if it is one. */
const pathOf = (toPath: string) => (toPath.startsWith('/') ? (toPath.split(/[?#]/, 1)[0] ?? '/') : undefined);

/**
 * `app.redirects`: staff's own permanent redirects (Переадресации), kept in the database and
 * served by the site route (and, through it, by the deploy proxy) for addresses that are no page
 * of the site. A redirect is refused when it leads to itself, to an address that redirects again
 * (a chain: give its end instead), or from an address another redirect leads to, so that every
 * redirect takes one step and none goes round in a loop.
 */
export default fp(
  async (app) => {
    const { db } = app;
    const present = (row: typeof redirects.$inferSelect): Redirect => ({
      id: row.id,
      fromPath: row.fromPath,
      toPath: row.toPath,
      createdAt: isoTimestamp(row.createdAt),
      updatedAt: isoTimestamp(row.updatedAt),
    });

    /** Whether the live site has a page at `path`: a redirect from it would never be followed. */
    async function isPage(path: string): Promise<boolean> {
      const root = await resolveFolder(app.config.siteDir);
      if (!root) return false;
      const file = path.slice(1);
      for (const candidate of [file, `${file}/index.html`, `${file}.html`]) {
        if (candidate && (await isFile(root, candidate))) return true;
      }
      return false;
    }

    /** The values as kept, checked against the rules and the other redirects. */
    async function checked(values: RedirectValues, id?: number): Promise<RedirectValues> {
      const fromPath = fromOf(values.fromPath);
      const to = toOf(values.toPath);
      const others = (await db.select().from(redirects)).filter((row) => row.id !== id);
      if (to.path === fromPath) {
        throw refuse('toPath', 'redirect.self', 'must lead somewhere else than fromPath');
      }
      const onward = to.path && others.find((row) => row.fromPath === to.path);
      if (onward) {
        throw refuse(
          'toPath',
          'redirect.chain',
          `is redirected again, to ${onward.toPath}: give that address instead`,
          {
            to: onward.toPath,
          },
        );
      }
      // The items' own redirects too: an item's number or an address it had leads to its address now.
      const item = to.path ? itemAddressOf(to.path.slice(1)) : undefined;
      const itemOnward = item && (await movedItemAddress(app, item));
      if (itemOnward) {
        throw refuse(
          'toPath',
          'redirect.chain',
          `is an item's address of before, which leads to ${itemOnward}: give that address instead`,
          { to: itemOnward },
        );
      }
      const into = others.find((row) => pathOf(row.toPath) === fromPath);
      if (into) {
        throw refuse(
          'fromPath',
          'redirect.chained',
          `is where ${into.fromPath} leads: change that redirect first`,
          {
            from: into.fromPath,
          },
        );
      }
      if (others.some((row) => row.fromPath === fromPath)) {
        throw refuse('fromPath', 'redirect.exists', 'already has a redirect');
      }
      if (await isPage(fromPath)) {
        throw refuse(
          'fromPath',
          'redirect.page',
          'is a page of the site: a redirect from it would never be used',
        );
      }
      // A published item's address now, in any language (with a page there or kept off it), is
      // where its number leads: a redirect from it would make that a chain, or a loop.
      const own = itemAddressOf(fromPath.slice(1));
      const owner = own && (await app.content[own.resource].addressOwner(own.locale, own.key));
      if (own && owner !== undefined) {
        const numbered = itemPagePath(own, String(owner));
        throw refuse(
          'fromPath',
          'redirect.chained',
          `is the address of a published item, where ${numbered} leads: a redirect from it would make a chain`,
          { from: numbered },
        );
      }
      return { fromPath, toPath: to.stored };
    }

    /** The one step after a write: the action log names the redirect by its two addresses. */
    async function written(
      by: Actor,
      action: 'create' | 'update' | 'delete',
      row: Redirect,
    ): Promise<Redirect> {
      await app.afterWrite(by, {
        action,
        resource: 'redirects',
        itemId: row.id,
        details: { from: row.fromPath, to: row.toPath },
      });
      return row;
    }
    const SORTABLE = {
      fromPath: redirects.fromPath,
      toPath: redirects.toPath,
      updatedAt: redirects.updatedAt,
    };

    const service: Redirects = {
      async list(query) {
        const condition = query.q
          ? or(
              ilike(redirects.fromPath, containsPattern(query.q)),
              ilike(redirects.toPath, containsPattern(query.q)),
            )
          : undefined;
        const field = query.sort?.field;
        if (field !== undefined && field !== 'id' && !Object.hasOwn(SORTABLE, field)) {
          throw badRequest(`sort field "${field}" is not sortable on redirects`, 'query.invalid', {
            param: 'sort',
          });
        }
        const column = field && field !== 'id' ? SORTABLE[field as keyof typeof SORTABLE] : redirects.id;
        const direction = query.sort?.order === 'ASC' ? asc : desc;
        const page = db
          .select()
          .from(redirects)
          .where(condition)
          .orderBy(direction(column), direction(redirects.id))
          .$dynamic();
        if (query.range) page.limit(query.range.end - query.range.start + 1).offset(query.range.start);
        const [rows, total] = await Promise.all([page, db.$count(redirects, condition)]);
        return { rows: rows.map(present), total };
      },

      async get(id) {
        const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
        return row && present(row);
      },

      async create(by, values) {
        const kept = await checked(values);
        const [row] = await db
          .insert(redirects)
          .values({ ...kept, authorId: authorOf(by) })
          .returning();
        return written(by, 'create', present(row as typeof redirects.$inferSelect));
      },

      async update(by, id, values) {
        if (!(await service.get(id))) return undefined;
        const kept = await checked(values, id);
        const [row] = await db
          .update(redirects)
          .set({ ...kept, authorId: authorOf(by), updatedAt: sql`now()` })
          .where(eq(redirects.id, id))
          .returning();
        return row && written(by, 'update', present(row));
      },

      async remove(by, id) {
        const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
        return row && written(by, 'delete', present(row));
      },

      async target(path) {
        const from = tidyPath(path.startsWith('/') ? path : `/${path}`);
        if (!from) return undefined;
        const [row] = await db
          .select({ toPath: redirects.toPath })
          .from(redirects)
          .where(and(eq(redirects.fromPath, from), ne(redirects.toPath, from)));
        return row && encodedTarget(row.toPath);
      },
    };
    app.decorate('redirects', service);
  },
  { name: 'redirects', dependencies: ['database', 'after-write'] },
);
