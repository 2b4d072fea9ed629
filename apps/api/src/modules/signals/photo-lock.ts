import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The job that fingerprints, looks up and recomputes what a write left to it (backfill-job.ts). */
export const SIGNALS_BACKFILL_TASK = 'signals_backfill';

// One transaction-scoped advisory lock (the two-key space, apart from the leads' hashed keys) over the pairs of
// near photos. A look-up sees committed photos only, so of two near photos joining in concurrent transactions
// neither would find the other: whoever looks up holding the lock sees every photo looked up before it, since
// that holder committed before releasing it.
const PHOTO_MATCHES_LOCK = sql.raw('27, 1');

/**
 * Takes the lock if nobody holds it (a transaction holding it already gets it again). A write that finds it held
 * does not wait (a feed's group holds it until the group commits): it leaves its photos to the backfill job.
 */
export async function tryPhotoMatchesLock(db: Pick<Database, 'execute'>) {
  const { rows } = await db.execute<{ taken: boolean }>(
    sql`select pg_try_advisory_xact_lock(${PHOTO_MATCHES_LOCK}) as taken`,
  );
  return rows[0]!.taken;
}

/** Waits for the lock: the backfill job, which runs after the writes it follows have committed. */
export async function waitForPhotoMatchesLock(db: Pick<Database, 'execute'>) {
  await db.execute(sql`select pg_advisory_xact_lock(${PHOTO_MATCHES_LOCK})`);
}

/**
 * Queues the backfill job (once, however many ask), seen when the asking transaction commits: the photos a write
 * left are looked up again after every write holding the lock has committed. With `when`, only if it holds.
 */
export async function queueSignalsBackfill(db: Pick<Database, 'execute'>, when: SQL = sql`true`) {
  await db.execute(
    sql`select graphile_worker.add_job(${SIGNALS_BACKFILL_TASK}, '{}'::json, job_key := ${SIGNALS_BACKFILL_TASK},
          job_key_mode := 'preserve_run_at') where ${when}`,
  );
}
