import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Role } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { advertisements, feedRuns, feeds, users, type FeedRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { registerJobTask } from '../../lib/jobs.ts';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import { listingLimits } from '../settings/index.ts';
import { FeedFileError } from './parse.ts';
import { inRowSavepoint, inTransaction, refusalOf, unpublishVehicle, type RowWriter } from './row-writes.ts';
import { RunReport, watchCancellation } from './run-report.ts';
import { readRows } from './run-rows.ts';
import { stateVerdicts } from './state-verdicts.ts';
import type { StockNumberSet } from './stock-number-set.ts';

export const FEED_RUN_TASK = 'feed_run';

/** Queues a run's job in the caller's transaction: a run that is committed always has its job. */
export const queueFeedRun = (db: Database, runId: string) =>
  db.execute(
    sql`select graphile_worker.add_job(${FEED_RUN_TASK}, json_build_object('id', ${runId}::text), max_attempts := 1)`,
  );

/**
 * The job acts as the user who started the run (or the feed's dealer), so every write it makes is that user's,
 * checked and audited as theirs would be through the API.
 */
async function actingRequest(app: FastifyInstance, userId: string, runId: string) {
  const [user] = await app.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND');
  return {
    user: { id: user.id, role: user.role as Role },
    lang: DEFAULT_LANGUAGE,
    id: `feed-run-${runId}`,
    ip: null,
    server: app,
  } as unknown as FastifyRequest;
}

/**
 * A full sync: the dealer's published ads of this feed that the file no longer lists leave the site (a dry run
 * counts them). The file's stock numbers are looked up in memory: a million would not fit in one statement.
 */
async function unpublishMissing(
  app: FastifyInstance,
  writer: RowWriter,
  dryRun: boolean,
  seen: StockNumberSet,
  report: RunReport,
) {
  const published = await app.db
    .select({
      id: advertisements.id,
      version: advertisements.version,
      stockNumber: advertisements.stockNumber,
    })
    .from(advertisements)
    .where(
      and(
        eq(advertisements.feedId, writer.feed.id),
        eq(advertisements.ownerId, writer.feed.ownerId),
        eq(advertisements.status, 'published'),
        isNull(advertisements.deletedAt),
      ),
    );
  const missing = published.filter((ad) => ad.stockNumber === null || !seen.has(ad.stockNumber));
  if (dryRun) {
    report.counts.unpublished += missing.length;
    return;
  }
  await inTransaction(app, async (group) => {
    for (const ad of missing) {
      try {
        await inRowSavepoint(app, group, (rowApp) =>
          unpublishVehicle({ ...writer, app: rowApp }, ad.id, ad.version),
        );
        report.counts.unpublished += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        report.fail(0, refusalOf(error));
      }
    }
  });
}

/** The job of one run: reads the feed, writes (or, dry, plans) each row, and reports as it goes. */
export async function carryOutRun(app: FastifyInstance, runId: string) {
  const [run] = await app.db
    .update(feedRuns)
    .set({ status: 'running', startedAt: new Date() })
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.status, 'queued')))
    .returning();
  if (!run) return;
  const report = new RunReport();
  const cancelled = new AbortController();
  const stopWatching = watchCancellation(app.db, runId, cancelled);
  let status: 'succeeded' | 'failed' = 'succeeded';
  try {
    const [feed] = await app.db
      .select()
      .from(feeds)
      .where(and(eq(feeds.id, run.feedId), isNull(feeds.deletedAt)));
    if (!feed) throw new AppError('NOT_FOUND');
    const writer: RowWriter = {
      app,
      feed: feed as FeedRow,
      request: await actingRequest(app, run.startedBy ?? feed.ownerId, runId),
      trusted: (await listingLimits(app)).trustedDealerIds.includes(feed.ownerId),
      language: DEFAULT_LANGUAGE,
      check: stateVerdicts(app.db),
    };
    const rows = { id: runId, dryRun: run.dryRun, signal: cancelled.signal, stop: () => cancelled.abort() };
    const seen = await readRows(app, writer, rows, report);
    if (!seen) return;
    if (feed.fullSync) await unpublishMissing(app, writer, run.dryRun, seen, report);
  } catch (error) {
    // Cancelled: the screen already finished the run; what stopped it (an aborted download) is no error.
    if (cancelled.signal.aborted) return;
    status = 'failed';
    if (error instanceof FeedFileError)
      report.error({ line: error.line, field: null, key: error.messageKey });
    else if (error instanceof FetchRefused)
      report.error({ line: 0, field: 'url', key: error.messageKey, values: error.values });
    else if (error instanceof AppError) report.error({ line: 0, field: null, key: error.messageKey });
    else {
      app.log.error({ err: error, runId }, 'feed run failed');
      report.error({ line: 0, field: null, key: 'feed.run_stopped' });
    }
  } finally {
    stopWatching();
    // What lists show changed only if the run wrote: a dry run leaves every cache as it was.
    if (!run.dryRun) await app.announceWrite(['advertisements']);
  }
  await app.db
    .update(feedRuns)
    .set({ status, ...report.saved, finishedAt: new Date() })
    .where(and(eq(feedRuns.id, runId), inArray(feedRuns.status, ['running'])));
}

export const registerFeedRunTask = () =>
  registerJobTask(FEED_RUN_TASK, (app, payload) => carryOutRun(app, (payload as { id: string }).id));
