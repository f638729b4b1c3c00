import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import { contentRange, parseListQuery } from '../../../content/list-query.ts';
import { badRequest } from '../../../errors.ts';
import type { AuditFilter as Filter } from '../../../plugins/app/audit/index.ts';
import { AuditFilter, auditListSchema } from '../../../schemas/audit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `to` as a day includes that whole day: the log is read up to the next midnight (UTC). */
function endOf(to: string): string {
  return to.length === 10 ? new Date(Date.parse(to) + DAY_MS).toISOString() : to;
}

function parseFilter(text: string | undefined): Filter {
  if (text === undefined) return {};
  let filter: unknown;
  try {
    filter = JSON.parse(text);
  } catch {
    throw badRequest('filter is not valid JSON', 'query.invalid', { param: 'filter' });
  }
  if (!Value.Check(AuditFilter, filter)) {
    throw badRequest(
      'filter may hold q (part of an e-mail), actorId (an account id), action (a kind of action), from and to (dates)',
      'query.invalid',
      { param: 'filter' },
    );
  }
  return { ...filter, to: filter.to === undefined ? undefined : endOf(filter.to) };
}

/** `GET /api/audit`: the action log (Журнал действий), for administrators; nothing writes to it here. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: auditListSchema, config: { access: 'admin' } }, async (request, reply) => {
    const range = parseListQuery({ range: request.query.range }).range ?? { start: 0, end: 49 };
    const { rows, total } = await app.audit.list(parseFilter(request.query.filter), range);
    reply.header('Content-Range', contentRange('audit', range.start, rows.length, total));
    return { data: rows };
  });
};

export default auditRoutes;
