import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LANGUAGES,
  LEAD_CSV_COLUMNS,
  LEAD_KINDS,
  LEAD_REPLY_TEMPLATES,
  leadDetailSchema,
  leadListQuerySchema,
  leadPageSchema,
  leadReplyTemplateSchema,
  leadUnreadCountsSchema,
  type LeadKind,
  type LeadSummary,
  type LeadUnreadCounts,
} from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { advertisementRefs, thumbnailBaseOf } from '../advertisements/index.ts';
import { sendCsv } from '../../lib/csv.ts';
import { namespaceOf } from './context.ts';
import { actorOf, errorResponses, idParams, TAG } from './http.ts';
import { listLeads, parseSort, unreadCount, type LeadListRequest } from './list-statements.ts';
import { replyMail, templateText } from './mail-templates.ts';
import { presentLeadListItem, presentLeadSummary } from './present.ts';
import { leadDetail, markRead } from './queries.ts';

const EXPORT_BATCH = 1_000;
const EXPORT_MAX_ROWS = 10_000;

const csvRow = (lead: LeadSummary, message: string): string[] => [
  lead.receipt_id,
  lead.kind,
  lead.status,
  lead.close_reason ?? '',
  lead.created_at,
  lead.name,
  lead.email,
  lead.phone ?? '',
  lead.language,
  lead.region ?? '',
  lead.advertisement?.short_id ?? '',
  lead.dealer?.name ?? '',
  lead.assignee?.name ?? '',
  lead.is_spam ? '1' : '0',
  lead.archived ? '1' : '0',
  lead.first_response_at ?? '',
  message,
];

/** An inbox's list, CSV export, one lead (marked read) and reply templates; unread counts of all three. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const inbox = (kind: LeadKind) => {
    const ns = namespaceOf(kind);
    const listRequest = (
      request: { query: z.infer<typeof leadListQuerySchema> } & Parameters<typeof actorOf>[0],
    ) => {
      const { page, per_page, sort, cursor, lang: _lang, records: _records, ...filters } = request.query;
      return {
        kind,
        actor: actorOf(request),
        filters,
        sort: parseSort(sort),
        page,
        perPage: per_page,
        cursor,
      } satisfies LeadListRequest;
    };

    app.get(
      `/${ns}`,
      {
        config: { privilege: [ns, 'list'] },
        schema: {
          tags: [TAG],
          summary: `The ${kind} inbox: filters, q, sort, page or cursor within the caller's scope; unread per caller`,
          querystring: leadListQuerySchema,
          response: { 200: envelope(leadPageSchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const listing = listRequest(request);
        const { rows, total, page, nextCursor, prevCursor } = await listLeads(app.db, {
          ...listing,
          totals: app.listTotals,
        });
        const refs = await advertisementRefs(
          app,
          rows.flatMap((row) => (row.advertisementId ? [row.advertisementId] : [])),
          request.lang,
        );
        const thumbnailBase = thumbnailBaseOf(app.storage);
        return ok({
          items: rows.map((row) => presentLeadListItem(row, refs, thumbnailBase)),
          total,
          page,
          per_page: listing.perPage,
          next_cursor: nextCursor,
          prev_cursor: prevCursor,
          thumbnail_base: thumbnailBase,
        });
      },
    );

    app.get(
      `/${ns}/export.csv`,
      {
        config: { privilege: [ns, 'list'] },
        schema: {
          tags: [TAG],
          summary: `The filtered ${kind} leads as CSV (UTF-8 with BOM, formulas neutralised; ${LEAD_CSV_COLUMNS.join(',')})`,
          querystring: leadListQuerySchema,
          response: {
            200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        const listing = listRequest(request);
        const lines: string[][] = [[...LEAD_CSV_COLUMNS]];
        // Walked by cursor, so a large export costs the same per batch from the first to the last.
        let cursor: string | undefined;
        do {
          const batch = await listLeads(app.db, {
            ...listing,
            page: 1,
            perPage: EXPORT_BATCH,
            cursor,
            withTotal: false,
          });
          const { rows } = batch;
          const refs = await advertisementRefs(
            app,
            rows.flatMap((row) => (row.advertisementId ? [row.advertisementId] : [])),
            request.lang,
          );
          for (const row of rows) lines.push(csvRow(presentLeadSummary(row, refs), row.message));
          cursor = batch.nextCursor ?? undefined;
        } while (cursor && lines.length <= EXPORT_MAX_ROWS);
        sendCsv(reply, ns, lines);
        return reply;
      },
    );

    app.get(
      `/${ns}/reply-templates`,
      {
        config: { privilege: [ns, 'read'] },
        schema: {
          tags: [TAG],
          summary:
            'The reply templates in a language (default: the request language), as the sender would read them',
          querystring: z.object({ language: z.enum(LANGUAGES).optional(), lang: z.string().optional() }),
          response: { 200: envelope(z.array(leadReplyTemplateSchema)), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const language = request.query.language ?? request.lang;
        const facts = { name: '{name}', receiptId: '{receipt}', language, advertisement: '{advertisement}' };
        return ok(
          LEAD_REPLY_TEMPLATES.map((id) => ({
            id,
            language,
            subject: replyMail(facts, id, '').subject,
            body: templateText(id, facts),
          })),
        );
      },
    );

    app.get(
      `/${ns}/:id`,
      {
        config: { privilege: [ns, 'read'] },
        schema: {
          tags: [TAG],
          summary: `One ${kind} lead with its timeline; opening it marks it read for the caller`,
          params: idParams,
          querystring: z.object({ lang: z.string().optional() }),
          response: { 200: envelope(leadDetailSchema), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const before = await leadDetail(app, kind, actor, request.params.id, request.lang);
        if (!before.unread) return ok(before);
        await markRead(app, before.id, actor.id);
        return ok(await leadDetail(app, kind, actor, before.id, request.lang));
      },
    );
  };
  for (const kind of LEAD_KINDS) inbox(kind);

  app.get(
    '/leads/unread-counts',
    {
      schema: {
        tags: [TAG],
        summary: 'Leads the caller has not opened, per inbox it may list (spam and archived left out)',
        response: { 200: envelope(leadUnreadCountsSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const counts: LeadUnreadCounts = {};
      await Promise.all(
        LEAD_KINDS.map(async (kind) => {
          if (await app.privileges.can(actor.role, namespaceOf(kind), 'list'))
            counts[namespaceOf(kind) as keyof LeadUnreadCounts] = await unreadCount(app.db, kind, actor);
        }),
      );
      return ok(counts);
    },
  );
};
export default routes;
