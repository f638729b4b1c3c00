import fp from 'fastify-plugin';
import type { AuditAction } from '../../audit/actions.ts';
import type { Actor } from './audit/index.ts';

/** A stored change: what the action log keeps of it, and why visitors would see it. */
export interface Written {
  action: AuditAction;
  resource: string;
  itemId?: number | undefined;
  details?: Record<string, unknown> | undefined;
  /** Why the site is published again; absent when no visitor sees the change (a draft, the trash). */
  publish?: string | undefined;
}

/** The one step after every write of content or settings, whichever route made it. */
export type AfterWrite = (by: Actor, written: Written) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    afterWrite: AfterWrite;
  }
}

/** The staff member who writes, as the history records them. */
export function authorOf(by: Actor): number | null {
  return by.admin?.uid ?? null;
}

/**
 * `app.afterWrite`: once a change is stored, public reads are no longer served from the cache, the
 * action log records who did what from where, and the site is republished if visitors see it.
 */
export default fp(
  async (app) => {
    app.decorate('afterWrite', async (by: Actor, written: Written) => {
      app.readCache.clear();
      await app.audit.record(by, {
        action: written.action,
        resource: written.resource,
        itemId: written.itemId,
        details: written.details,
      });
      // The publisher is registered after the plugins that write: it is looked up at the write.
      if (written.publish) app.publisher.schedule(written.publish);
    });
  },
  { name: 'after-write', dependencies: ['audit', 'read-cache'] },
);
