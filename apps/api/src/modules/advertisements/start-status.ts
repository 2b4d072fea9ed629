import { eq } from 'drizzle-orm';
import type { AdvertisementStatus, Language } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { advertisements, type AdvertisementRow } from '../../db/schema/index.ts';
import type { App } from './context.ts';
import { submissionRefusals } from './submission-guards.ts';
import { runWriteHooks } from './write-hooks.ts';

/**
 * The status a new ad asks to start in instead of `draft` (a stock feed's new ad, issue 28), judged on the row as
 * written with its signals stored, in the insert's own transaction: `pending_review` as a submission would move it
 * (a photo, every submission guard's consent), `published` when, besides, its health band is green (whether the
 * dealer is trusted to skip review is the caller's rule). Refused, the ad starts as a draft.
 */
export interface StartIn {
  status: 'pending_review' | 'published';
  /** The refusals' language. */
  language: Language;
}

/** The status an ad inserted with `start` is written in first: a draft without photos is never submitted. */
export const firstStatusOf = (start: StartIn | undefined, photographed: boolean): AdvertisementStatus =>
  start && photographed ? start.status : 'draft';

/**
 * Where the ad just inserted starts: judged on the row as its write hooks left it (`written`: its stored signals,
 * which the guards and the band read; neither depends on the ad's own status), as a status move would judge it. A
 * start the judgement refuses is moved in the same transaction, before the ad's one audit event is written, its
 * hooks run again for the status (the price band, the ads sharing its photos), as a status move's.
 */
export async function settleStart(
  app: App,
  tx: Database,
  inserted: AdvertisementRow,
  written: AdvertisementRow,
  start: StartIn | undefined,
): Promise<{ row: AdvertisementRow; refusals?: Record<string, string[]> }> {
  if (!start) return { row: inserted };
  if (inserted.status === 'draft')
    return { row: inserted, refusals: { media: ['advertisement.photo_required'] } };
  // The guards read through the insert's own transaction (a Fastify instance does not spread: name what they use).
  const { storage, config, privileges, siteSettings } = app;
  const onTx = { db: tx, storage, config, privileges, siteSettings };
  // Its hooks stored its signals just now, price band included, in this transaction, and answered them: the
  // guards judge them as they are, without reading the row back or looking the comparables up a second time.
  const found = await submissionRefusals(onTx, written, start.language, true);
  const refusals = Object.keys(found).length > 0 ? found : undefined;
  const publish = start.status === 'published' && written.healthBand === 'green';
  const status = refusals ? 'draft' : publish ? 'published' : 'pending_review';
  if (status === inserted.status) return { row: inserted };
  const [moved] = await tx
    .update(advertisements)
    // Back to review, the 0027 trigger stamps `submitted_at`; a draft has never waited.
    .set({ status, publishedAt: null, ...(status === 'draft' && { submittedAt: null }) })
    .where(eq(advertisements.id, inserted.id))
    .returning();
  await runWriteHooks(app, tx, moved!, written);
  // What the insert wrote, in the status it starts in (the signals the hooks stored are not the trail's).
  const { publishedAt, submittedAt } = moved!;
  return { row: { ...inserted, status, publishedAt, submittedAt }, refusals };
}
