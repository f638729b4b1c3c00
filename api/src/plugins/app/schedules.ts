import { and, asc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { RESOURCES, type Resource } from '../../content/resources.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import type { Actor } from './audit/index.ts';
import { contentQuery } from './content/content-query.ts';
import { contentResources } from './content/resources.ts';

/** What a schedule does when its time comes. */
export type ScheduledAction = 'publish' | 'unpublish';

/** A change set to happen by itself: which item, what, when, and who set it. */
export interface Scheduled {
  resource: Resource;
  id: number;
  /** The item's Russian title. */
  title: string;
  action: ScheduledAction;
  /** ISO, UTC. */
  at: string;
  /** The e-mail of who set it, while their account exists. */
  by: string | null;
}

/** A schedule that has fired: `late` when its time passed while no instance was running. */
export interface Fired extends Omit<Scheduled, 'by'> {
  late: boolean;
}

export interface Schedules {
  /** What will change next, soonest first, `limit` at most. */
  upcoming(limit?: number): Promise<Scheduled[]>;
  /** Fires every schedule whose time has come, each once among all instances; answers those fired here. */
  fireDue(): Promise<Fired[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    schedules: Schedules;
  }
}

/** A schedule that fires this long after its time is reported as late (the product was not running). */
const LATE_MS = 60_000;

/**
 * Items go public and are withdrawn at the times staff set (`publishAt`, `unpublishAt` of every
 * content row). Every `pollMs` (and at start, which catches up on times passed while the product was
 * down) each instance looks for times that have come and saves the change through the content
 * service, as the person who set the schedule would: the revision, the action log and the publish
 * follow as for any save. The save names the version it read, so when instances race for one
 * schedule exactly one save succeeds; the others are refused (409) and let it be.
 */
export default fp<{ pollMs: number }>(
  async (app, { pollMs }) => {
    const queries = Object.fromEntries(
      RESOURCES.map((name) => [name, contentQuery(contentResources[name])]),
    ) as Record<Resource, ReturnType<typeof contentQuery>>;

    const titleOf = (resource: Resource) => queries[resource].column(contentResources[resource].title);

    async function upcoming(limit = 20): Promise<Scheduled[]> {
      const found: Scheduled[] = [];
      for (const resource of RESOURCES) {
        const { table, live } = queries[resource];
        const rows = await app.db
          .select({
            id: table.id,
            title: sql<string>`${titleOf(resource)}->>'ru'`,
            status: table.status,
            publishAt: table.publishAt,
            unpublishAt: table.unpublishAt,
            by: users.email,
          })
          .from(table)
          .leftJoin(users, eq(users.id, table.scheduledBy))
          .where(and(live, or(isNotNull(table.publishAt), isNotNull(table.unpublishAt))));
        for (const row of rows) {
          const item = { resource, id: row.id, title: row.title ?? '', by: row.by };
          if (row.publishAt) found.push({ ...item, action: 'publish', at: isoTimestamp(row.publishAt) });
          if (row.unpublishAt)
            found.push({ ...item, action: 'unpublish', at: isoTimestamp(row.unpublishAt) });
        }
      }
      return found.sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id).slice(0, limit);
    }

    async function fireDue(): Promise<Fired[]> {
      const fired: Fired[] = [];
      for (const resource of RESOURCES) {
        const { table, live } = queries[resource];
        const due = await app.db
          .select({
            id: table.id,
            version: table.version,
            title: sql<string>`${titleOf(resource)}->>'ru'`,
            status: table.status,
            publishAt: table.publishAt,
            unpublishAt: table.unpublishAt,
            scheduledBy: table.scheduledBy,
            now: sql<string>`now()`,
          })
          .from(table)
          .where(
            and(
              live,
              or(
                and(eq(table.status, 'draft'), lte(table.publishAt, sql`now()`)),
                and(eq(table.status, 'published'), lte(table.unpublishAt, sql`now()`)),
              ),
            ),
          )
          .orderBy(asc(table.id));
        for (const row of due) {
          const publishing = row.status === 'draft';
          const at = isoTimestamp((publishing ? row.publishAt : row.unpublishAt) as string);
          const now = Date.parse(isoTimestamp(row.now));
          const late = now - Date.parse(at) > LATE_MS;
          // A draft whose withdrawal time has passed too stays a draft: it was never to be seen now.
          const withdrawnMeanwhile =
            publishing && row.unpublishAt !== null && Date.parse(isoTimestamp(row.unpublishAt)) <= now;
          const values = publishing
            ? withdrawnMeanwhile
              ? { publishAt: null, unpublishAt: null }
              : { status: 'published', publishAt: null }
            : { status: 'draft', unpublishAt: null };
          const action: ScheduledAction = publishing ? 'publish' : 'unpublish';
          const by: Actor = {
            admin: row.scheduledBy === null ? null : { uid: row.scheduledBy, role: 'editor' },
            ip: '',
            log: app.log,
          };
          try {
            await app.content[resource].update(by, row.id, values, row.version, {
              action,
              details: { scheduled: action, scheduledFor: at, ...(late && { late: true }) },
            });
          } catch (error) {
            // Another instance fired it first, or someone saved the item a moment before.
            if (error instanceof HttpError && error.statusCode === 409) continue;
            app.log.error({ err: error, resource, id: row.id, action }, 'a scheduled change failed');
            continue;
          }
          const entry = { resource, id: row.id, title: row.title ?? '', action, at, late };
          if (late)
            app.log.warn(entry, 'a scheduled change fired late: its time passed while the product was down');
          else app.log.info(entry, 'a scheduled change fired');
          fired.push(entry);
        }
      }
      return fired;
    }

    app.decorate('schedules', { upcoming, fireDue });

    let timer: NodeJS.Timeout | undefined;
    let firing: Promise<unknown> | undefined;
    // One look at a time: a slow one is not overtaken by the next.
    const tick = () => {
      firing ??= fireDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'scheduled changes failed'))
        .finally(() => {
          firing = undefined;
        });
    };
    // The first look, which catches up on times passed while the product was down, before serving.
    app.addHook('onReady', async () => {
      tick();
      await firing;
      timer = setInterval(tick, pollMs).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await firing;
    });
  },
  { name: 'schedules', dependencies: ['content'] },
);
