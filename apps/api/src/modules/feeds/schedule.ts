import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emptyFeedRunCounts } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { feedRuns, type StoredFeedRunError } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRecurringJob } from '../../lib/jobs.ts';
import { unmappedRequired } from './mapping.ts';
import { queueFeedRun } from './run-engine.ts';

export const ACTIVE_RUN_STATUSES = ['queued', 'running'] as const;
/** How often the schedule looks for URL feeds that are due: a feed is pulled at most this late. */
const SCHEDULE_EVERY_SECONDS = 5 * 60;
/**
 * A run still active this long after it was queued was left by a crash (the longest a URL feed's body may take is
 * two hours): the next start of its feed fails it, so it no longer holds the feed.
 */
const ABANDONED_AFTER_HOURS = 3;
const ABANDONED: StoredFeedRunError = { line: 0, field: null, key: 'feed.run_stopped' };

/**
 * Queues a run of the feed in one transaction, after failing a run its crashed worker left active: one run of a
 * feed at a time (the feed's row is locked while this one is checked and queued), and a committed run always has
 * its job. `startedBy` null is the schedule: the run then acts as the feed's dealer.
 */
export function startFeedRun(
  db: Database,
  feedId: string,
  options: { dryRun: boolean; startedBy: string | null },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from feeds where id = ${feedId} for update`);
    await tx
      .update(feedRuns)
      .set({
        status: 'failed',
        finishedAt: new Date(),
        errors: sql`${feedRuns.errors} || ${JSON.stringify([ABANDONED])}::jsonb`,
      })
      .where(
        and(
          eq(feedRuns.feedId, feedId),
          inArray(feedRuns.status, [...ACTIVE_RUN_STATUSES]),
          lt(feedRuns.createdAt, sql`now() - make_interval(hours => ${ABANDONED_AFTER_HOURS})`),
        ),
      );
    const [active] = await tx
      .select({ id: feedRuns.id })
      .from(feedRuns)
      .where(and(eq(feedRuns.feedId, feedId), inArray(feedRuns.status, [...ACTIVE_RUN_STATUSES])));
    if (active) throw new AppError('CONFLICT', 'feed.run_active');
    const [created] = await tx
      .insert(feedRuns)
      .values({ feedId, dryRun: options.dryRun, counts: emptyFeedRunCounts(), startedBy: options.startedBy })
      .returning();
    await queueFeedRun(tx as unknown as Database, created!.id);
    return created!;
  });
}

/**
 * The schedule's tick: a real run of every URL feed whose last real run started `interval_hours` ago or more,
 * unless it is running now or its mapping is not complete. A feed that never ran for real waits for its dealer:
 * the first import of a whole stock is theirs to start, after a dry run showed what it would do, not the tick's
 * the moment a mapping is saved. Answers the runs it started.
 */
export async function startDueFeedRuns(app: Pick<FastifyInstance, 'db'>) {
  const due = await app.db.execute<{ id: string; field_mapping: Record<string, string> }>(sql`
    select f.id, f.field_mapping from feeds f
    where f.source_kind = 'url' and f.deleted_at is null
      and exists (select 1 from feed_runs first where first.feed_id = f.id and not first.dry_run)
      and not exists (
        select 1 from feed_runs r
        where r.feed_id = f.id and not r.dry_run
          and r.created_at > now() - make_interval(hours => f.interval_hours)
      )`);
  const started: string[] = [];
  for (const feed of due.rows) {
    if (unmappedRequired(feed.field_mapping).length > 0) continue;
    try {
      started.push((await startFeedRun(app.db, feed.id, { dryRun: false, startedBy: null })).id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return started;
}

export const registerFeedSchedule = (app: FastifyInstance) =>
  registerRecurringJob(app, 'feed_schedule', SCHEDULE_EVERY_SECONDS, async (jobApp) => {
    await startDueFeedRuns(jobApp);
  });
