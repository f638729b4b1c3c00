import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentRange } from '../../../content/list-query.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { downloadName } from '../../../plugins/app/requests/attachments.ts';
import { originsSince, tallyOrigins } from '../../../plugins/app/requests/origins.ts';
import type { QuoteResource } from '../../../schemas/request-limits.ts';
import {
  addNoteSchema,
  assigneesSchema,
  attachmentSchema,
  automatedRefusal,
  challengeSchema,
  checkSubmission,
  getSchema,
  listSchema,
  notesSchema,
  originsSchema,
  QUOTE_RESOURCES,
  removeSchema,
  submitSchema,
  summarySchema,
  updateSchema,
} from '../../../schemas/requests.ts';
import { downloadHeaders, parseInboxQuery, readSubmission } from './form.ts';

/** The request inbox's own filter, by the item asked about: `itemResource` and `itemId` together. */
function itemFilter(resource: unknown, id: unknown): { resource: QuoteResource; id: number } | undefined {
  if (resource === undefined && id === undefined) return undefined;
  if (
    !QUOTE_RESOURCES.includes(resource as QuoteResource) ||
    !Number.isSafeInteger(id) ||
    (id as number) < 1
  ) {
    throw badRequest(
      `filter.itemResource must be one of ${QUOTE_RESOURCES.join(', ')} and filter.itemId an item id`,
      'query.invalid',
      { param: 'filter' },
    );
  }
  return { resource: resource as QuoteResource, id: id as number };
}

/** The shared inbox query, with the item taken out of the filter first. */
function parseRequestQuery(query: { sort?: string; range?: string; filter?: string; q?: string }) {
  if (query.filter === undefined) return parseInboxQuery(query);
  let parsed: unknown;
  try {
    parsed = JSON.parse(query.filter);
  } catch {
    throw badRequest('filter is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return parseInboxQuery(query);
  const { itemResource, itemId, ...rest } = parsed as Record<string, unknown>;
  return {
    ...parseInboxQuery({ ...query, filter: JSON.stringify(rest) }),
    item: itemFilter(itemResource, itemId),
  };
}

/**
 * Customer requests. Visitors fetch a challenge and send the form (rate-limited per address);
 * everything else is the staff inbox and needs a token.
 */
const requestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { rateLimit: limit } = app.config.requests;
  // Registered here, not globally: only the public form is limited this way (counted in the database).
  await app.register(rateLimit, app.throttles.rateLimits('requests'));
  const missing = (id: number) => notFound(`There is no request with id ${id}`);

  app.get(
    '/challenge',
    {
      schema: challengeSchema,
      config: {
        access: 'public',
        rateLimit: { max: limit.max * 6, timeWindow: limit.windowSeconds * 1000 },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.requests.challenges.create() };
    },
  );

  app.post(
    '/',
    {
      schema: submitSchema,
      config: { access: 'public', rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 } },
    },
    async (request, reply) => {
      const { fields, file } = await readSubmission(request, 'attachment');
      const { proof, automated, ...values } = checkSubmission(fields);
      await app.requests.challenges.redeem(proof);
      if (automated) throw automatedRefusal();

      const stored = await app.requests.receive(values, file);
      request.log.info({ request: stored.id, attachment: Boolean(file) }, 'customer request stored');
      return reply.code(201).send({ data: { id: stored.id } });
    },
  );

  app.get('/', { schema: listSchema, config: { access: 'editor' } }, async (request, reply) => {
    const query = parseRequestQuery(request.query);
    const { rows, total } = await app.requests.repository.list(query);
    reply
      .header('content-range', contentRange('requests', query.range?.start ?? 0, rows.length, total))
      .header('cache-control', 'no-store');
    return { data: rows };
  });

  app.get('/summary', { schema: summarySchema, config: { access: 'editor' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const mail = await app.mail.enabled();
    const on = mail && (await app.requests.recipients()).length > 0;
    return {
      data: {
        new: await app.requests.repository.countNew(),
        notifications: on ? ('on' as const) : ('off' as const),
        // The one thing missing, for the dashboard to name it.
        ...(!on && { missing: mail ? ('recipients' as const) : ('mail' as const) }),
        retentionDays: app.config.requests.retentionDays,
      },
    };
  });

  app.get('/origins', { schema: originsSchema, config: { access: 'editor' } }, async (_request, reply) => {
    const now = new Date();
    reply.header('cache-control', 'no-store');
    return { data: tallyOrigins(await app.requests.repository.origins(originsSince(now)), now) };
  });

  app.get('/:id', { schema: getSchema, config: { access: 'editor' } }, async (request, reply) => {
    const row = await app.requests.repository.get(request.params.id);
    if (!row) throw missing(request.params.id);
    reply.header('cache-control', 'no-store');
    return { data: row };
  });

  app.get(
    '/assignees',
    { schema: assigneesSchema, config: { access: 'editor' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.requests.repository.assignees() };
    },
  );

  app.put('/:id', { schema: updateSchema, config: { access: 'editor' } }, async (request) => {
    const { id } = request.params;
    const { status, assigneeId } = request.body;
    if (!(await app.requests.repository.get(id))) throw missing(id);
    let assignee: { email: string } | undefined;
    if (assigneeId) {
      assignee = (await app.requests.repository.assignees()).find((colleague) => colleague.id === assigneeId);
      if (!assignee) {
        throw badRequest(
          `Account ${assigneeId} cannot answer requests: assign an active editor or administrator`,
          'request.assignee_invalid',
          { field: 'assigneeId' },
        );
      }
    }
    let row = status ? await app.requests.repository.setStatus(id, status) : undefined;
    if (assigneeId !== undefined) {
      row = await app.requests.repository.assign(id, assigneeId);
      await app.audit.record(request, {
        action: 'request_assign',
        resource: 'requests',
        itemId: id,
        details: { assignee: assignee?.email ?? null },
      });
    }
    if (!row) throw missing(id);
    return { data: row };
  });

  app.get('/:id/notes', { schema: notesSchema, config: { access: 'editor' } }, async (request, reply) => {
    const { id } = request.params;
    if (!(await app.requests.repository.get(id))) throw missing(id);
    reply.header('cache-control', 'no-store');
    return { data: await app.requests.repository.notes(id) };
  });

  app.post('/:id/notes', { schema: addNoteSchema, config: { access: 'editor' } }, async (request, reply) => {
    const { id } = request.params;
    if (!(await app.requests.repository.get(id))) throw missing(id);
    // The route's access rule means a signed-in account is there.
    const note = await app.requests.repository.addNote(
      id,
      request.admin?.uid as number,
      request.body.text.trim(),
    );
    // The note's text stays with the request: the log, kept longer, only says that one was left.
    await app.audit.record(request, { action: 'request_note', resource: 'requests', itemId: id });
    return reply.code(201).send({ data: note });
  });

  app.delete('/:id', { schema: removeSchema, config: { access: 'editor' } }, async (request) => {
    const row = await app.requests.remove(request.params.id);
    if (!row) throw missing(request.params.id);
    request.log.info({ request: row.id }, 'customer request deleted');
    return { data: row };
  });

  app.get(
    '/:id/attachment',
    { schema: attachmentSchema, config: { access: 'editor' } },
    async (request, reply) => {
      const attachment = await app.requests.repository.attachment(request.params.id);
      const file = attachment && (await app.requests.files.get(attachment.key));
      if (!attachment || !file) throw notFound(`Request ${request.params.id} has no attachment`);
      return reply
        .headers(downloadHeaders({ name: downloadName(attachment), type: attachment.type, size: file.size }))
        .send(file.body as never);
    },
  );
};

export default requestRoutes;
