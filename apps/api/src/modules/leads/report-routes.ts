import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAD_KINDS,
  leadAssigneeSchema,
  leadAssigneesQuerySchema,
  leadReportQuerySchema,
  leadReportSchema,
  type LeadKind,
} from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { invalidFields } from '../../lib/errors.ts';
import { assigneeCandidates } from './assignees.ts';
import { namespaceOf } from './context.ts';
import { actorOf, errorResponses, TAG } from './http.ts';
import { findVisibleLead } from './queries.ts';
import { leadReport } from './reports.ts';

/** The longest period one report covers: two years of weeks. */
const MAX_REPORT_DAYS = 731;

/** Per inbox: its reports, and who its leads may be given to. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const inbox = (kind: LeadKind) => {
    const ns = namespaceOf(kind);

    app.get(
      `/${ns}/reports`,
      {
        config: { privilege: [ns, 'list'] },
        schema: {
          tags: [TAG],
          summary: `The ${kind} inbox's figures over a period (default: 12 weeks), spam left out, within the caller's scope`,
          querystring: leadReportQuerySchema,
          response: { 200: envelope(leadReportSchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const { from, to } = request.query;
        const days = from && to ? (Date.parse(to) - Date.parse(from)) / 86_400_000 : 0;
        if (days < 0) throw invalidFields({ to: ['common.invalid'] });
        if (days > MAX_REPORT_DAYS) throw invalidFields({ from: ['common.invalid'] });
        return ok(await leadReport(app, kind, actorOf(request), { from, to }, request.lang));
      },
    );

    app.get(
      `/${ns}/assignees`,
      {
        config: { privilege: [ns, 'update'] },
        schema: {
          tags: [TAG],
          summary: `Who the caller may give ${kind} leads to (with lead=: that lead), by name`,
          querystring: leadAssigneesQuerySchema,
          response: { 200: envelope(z.array(leadAssigneeSchema)), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const dealerId = request.query.lead
          ? (await findVisibleLead(app, kind, actor, request.query.lead)).dealerId
          : undefined;
        return ok(await assigneeCandidates(app.db, kind, actor, dealerId));
      },
    );
  };
  for (const kind of LEAD_KINDS) inbox(kind);
};
export default routes;
