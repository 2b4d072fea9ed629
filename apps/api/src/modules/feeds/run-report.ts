import { and, eq } from 'drizzle-orm';
import { emptyFeedRunCounts, FEED_LIMITS } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { feedRuns, type StoredFeedRunError } from '../../db/schema/index.ts';

/** How often a run looks whether it was cancelled, to stop its downloads under way. */
const CANCEL_CHECK_MS = 500;

/** What a run has done so far: counts, row errors (line, field, message) and, apart from them, notes. */
export class RunReport {
  counts = emptyFeedRunCounts();
  errors: StoredFeedRunError[] = [];
  /** Of rows written: a new ad left a draft, and why. Useful to the dealer, but no row of the feed failed. */
  notes: StoredFeedRunError[] = [];
  /** Rows done (written, skipped or failed). */
  progress = 0;

  error(error: StoredFeedRunError) {
    if (this.errors.length < FEED_LIMITS.errorsKept) this.errors.push(error);
  }
  note(note: StoredFeedRunError) {
    if (this.notes.length < FEED_LIMITS.errorsKept) this.notes.push(note);
  }
  fail(line: number, problems: Omit<StoredFeedRunError, 'line'>[]) {
    this.counts.failed += 1;
    this.progress += 1;
    problems.forEach((problem) => this.error({ line, ...problem }));
  }
  get saved() {
    return { progress: this.progress, counts: this.counts, errors: this.errors, notes: this.notes };
  }
}

/** Saves the report; answers false when the run was cancelled meanwhile (then it stops). */
export async function saveProgress(db: Database, runId: string, report: RunReport) {
  const saved = await db
    .update(feedRuns)
    .set(report.saved)
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.status, 'running')))
    .returning({ id: feedRuns.id });
  return saved.length > 0;
}

/**
 * Aborts `controller` as soon as the run is no longer running (the screen cancelled it), so the photo downloads
 * under way stop at once rather than when the next group of rows is saved. Answers the function that stops
 * watching.
 */
export function watchCancellation(db: Database, runId: string, controller: AbortController) {
  let looking = false;
  const timer = setInterval(() => {
    if (looking || controller.signal.aborted) return;
    looking = true;
    db.select({ status: feedRuns.status })
      .from(feedRuns)
      .where(eq(feedRuns.id, runId))
      .then(([run]) => {
        if (run?.status !== 'running') controller.abort(new Error('the run was cancelled'));
      })
      // A look that failed (the database busy) is simply made again at the next tick.
      .catch(() => {})
      .finally(() => {
        looking = false;
      });
  }, CANCEL_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
