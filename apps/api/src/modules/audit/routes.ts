import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  auditListQuerySchema,
  auditPageSchema,
  auditRetentionSchema,
  recordHistorySchema,
  recordRestoreSchema,
  type AuditListQuery,
  type Namespace,
} from '@coachyard/contract';
import { recordAudit } from '../../lib/audit.ts';
import { csvFileResponse, sendCsv } from '../../lib/csv.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { registerDailyJob } from '../../lib/jobs.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { historyKindsOf } from '../../lib/record-history.ts';
import { historyOf, restoreRecord } from './history.ts';
import { namesForEvents, presentEvent, valueText, withRecordLabels } from './present.ts';
import { listEvents, type AuditFilters } from './queries.ts';
import { auditRetention, purgeExpiredEvents } from './retention.ts';

const NAMESPACE = 'audit';
const TAG = 'audit';
/** An export walks the trail by cursor in batches of this size, up to EXPORT_MAX_ROWS events. */
const EXPORT_BATCH = 1_000;
const EXPORT_MAX_ROWS = 100_000;
const CSV_COLUMNS = [
  'id',
  'occurred_at',
  'actor',
  'actor_email',
  'actor_role',
  'action',
  'namespace',
  'record_id',
  'record',
  'field',
  'before',
  'after',
  'request_id',
  'ip',
] as const;

const historyParams = z.object({ namespace: z.string().max(64), id: z.string().max(64) });
const langQuery = z.object({ lang: z.string().optional() });

/**
 * The whole trail is an ADMIN's (privilege `audit`); anyone else given that privilege sees the events of their
 * own actions only, since the trail of other people's work outside their scope is not theirs to read.
 */
const filtersFor = (request: FastifyRequest, query: AuditListQuery): AuditFilters =>
  request.user!.role === 'ADMIN' ? query : { ...query, actor: request.user!.id };

/** The audit trail (issue 17): every event with filters and CSV, and any registered record's history and restore. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /** A record's history is for those who may read its namespace; the row scope then decides which records. */
  async function requireNamespace(request: FastifyRequest, namespace: string, action: 'read' | 'update') {
    if (historyKindsOf(namespace).length === 0) throw notFound();
    const { role } = request.user!;
    if (await app.privileges.can(role, namespace as Namespace, action)) return;
    await recordAudit(app.db, request, { action: 'access_denied', namespace, after: { action } });
    throw new AppError('FORBIDDEN');
  }
  const mayRestore = async (request: FastifyRequest, namespace: string) =>
    (await app.privileges.can(request.user!.role, NAMESPACE, 'update')) &&
    (await app.privileges.can(request.user!.role, namespace as Namespace, 'update'));

  // Events older than the retention period go once a day; the purge is itself an event.
  registerDailyJob(app, 'purge_audit', async (jobApp) => {
    const { purged, before } = await purgeExpiredEvents(jobApp);
    jobApp.log.info({ purged, before }, 'audit events past their retention purged');
  });

  app.get(
    '/audit/retention',
    {
      config: { privilege: [NAMESPACE, 'list'] },
      schema: {
        tags: [TAG],
        summary:
          'How long events are kept (Settings › Leads) and the instant before which the daily purge deletes them: export them first with /audit/export.csv?to=<purge_before>',
        querystring: langQuery,
        response: { 200: envelope(auditRetentionSchema) },
      },
    },
    async () => ok(await auditRetention(app)),
  );

  app.get(
    '/audit',
    {
      config: { privilege: [NAMESPACE, 'list'] },
      schema: {
        tags: [TAG],
        summary: 'The audit trail, newest first: filters, search, and a keyset cursor (`next_cursor`)',
        querystring: auditListQuerySchema,
        response: { 200: envelope(auditPageSchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listEvents(app.db, filtersFor(request, query), {
        cursor: query.cursor,
        perPage: query.per_page,
      });
      const items = await withRecordLabels(app.db, page.rows.map(presentEvent), request.lang);
      const names = await namesForEvents(app.db, items, request.lang);
      return ok({ items, names, per_page: query.per_page, next_cursor: page.nextCursor });
    },
  );

  app.get(
    '/audit/export.csv',
    {
      config: { privilege: [NAMESPACE, 'list'] },
      schema: {
        tags: [TAG],
        summary: `The filtered trail as CSV, one line per changed field (UTF-8 with BOM; columns ${CSV_COLUMNS.join(',')})`,
        querystring: auditListQuerySchema.omit({ cursor: true, per_page: true }),
        response: { 200: csvFileResponse },
      },
    },
    async (request, reply) => {
      const filters = filtersFor(request, request.query as AuditListQuery);
      const rows: string[][] = [[...CSV_COLUMNS]];
      let cursor: string | undefined;
      do {
        const page = await listEvents(app.db, filters, { cursor, perPage: EXPORT_BATCH });
        const events = await withRecordLabels(app.db, page.rows.map(presentEvent), request.lang);
        const names = await namesForEvents(app.db, events, request.lang);
        for (const event of events) {
          const common = [event.id, event.occurred_at, event.actor?.name ?? '', event.actor?.email ?? ''];
          const changes =
            event.changes.length > 0 ? event.changes : [{ field: '', before: null, after: null }];
          for (const change of changes) {
            rows.push([
              ...common,
              event.actor_role ?? '',
              event.action,
              event.namespace,
              event.record_id ?? '',
              event.record_label ?? '',
              change.field,
              valueText(change.before, names),
              valueText(change.after, names),
              event.request_id ?? '',
              event.ip ?? '',
            ]);
          }
        }
        cursor = page.nextCursor ?? undefined;
      } while (cursor && rows.length <= EXPORT_MAX_ROWS);
      await recordAudit(app.db, request, { action: 'export', namespace: NAMESPACE, after: { filters } });
      return sendCsv(reply, 'audit', rows);
    },
  );

  app.get(
    '/audit/history/:namespace/:id',
    {
      schema: {
        tags: [TAG],
        summary:
          "One record's events, newest first, for whoever may read its namespace and sees the record (row scope)",
        params: historyParams,
        querystring: langQuery,
        response: { 200: envelope(recordHistorySchema) },
      },
    },
    async (request) => {
      const { namespace, id } = request.params;
      await requireNamespace(request, namespace, 'read');
      const canRestore = await mayRestore(request, namespace);
      return ok(
        await historyOf(app.db, namespace, id, request.user!, { canRestore, language: request.lang }),
      );
    },
  );

  app.post(
    '/audit/history/:namespace/:id/restore',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary:
          'Restore the record as it was right after `event_id`, as a new version (409 when it is no longer at `version`)',
        params: historyParams,
        querystring: langQuery,
        body: recordRestoreSchema,
        response: { 200: envelope(recordHistorySchema) },
      },
    },
    async (request) => {
      const { namespace, id } = request.params;
      await requireNamespace(request, namespace, 'update');
      await restoreRecord(app.db, request, {
        namespace,
        id,
        eventId: Number(request.body.event_id),
        version: request.body.version,
      });
      return ok(
        await historyOf(app.db, namespace, id, request.user!, { canRestore: true, language: request.lang }),
        {
          messageKey: 'common.restored',
          language: request.lang,
        },
      );
    },
  );
};
export default routes;
