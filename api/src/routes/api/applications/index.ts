import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentRange } from '../../../content/list-query.ts';
import { badRequest, notFound } from '../../../errors.ts';
import {
  ApplicationSubmission,
  applicationAssigneesSchema,
  applicationsSummarySchema,
  cvSchema,
  getApplicationSchema,
  listApplicationsSchema,
  removeApplicationSchema,
  submitApplicationSchema,
  updateApplicationSchema,
} from '../../../schemas/applications.ts';
import { automatedRefusal, checkForm, checkVisitor } from '../../../schemas/requests.ts';
import { downloadHeaders, parseInboxQuery, readSubmission } from '../requests/form.ts';

/**
 * Job applications. Candidates send the form (the request form's proof of work from
 * GET /api/requests/challenge, its honeypot and its limits per address); everything else is
 * «Отклики» and needs the `applications` permission (administrators only): a CV is personal data
 * of another kind than a customer request.
 */
const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { rateLimit: limit } = app.config.requests;
  await app.register(rateLimit, app.throttles.rateLimits('applications'));
  const missing = (id: number) => notFound(`There is no application with id ${id}`);

  app.post(
    '/',
    {
      schema: submitApplicationSchema,
      config: { access: 'public', rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 } },
    },
    async (request, reply) => {
      const { fields, file } = await readSubmission(request, 'cv');
      const submission = checkForm(ApplicationSubmission, fields);
      const { proof, automated, ...values } = checkVisitor(submission);
      if (!file)
        throw badRequest('cv is required: attach a CV (PDF or Word)', 'field.required', { field: 'cv' });
      await app.requests.challenges.redeem(proof);
      if (automated) throw automatedRefusal();
      // The vacancy must be one a visitor can see now (published, not closed, not in the trash).
      if (!(await app.content.vacancies.get(Number(submission.vacancyId), { includeDrafts: false }))) {
        throw badRequest(`vacancyId ${submission.vacancyId} is not a published vacancy`, 'vacancy.unknown', {
          field: 'vacancyId',
        });
      }

      const stored = await app.applications.receive(
        { ...values, vacancyId: Number(submission.vacancyId), vacancyTitle: submission.vacancyTitle.trim() },
        file,
      );
      request.log.info({ application: stored.id }, 'job application stored');
      return reply.code(201).send({ data: { id: stored.id } });
    },
  );

  const staff = { access: 'applications' } as const;

  app.get('/', { schema: listApplicationsSchema, config: staff }, async (request, reply) => {
    const query = parseInboxQuery(request.query);
    const { rows, total } = await app.applications.repository.list(
      query,
      await app.applications.retentionDays(),
    );
    reply
      .header('content-range', contentRange('applications', query.range?.start ?? 0, rows.length, total))
      .header('cache-control', 'no-store');
    return { data: rows };
  });

  app.get('/summary', { schema: applicationsSummarySchema, config: staff }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      data: {
        new: await app.applications.repository.countNew(),
        notifications: (await app.applications.recipients()).length ? ('on' as const) : ('off' as const),
        retentionDays: await app.applications.retentionDays(),
      },
    };
  });

  app.get('/assignees', { schema: applicationAssigneesSchema, config: staff }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await app.applications.repository.assignees() };
  });

  app.get('/:id', { schema: getApplicationSchema, config: staff }, async (request, reply) => {
    const row = await app.applications.repository.get(
      request.params.id,
      await app.applications.retentionDays(),
    );
    if (!row) throw missing(request.params.id);
    reply.header('cache-control', 'no-store');
    return { data: row };
  });

  app.put('/:id', { schema: updateApplicationSchema, config: staff }, async (request) => {
    const { id } = request.params;
    const { status, notes, assigneeId } = request.body;
    let assignee: { email: string } | undefined;
    if (assigneeId) {
      assignee = (await app.applications.repository.assignees()).find(
        (colleague) => colleague.id === assigneeId,
      );
      if (!assignee) {
        throw badRequest(
          `Account ${assigneeId} cannot handle applications: assign an active administrator`,
          'application.assignee_invalid',
          { field: 'assigneeId' },
        );
      }
    }
    const changes = { status, notes: notes?.trim(), assigneeId };
    if (!(await app.applications.repository.update(id, changes))) throw missing(id);
    // The notes' text stays with the application: the log, kept longer, only names what changed.
    await app.audit.record(request, {
      action: 'application_update',
      resource: 'applications',
      itemId: id,
      details: {
        changes: Object.keys(request.body),
        ...(assigneeId !== undefined && { assignee: assignee?.email ?? null }),
      },
    });
    const row = await app.applications.repository.get(id, await app.applications.retentionDays());
    if (!row) throw missing(id);
    return { data: row };
  });

  app.delete('/:id', { schema: removeApplicationSchema, config: staff }, async (request) => {
    const row = await app.applications.remove(request.params.id);
    if (!row) throw missing(request.params.id);
    await app.audit.record(request, {
      action: 'application_delete',
      resource: 'applications',
      itemId: row.id,
    });
    return { data: row };
  });

  app.get('/:id/cv', { schema: cvSchema, config: staff }, async (request, reply) => {
    const { id } = request.params;
    const cv = await app.applications.repository.cv(id);
    const file = cv && (await app.applications.files.get(cv.key));
    if (!cv || !file) throw notFound(`Application ${id} has no CV`);
    // Every opening of a CV is in the action log, before a byte of it leaves.
    await app.audit.record(request, {
      action: 'application_cv_open',
      resource: 'applications',
      itemId: id,
      details: { file: cv.name },
    });
    return reply
      .headers(downloadHeaders({ name: cv.name, type: cv.type, size: file.size }))
      .send(file.body as never);
  });
};

export default applicationRoutes;
