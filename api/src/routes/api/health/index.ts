import { statfs } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { throttles } from '../../../db/schema/index.ts';
import { type HealthReport, HealthResponse } from '../../../schemas/health.ts';
import { API_VERSION } from '../../../version.ts';

type Report = Pick<HealthReport, 'database' | 'uploads' | 'diskFreeMb'>;

/** How long one probe answers for: health checks may come often, and each must stay cheap. */
const PROBE_TTL_MS = 1000;
/** A file the uploads probe writes and removes; its name is one the storage accepts. */
const PROBE_FILE = 'health-probe.png';

/**
 * GET /health: 200 while the database answers, 503 when it does not (so load balancers move on).
 * It also says whether the database and the uploads folder take writes (a full disk, a read-only
 * volume), which a `select 1` alone would never show, and how much space DATA_DIR's disk has left:
 * below MIN_FREE_DISK_MB the uploads read `low_space` and the status `degraded`.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let known: { at: number; report: Report } | undefined;
  let probing: Promise<Report> | undefined;

  async function databaseState(): Promise<Report['database']> {
    if (!(await app.database.isReachable())) return 'unreachable';
    try {
      // A real write to a real table: the throttles' table, under a key no limit uses.
      await app.db
        .insert(throttles)
        .values({ key: 'health:probe', resetAt: sql`now()` })
        .onConflictDoUpdate({ target: throttles.key, set: { resetAt: sql`now()` } });
      return 'connected';
    } catch {
      return 'read_only';
    }
  }

  /** A probe's five bytes fit on a disk that takes no real upload: the free space is checked too. */
  async function diskFreeMb(): Promise<number> {
    // A data folder that cannot even be asked (gone, unmounted) has no space to offer.
    const disk = await statfs(app.config.dataDir).catch(() => undefined);
    return disk ? Math.floor((disk.bavail * disk.bsize) / (1024 * 1024)) : 0;
  }

  async function uploadsState(freeMb: number): Promise<Report['uploads']> {
    try {
      await app.storage.put(PROBE_FILE, Buffer.from('probe'));
      await app.storage.remove(PROBE_FILE);
    } catch {
      return 'read_only';
    }
    return freeMb < app.config.minFreeDiskMb ? 'low_space' : 'writable';
  }

  const probe = () => {
    probing ??= Promise.all([
      databaseState(),
      diskFreeMb().then(async (free) => ({ free, uploads: await uploadsState(free) })),
    ]).then(([database, disk]) => {
      const report = { database, uploads: disk.uploads, diskFreeMb: disk.free };
      known = { at: Date.now(), report };
      probing = undefined;
      return report;
    });
    return probing;
  };

  app.get(
    '/',
    {
      schema: { tags: ['health'], response: { 200: HealthResponse, 503: HealthResponse } },
      config: { access: 'public' },
    },
    // Not async: while the last probe is fresh, the answer costs no promise either.
    (_request, reply) => {
      const answer = (report: Report) => {
        reply.code(report.database === 'unreachable' ? 503 : 200);
        return { data: { status: statusOf(report), version: API_VERSION, ...report } };
      };
      if (known && Date.now() - known.at <= PROBE_TTL_MS) return answer(known.report);
      return probe().then(answer);
    },
  );
};

/** One word for the whole: load balancers read the status code, people read this. */
function statusOf(report: Report): HealthReport['status'] {
  if (report.database === 'unreachable') return 'unavailable';
  return report.database === 'connected' && report.uploads === 'writable' ? 'ok' : 'degraded';
}

export default healthRoutes;
