import { and, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { containsPattern } from '../../../content/list-query.ts';
import { type AuditAction, auditLog, users } from '../../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The retention sweep runs at start and then this often (on one instance of several). */
const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface AuditEvent {
  action: AuditAction;
  resource?: string;
  itemId?: number;
  details?: Record<string, unknown>;
  /** Who acted when no one is signed in yet: the address typed at a sign-in. */
  email?: string;
  /** Who acted when the request carries no token yet (a sign-in). */
  actorId?: number;
}

/** Who acts, from where: a request's signed-in staff member (none for a visitor), its address and its log. */
export type Actor = Pick<FastifyRequest, 'admin' | 'ip' | 'log'>;

export interface AuditFilter {
  /** Part of the person's e-mail. */
  q?: string;
  actorId?: number;
  action?: AuditAction;
  /** Inclusive start and exclusive end, as ISO timestamps. */
  from?: string;
  to?: string;
}

export interface AuditLog {
  /** Adds an entry for this request's actor and address; a failure is logged, never thrown. */
  record(request: Actor, event: AuditEvent): Promise<void>;
  list(
    filter: AuditFilter,
    range: { start: number; end: number },
  ): Promise<{ rows: AuditEntry[]; total: number }>;
  /** Deletes entries older than the retention period; answers how many. */
  purge(now?: Date): Promise<number>;
}

export type AuditEntry = typeof auditLog.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    /** The action log (Журнал действий): inserted into, read, and emptied of old entries only. */
    audit: AuditLog;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    const retentionDays = app.config.auditRetentionDays;

    const where = (filter: AuditFilter) =>
      and(
        filter.q ? ilike(auditLog.actorEmail, containsPattern(filter.q)) : undefined,
        filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
        filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
        filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
        filter.to === undefined ? undefined : lt(auditLog.at, filter.to),
      );

    const audit: AuditLog = {
      async record(request, event) {
        const actorId = event.actorId ?? request.admin?.uid ?? null;
        try {
          await db.insert(auditLog).values({
            action: event.action,
            actorId,
            // The e-mail as it is now, so that the entry still names the person after the account goes.
            actorEmail:
              actorId === null
                ? (event.email ?? null)
                : sql`(select ${users.email} from ${users} where ${users.id} = ${actorId})`,
            address: request.ip,
            resource: event.resource ?? null,
            itemId: event.itemId ?? null,
            details: event.details ?? {},
          });
        } catch (error) {
          request.log.error({ err: error, event }, 'the action log could not record an action');
        }
      },
      async list(filter, range) {
        const condition = where(filter);
        const [rows, total] = await Promise.all([
          db
            .select()
            .from(auditLog)
            .where(condition)
            .orderBy(desc(auditLog.at), desc(auditLog.id))
            .offset(range.start)
            .limit(range.end - range.start + 1),
          db.$count(auditLog, condition),
        ]);
        return { rows, total };
      },
      async purge(now = new Date()) {
        const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
        const removed = await db
          .delete(auditLog)
          .where(lt(auditLog.at, cutoff))
          .returning({ id: auditLog.id });
        return removed.length;
      },
    };
    app.decorate('audit', audit);

    app.cluster.every('action log retention', SWEEP_INTERVAL_MS, async () => {
      const removed = await audit.purge();
      if (removed) app.log.info({ removed }, 'action log entries past retention removed');
    });
  },
  { name: 'audit', dependencies: ['database', 'cluster'] },
);
