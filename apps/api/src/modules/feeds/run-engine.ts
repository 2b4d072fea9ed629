import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, emptyFeedRunCounts, FEED_LIMITS, type Role } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import {
  advertisements,
  feedRuns,
  feeds,
  users,
  type FeedRow,
  type StoredFeedRunError,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { registerJobTask } from '../../lib/jobs.ts';
import { FetchRefused } from '../../lib/safe-fetch.ts';
import { listingLimits } from '../settings/index.ts';
import { loadLookupIndex, mapRecord } from './mapping.ts';
import { FeedFileError, readFeedRecords } from './parse.ts';
import { PhotoRefused, storeRowPhotos } from './photos.ts';
import { inRowTransaction, refusalOf, unpublishVehicle, writeVehicle, type RowWriter } from './row-writes.ts';
import { openFeedSource } from './source.ts';

export const FEED_RUN_TASK = 'feed_run';
/** How many rows pass between two reports of progress (and two looks at whether the run was cancelled). */
const REPORT_EVERY_ROWS = 100;

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

class RunReport {
  counts = emptyFeedRunCounts();
  errors: StoredFeedRunError[] = [];
  progress = 0;

  note(error: StoredFeedRunError) {
    if (this.errors.length < FEED_LIMITS.errorsKept) this.errors.push(error);
  }
  fail(line: number, problems: Omit<StoredFeedRunError, 'line'>[]) {
    this.counts.failed += 1;
    problems.forEach((problem) => this.note({ line, ...problem }));
  }
}

/** Saves the report; answers false when the run was cancelled meanwhile (then it stops). */
async function saveProgress(db: Database, runId: string, report: RunReport) {
  const saved = await db
    .update(feedRuns)
    .set({ progress: report.progress, counts: report.counts, errors: report.errors })
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.status, 'running')))
    .returning({ id: feedRuns.id });
  return saved.length > 0;
}

/** Every row of the file, each on its own: a bad row is reported and the next one read. */
async function readRows(
  app: FastifyInstance,
  writer: RowWriter,
  runId: string,
  dryRun: boolean,
  report: RunReport,
) {
  const { feed } = writer;
  const index = await loadLookupIndex(app.db);
  const seen = new Set<string>();
  const source = await openFeedSource(app, feed);
  try {
    for await (const record of readFeedRecords(source, feed.format)) {
      report.progress += 1;
      const mapped = mapRecord(feed, index, record);
      const fieldValue = (field: string) => record.values[feed.fieldMapping[field as never] ?? ''];
      if (!mapped.vehicle) {
        report.fail(
          record.line,
          mapped.problems.map(({ field, messageKey }) => ({
            field,
            key: messageKey,
            value: fieldValue(field),
          })),
        );
      } else if (seen.has(mapped.vehicle.stockNumber)) {
        report.fail(record.line, [
          { field: 'stock_number', key: 'feed.stock_number_repeated', value: mapped.vehicle.stockNumber },
        ]);
      } else {
        const vehicle = mapped.vehicle;
        seen.add(vehicle.stockNumber);
        try {
          // Fetched before the row's transaction opens, so no transaction waits on a dealer's server.
          const photoKeys = feed.fieldMapping.photos
            ? await storeRowPhotos(app, feed.ownerId, vehicle.photos)
            : undefined;
          const done = await inRowTransaction(app, dryRun, (rowApp) =>
            writeVehicle({ ...writer, app: rowApp }, vehicle, photoKeys),
          );
          report.counts[done.outcome] += 1;
          for (const [field, keys] of Object.entries(done.notSubmitted ?? {}))
            keys.forEach((key) => report.note({ line: record.line, field, key }));
        } catch (error) {
          if (error instanceof PhotoRefused)
            report.fail(record.line, [
              { field: 'photos', key: error.messageKey, value: error.url, values: error.values },
            ]);
          else if (error instanceof AppError) report.fail(record.line, refusalOf(error));
          else throw error;
        }
      }
      if (report.progress % REPORT_EVERY_ROWS === 0 && !(await saveProgress(app.db, runId, report)))
        return null;
    }
  } finally {
    source.destroy();
  }
  return seen;
}

/** A full sync: the dealer's published ads of this feed that the file no longer lists leave the site. */
async function unpublishMissing(
  app: FastifyInstance,
  writer: RowWriter,
  dryRun: boolean,
  seen: Set<string>,
  report: RunReport,
) {
  const missing = await app.db
    .select({ id: advertisements.id, version: advertisements.version })
    .from(advertisements)
    .where(
      and(
        eq(advertisements.feedId, writer.feed.id),
        eq(advertisements.ownerId, writer.feed.ownerId),
        eq(advertisements.status, 'published'),
        isNull(advertisements.deletedAt),
        seen.size > 0 ? notInArray(advertisements.stockNumber, [...seen]) : undefined,
      ),
    );
  for (const ad of missing) {
    try {
      await inRowTransaction(app, dryRun, (rowApp) =>
        unpublishVehicle({ ...writer, app: rowApp }, ad.id, ad.version),
      );
      report.counts.unpublished += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report.fail(0, refusalOf(error));
    }
  }
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
    };
    const seen = await readRows(app, writer, runId, run.dryRun, report);
    if (!seen) return;
    if (feed.fullSync) await unpublishMissing(app, writer, run.dryRun, seen, report);
  } catch (error) {
    status = 'failed';
    if (error instanceof FeedFileError) report.note({ line: error.line, field: null, key: error.messageKey });
    else if (error instanceof FetchRefused)
      report.note({ line: 0, field: 'url', key: error.messageKey, values: error.values });
    else if (error instanceof AppError) report.note({ line: 0, field: null, key: error.messageKey });
    else {
      app.log.error({ err: error, runId }, 'feed run failed');
      report.note({ line: 0, field: null, key: 'feed.run_stopped' });
    }
  }
  await app.db
    .update(feedRuns)
    .set({
      status,
      progress: report.progress,
      counts: report.counts,
      errors: report.errors,
      finishedAt: new Date(),
    })
    .where(and(eq(feedRuns.id, runId), inArray(feedRuns.status, ['running'])));
}

export const registerFeedRunTask = () =>
  registerJobTask(FEED_RUN_TASK, (app, payload) => carryOutRun(app, (payload as { id: string }).id), {
    changes: ['advertisements'],
  });
