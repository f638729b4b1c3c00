import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { contentRange, parseListQuery } from '../../../content/list-query.ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { downloadName } from '../../../plugins/app/requests/attachments.ts';
import type { ReceivedFile } from '../../../plugins/app/requests/index.ts';
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
  REQUEST_LIMITS,
  removeSchema,
  submitSchema,
  summarySchema,
  updateSchema,
} from '../../../schemas/requests.ts';
import { malformedTextAt } from '../../../well-formed.ts';

interface Submission {
  fields: Record<string, unknown>;
  file?: ReceivedFile;
}

/** The multipart parser's own errors (a cut or garbled body) carry no status: they are the client's. */
function malformed(error: Error & { statusCode?: number }): never {
  if (error.statusCode && error.statusCode < 500) throw error;
  throw badRequest(`The multipart body could not be read: ${error.message}`);
}

/** The form's fields and its one file, read whole (at most 10 MB) before anything is stored. */
async function readSubmission(request: FastifyRequest): Promise<Submission> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('Send the request as multipart/form-data or as a JSON object');
    }
    return { fields: body as Record<string, unknown> };
  }
  const submission: Submission = { fields: {} };
  const parts = request.parts({
    limits: { fileSize: REQUEST_LIMITS.attachment, files: 1, fields: 21, parts: 22, fieldSize: 20_000 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'attachment')
          throw badRequest('Send the file in the multipart field "attachment"');
        if (bytes.length > 0) submission.file = { bytes, name: part.filename };
      } else {
        submission.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    malformed(error as Error);
  }
  return submission;
}

/** The inbox's filter by item: `itemResource` and `itemId` together. */
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

/** The inbox's filter: the content filter's q and id, plus a request status, an assignee and an item. */
function parseInboxQuery(query: { sort?: string; range?: string; filter?: string; q?: string }) {
  let status: RequestStatus | undefined;
  let assigneeId: number | undefined;
  let item: ReturnType<typeof itemFilter>;
  let filter = query.filter;
  if (filter !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(filter);
    } catch {
      throw badRequest('filter is not valid JSON');
    }
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const {
        status: wanted,
        assigneeId: assignee,
        itemResource,
        itemId,
        ...rest
      } = parsed as Record<string, unknown>;
      item = itemFilter(itemResource, itemId);
      if (wanted !== undefined) {
        if (!REQUEST_STATUSES.includes(wanted as RequestStatus)) {
          throw badRequest(`filter.status must be one of ${REQUEST_STATUSES.join(', ')}`);
        }
        status = wanted as RequestStatus;
      }
      if (assignee !== undefined) {
        if (!Number.isSafeInteger(assignee) || (assignee as number) < 1) {
          throw badRequest('filter.assigneeId must be an account id', 'query.invalid', { param: 'filter' });
        }
        assigneeId = assignee as number;
      }
      filter = JSON.stringify(rest);
    }
  }
  const { status: _, ...rest } = parseListQuery({ ...query, filter });
  return { ...rest, status, assigneeId, item };
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
      const { fields, file } = await readSubmission(request);
      // A multipart form's fields arrive after the app's check of JSON bodies: checked here the same way.
      const badText = malformedTextAt(fields);
      if (badText) {
        throw badRequest(`${badText} holds a NUL character or a broken surrogate pair`, 'text.malformed', {
          field: badText,
        });
      }
      const { proof, automated, ...values } = checkSubmission(fields);
      await app.requests.challenges.redeem(proof);
      if (automated) throw automatedRefusal();

      const stored = await app.requests.receive(values, file);
      request.log.info({ request: stored.id, attachment: Boolean(file) }, 'customer request stored');
      return reply.code(201).send({ data: { id: stored.id } });
    },
  );

  app.get('/', { schema: listSchema, config: { access: 'editor' } }, async (request, reply) => {
    const query = parseInboxQuery(request.query);
    const { rows, total } = await app.requests.repository.list(query);
    reply
      .header('content-range', contentRange('requests', query.range?.start ?? 0, rows.length, total))
      .header('cache-control', 'no-store');
    return { data: rows };
  });

  app.get('/summary', { schema: summarySchema, config: { access: 'editor' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      data: {
        new: await app.requests.repository.countNew(),
        notifications: (await app.requests.recipients()).length ? ('on' as const) : ('off' as const),
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
      const name = downloadName(attachment);
      return reply
        .headers({
          'content-type': attachment.type,
          'content-length': String(file.size),
          // Always a download, never rendered in the browser, and never kept in a shared cache.
          'content-disposition': `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          'cache-control': 'private, no-store',
        })
        .send(file.body as never);
    },
  );
};

/** A plain-ASCII stand-in for clients that do not read `filename*`. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

export default requestRoutes;
