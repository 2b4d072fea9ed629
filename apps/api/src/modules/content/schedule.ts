import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { contentItems, type StoredContentTranslations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { registerJobTask } from '../../lib/jobs.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { findItemRow } from './queries.ts';
import { NAMESPACE } from './access.ts';

export const SCHEDULE_TASK = 'content_schedule';

type Executor = Pick<Database, 'execute'>;

/**
 * Queues, in the write's transaction, a job for every publish or unpublish time still ahead. Each language and
 * moment has its own job key, so a changed time replaces the job queued before. The queue is PostgreSQL's: a job
 * runs on time on whichever instance is up, after a restart too.
 */
export async function queueScheduledChanges(
  db: Executor,
  itemId: string,
  translations: StoredContentTranslations,
  now: Date,
) {
  for (const [language, translation] of Object.entries(translations)) {
    for (const moment of ['publish_at', 'unpublish_at'] as const) {
      const at = translation?.[moment];
      if (!at || Date.parse(at) <= now.getTime()) continue;
      await db.execute(sql`select graphile_worker.add_job(${SCHEDULE_TASK}, json_build_object('id', ${itemId}::text),
        run_at := ${at}::timestamptz, job_key := ${`content:${itemId}:${language}:${moment}`}, max_attempts := 10)`);
    }
  }
}

/** The stored statuses once every publish or unpublish time that has come is carried out; null when none has. */
export function dueChanges(
  translations: StoredContentTranslations,
  now: Date,
): StoredContentTranslations | null {
  let changed = false;
  const next: StoredContentTranslations = { ...translations };
  const due = (at: string | null) => at !== null && Date.parse(at) <= now.getTime();
  for (const [language, translation] of Object.entries(translations) as [
    Language,
    NonNullable<StoredContentTranslations[Language]>,
  ][]) {
    if (translation.status !== 'draft' && due(translation.unpublish_at)) {
      next[language] = { ...translation, status: 'draft', publish_at: null, unpublish_at: null };
      changed = true;
    } else if (translation.status === 'scheduled' && due(translation.publish_at)) {
      next[language] = { ...translation, status: 'published' };
      changed = true;
    }
  }
  return changed ? next : null;
}

/** The job: writes the due status changes of one item as a new version by nobody (the schedule). */
export async function carryOutSchedule(app: FastifyInstance, itemId: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await findItemRow(app.db, itemId, 'live').catch(() => null);
    if (!row) return;
    const translations = dueChanges(row.translations, new Date());
    if (!translations) return;
    try {
      await applyVersionedChange(app.db, null, {
        table: contentItems,
        namespace: NAMESPACE,
        id: itemId,
        version: row.version,
        changes: { translations },
        action: 'status_change',
        present: () => null,
      });
      return;
    } catch (error) {
      // An editor saved in between: read again and carry out what is still due.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
}

export const registerScheduleTask = () =>
  registerJobTask(SCHEDULE_TASK, (app, payload) => carryOutSchedule(app, (payload as { id: string }).id), {
    changes: [NAMESPACE],
  });
