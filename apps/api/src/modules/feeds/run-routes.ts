import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedPreviewSchema,
  feedRunPageSchema,
  feedRunParams,
  feedRunSchema,
  feedRunStartSchema,
  feedSuggestionsSchema,
  listQuerySchema,
  wordedMessage,
  type FeedRun,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { feedRuns, type FeedRunRow, type StoredFeedRunError } from '../../db/schema/index.ts';
import { csvFileResponse, sendCsvFile } from '../../lib/csv.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import { AppError, invalidFields } from '../../lib/errors.ts';
import { idParams, langQuery } from '../../lib/resource/index.ts';
import { unmappedRequired } from './mapping.ts';
import { FeedFileError } from './parse.ts';
import { findFeed, NAMESPACE, TAG } from './queries.ts';
import { registerFeedRunTask } from './run-engine.ts';
import { ACTIVE_RUN_STATUSES, registerFeedSchedule, startFeedRun } from './schedule.ts';
import { previewFeed, suggestValues } from './suggestions.ts';
import { actorOf } from './writes.ts';

/** A row's error or note as kept, worded in the reader's language. */
const wordedRowMessage =
  (language: string) =>
  ({ line, field, key, value, values }: StoredFeedRunError) => {
    const message = wordedMessage(key, language, values ?? {});
    return { line, field, message: value ? `${message}: “${value}”` : message };
  };

/** A run as its screen shows it: its row errors, and apart from them its notes, in the reader's language. */
const presentRun = (run: FeedRunRow, language: string): FeedRun => ({
  id: run.id,
  feed_id: run.feedId,
  status: run.status,
  dry_run: run.dryRun,
  progress: run.progress,
  counts: run.counts,
  errors: run.errors.map(wordedRowMessage(language)),
  notes: run.notes.map(wordedRowMessage(language)),
  started_by: run.startedBy,
  created_at: run.createdAt.toISOString(),
  started_at: run.startedAt?.toISOString() ?? null,
  finished_at: run.finishedAt?.toISOString() ?? null,
});

const findRun = async (db: Database, feedId: string, runId: string) => {
  const [run] = await db
    .select()
    .from(feedRuns)
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.feedId, feedId)));
  if (!run) throw new AppError('NOT_FOUND');
  return run;
};

/** A file the screen reads that is not in the feed's format is the client's 400, not a crash. */
async function readingFile<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof FeedFileError) throw new AppError('BAD_REQUEST', error.messageKey);
    if (error instanceof FetchRefused) throw new AppError('BAD_REQUEST', 'feed.source_unreachable');
    throw error;
  }
}

