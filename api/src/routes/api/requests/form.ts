/**
 * What the site's two forms (a customer request, a job application) and their inboxes share on the
 * way in and out: reading a multipart form with its one file, refusing malformed text, the inbox's
 * list query, and the headers of a private file's download.
 */
import type { FastifyRequest } from 'fastify';
import { parseListQuery } from '../../../content/list-query.ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../../db/schema/index.ts';
import { badRequest } from '../../../errors.ts';
import type { ReceivedFile } from '../../../plugins/app/requests/index.ts';
import { REQUEST_LIMITS } from '../../../schemas/requests.ts';
import { malformedTextAt } from '../../../well-formed.ts';

export interface Submission {
  fields: Record<string, unknown>;
  file?: ReceivedFile;
}

/** The multipart parser's own errors (a cut or garbled body) carry no status: they are the client's. */
function malformed(error: Error & { statusCode?: number }): never {
  if (error.statusCode && error.statusCode < 500) throw error;
  throw badRequest(`The multipart body could not be read: ${error.message}`);
}

/**
 * The form's fields and its one file (in the multipart field `fileField`), read whole (at most
 * 10 MB) before anything is stored; a multipart form's fields arrive after the app's check of
 * JSON bodies, so they are checked here the same way.
 */
export async function readSubmission(request: FastifyRequest, fileField: string): Promise<Submission> {
  const submission = await readParts(request, fileField);
  const badText = malformedTextAt(submission.fields);
  if (badText) {
    throw badRequest(`${badText} holds a NUL character or a broken surrogate pair`, 'text.malformed', {
      field: badText,
    });
  }
  return submission;
}

async function readParts(request: FastifyRequest, fileField: string): Promise<Submission> {
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
        if (part.fieldname !== fileField)
          throw badRequest(`Send the file in the multipart field "${fileField}"`);
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

/** An inbox's filter: the content filter's q and id, plus a status and an assignee. */
export function parseInboxQuery(query: { sort?: string; range?: string; filter?: string; q?: string }) {
  let status: RequestStatus | undefined;
  let assigneeId: number | undefined;
  let filter = query.filter;
  if (filter !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(filter);
    } catch {
      throw badRequest('filter is not valid JSON');
    }
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const { status: wanted, assigneeId: assignee, ...rest } = parsed as Record<string, unknown>;
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
  return { ...rest, status, assigneeId };
}

/** A private file as a download: never rendered in the browser, never kept in a shared cache. */
export function downloadHeaders(file: { name: string; type: string; size: number }): Record<string, string> {
  return {
    'content-type': file.type,
    'content-length': String(file.size),
    'content-disposition': `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'cache-control': 'private, no-store',
  };
}

/** A plain-ASCII stand-in for clients that do not read `filename*`. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}
