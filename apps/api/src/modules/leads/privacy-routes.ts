import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  leadErasureSchema,
  leadEraseSchema,
  leadPersonalDataQuerySchema,
  leadPersonalDataSchema,
} from '@coachyard/contract';
import { recordAudit } from '../../lib/audit.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerDailyJob } from '../../lib/jobs.ts';
import { errorResponses, TAG } from './http.ts';
import {
  anonymiseExpiredLeads,
  erasePersonalData,
  exportPersonalData,
  PERSONAL_DATA_PRIVILEGES,
} from './personal-data.ts';

/** A person's data spans the three inboxes: the caller needs `delete` on each (ADMIN by default); refusals are audited. */
async function mayHandlePersonalData(app: Parameters<FastifyPluginAsyncZod>[0], request: FastifyRequest) {
  for (const [namespace, action] of PERSONAL_DATA_PRIVILEGES)
    if (!(await app.privileges.can(request.user!.role, namespace, action))) {
      await recordAudit(app.db, request, { action: 'access_denied', namespace, after: { action } });
      throw new AppError('FORBIDDEN');
    }
}

/** Personal data (issue 15): export and erasure of what is stored about an address, and the daily retention job. */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerDailyJob(
    app,
    'anonymise_expired_leads',
    async (jobApp) => {
      const { anonymised, retentionDays } = await anonymiseExpiredLeads(jobApp);
      jobApp.log.info({ anonymised, retentionDays }, 'leads past their retention anonymised');
    },
    { changes: ['leads'] },
  );

  app.get(
    '/leads/personal-data',
    {
      preValidation: (request) => mayHandlePersonalData(app, request),
      schema: {
        tags: [TAG],
        summary:
          'Everything stored about an e-mail address (its leads, timelines and e-mail), as JSON; audited',
        querystring: leadPersonalDataQuerySchema,
        response: { 200: envelope(leadPersonalDataSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await exportPersonalData(app, request, request.query.email));
    },
  );

  app.post(
    '/leads/personal-data/erase',
    {
      preValidation: (request) => mayHandlePersonalData(app, request),
      schema: {
        tags: [TAG],
        summary: "Erases an address's personal data: its leads stay for the figures, anonymised; audited",
        body: leadEraseSchema,
        response: { 200: envelope(leadErasureSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await erasePersonalData(app, request, request.body.email), {
        messageKey: 'lead.erased',
        language: request.lang,
      }),
  );
};
export default routes;