/** A feed's runs (started as background jobs), and the reads its mapping screen needs. */
const runRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFeedRunTask();
  registerFeedSchedule(app);
  const privilege = (action: 'read' | 'update') => ({ privilege: [NAMESPACE, action] as const });
  const feedOf = (request: { params: { id: string } } & Parameters<typeof actorOf>[0]) =>
    findFeed(app.db, actorOf(request), request.params.id);

  app.post(
    '/feeds/:id/runs',
    {
      config: privilege('update'),
      schema: {
        tags: [TAG],
        summary: 'Start a run (dry: reports what a run would do and changes nothing) as a background job',
        params: idParams,
        querystring: langQuery,
        body: feedRunStartSchema,
        response: { 200: envelope(feedRunSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const feed = await feedOf(request);
      const missing = unmappedRequired(feed.fieldMapping);
      if (missing.length > 0)
        throw invalidFields(
          Object.fromEntries(missing.map((field) => [`field_mapping.${field}`, ['feed.mapping_incomplete']])),
        );
      if (feed.sourceKind === 'upload' && !feed.fileKey)
        throw invalidFields({ file_key: ['feed.file_missing'] });
      const run = await startFeedRun(app.db, feed.id, {
        dryRun: request.body.dry_run,
        startedBy: request.user!.id,
      });
      return ok(presentRun(run, request.lang), { messageKey: 'feed.run_started', language: request.lang });
    },
  );

  app.get(
    '/feeds/:id/runs',
    {
      config: privilege('read'),
      schema: {
        tags: [TAG],
        summary: 'The runs of a feed, newest first',
        params: idParams,
        querystring: listQuerySchema.pick({ page: true, per_page: true, lang: true }),
        response: { 200: envelope(feedRunPageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const feed = await feedOf(request);
      const { page, per_page } = request.query;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(feedRuns)
          .where(eq(feedRuns.feedId, feed.id))
          .orderBy(desc(feedRuns.createdAt), desc(feedRuns.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        app.db.select({ total: count() }).from(feedRuns).where(eq(feedRuns.feedId, feed.id)),
      ]);
      return ok({
        items: rows.map((run) => presentRun(run, request.lang)),
        total: total?.total ?? 0,
        page,
        per_page,
      });
    },
  );

  app.get(
    '/feeds/:id/runs/:runId',
    {
      config: privilege('read'),
      schema: {
        tags: [TAG],
        summary: 'One run: status, progress, counts and row errors (line, field, message)',
        params: feedRunParams,
        querystring: langQuery,
        response: { 200: envelope(feedRunSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const feed = await feedOf(request);
      return ok(presentRun(await findRun(app.db, feed.id, request.params.runId), request.lang));
    },
  );

  app.get(
    '/feeds/:id/runs/:runId/errors.csv',
    {
      config: privilege('read'),
      schema: {
        tags: [TAG],
        summary:
          "The run's row errors as a CSV file (line, field, message in the reader's language), by line",
        params: feedRunParams,
        querystring: langQuery,
        response: { 200: csvFileResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const feed = await feedOf(request);
      const run = await findRun(app.db, feed.id, request.params.runId);
      const rows = run.errors
        .map(wordedRowMessage(request.lang))
        .sort((left, right) => left.line - right.line)
        .map(({ line, field, message }) => [String(line), field ?? '', message]);
      const day = run.createdAt.toISOString().slice(0, 10);
      return sendCsvFile(reply, [feed.name, 'errors', day], [['line', 'field', 'message'], ...rows]);
    },
  );

  app.post(
    '/feeds/:id/runs/:runId/cancel',
    {
      config: privilege('update'),
      schema: {
        tags: [TAG],
        summary: 'Cancel a queued or running run; what it already wrote stays (each row is whole)',
        params: feedRunParams,
        querystring: langQuery,
        response: { 200: envelope(feedRunSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const feed = await feedOf(request);
      const run = await findRun(app.db, feed.id, request.params.runId);
      const [cancelled] = await app.db
        .update(feedRuns)
        .set({ status: 'cancelled', finishedAt: new Date() })
        .where(and(eq(feedRuns.id, run.id), inArray(feedRuns.status, [...ACTIVE_RUN_STATUSES])))
        .returning();
      if (!cancelled) throw new AppError('CONFLICT', 'feed.run_finished');
      return ok(presentRun(cancelled, request.lang), { messageKey: 'common.saved', language: request.lang });
    },
  );

  app.get(
    '/feeds/:id/preview',
    {
      config: privilege('read'),
      schema: {
        tags: [TAG],
        summary: "The feed's first rows and their columns, read as a run reads them",
        params: idParams,
        querystring: langQuery,
        response: { 200: envelope(feedPreviewSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await readingFile(() => feedOf(request).then((feed) => previewFeed(app, feed)))),
  );

  app.get(
    '/feeds/:id/suggestions',
    {
      config: privilege('read'),
      schema: {
        tags: [TAG],
        summary:
          'Lookup items resembling the feed values no mapping resolves (trigram similarity), best first',
        params: idParams,
        querystring: langQuery,
        response: { 200: envelope(feedSuggestionsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await readingFile(() => feedOf(request).then((feed) => suggestValues(app, feed)))),
  );
};
export default runRoutes;
