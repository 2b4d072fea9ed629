import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  translateMessage,
  type AdvertisementSignals,
  type Language,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { advertisements, settings } from '../../db/schema/index.ts';
import type { AdvertisementRowRead, AdvertisementsApp } from '../advertisements/index.ts';
import { listingLimits } from '../settings/index.ts';
import { adsShowingSamePhotos, duplicatesOf, type ComparedAd } from './duplicates.ts';
import { judgeHealth, type JudgedAd } from './health.ts';
import { photoFactsOf } from './photos.ts';
import { priceSignalOf, type PricedAd } from './price.ts';

export type SignalSource = JudgedAd & PricedAd & ComparedAd;

/** Every signal of an ad, its messages not yet worded. */
export async function computeSignals(db: Database, ad: SignalSource, minPhotos: number) {
  const photos = await photoFactsOf(
    db,
    ad.media.map((item) => item.key),
  );
  const [price, duplicates] = await Promise.all([priceSignalOf(db, ad), duplicatesOf(db, ad, photos)]);
  return { photos, price, duplicates, ...judgeHealth(ad, price, minPhotos, photos) };
}
export type ComputedSignals = Awaited<ReturnType<typeof computeSignals>>;

/**
 * How urgently a reviewer should look at the ad (the review queue's order, highest first): a possible photo theft,
 * then a price far below its band, then flagged texts, then nothing.
 */
export function reviewRankOf(computed: Pick<ComputedSignals, 'duplicates' | 'price' | 'flags'>) {
  if (computed.duplicates.some((duplicate) => duplicate.kind === 'possible_theft')) return 3;
  if (computed.price.band === 'below') return 2;
  return computed.flags.length > 0 ? 1 : 0;
}

/** The signals as the reader reads them: each check's message in their language. */
export function presentSignals(computed: ComputedSignals, language: Language): AdvertisementSignals {
  return {
    health: {
      score: computed.score,
      band: computed.band,
      checks: computed.checks.map((check) => ({
        key: check.key,
        passed: check.passed,
        message: translateMessage(check.messageKey, language).replace('{count}', String(check.count ?? '')),
      })),
    },
    duplicates: computed.duplicates,
    price: computed.price,
    text_flags: computed.flags,
  };
}

/** What lists filter and sort by, written beside the row. */
async function storeSignals(db: Database, id: string, computed: ComputedSignals) {
  await db
    .update(advertisements)
    .set({
      healthScore: computed.score,
      healthBand: computed.band,
      priceBand: computed.price.band,
      reviewRank: reviewRankOf(computed),
    })
    .where(eq(advertisements.id, id));
}

/**
 * Runs inside every ad write's transaction (modules/advertisements write hooks), after the photo index
 * (`keepPhotosInStep`): the stored signals always match the row as written. Writing them does not touch the version, so no editor's copy goes stale.
 */
export async function signalsOnWrite(app: AdvertisementsApp, tx: Database, row: AdvertisementRowRead) {
  const { minPhotos } = await listingLimits(app);
  const computed = await computeSignals(tx, row, minPhotos);
  await storeSignals(tx, row.id, computed);
  await recomputeAdsSharingPhotos(tx, row, computed.photos, minPhotos);
}

/**
 * Other ads recomputed after one write, at most: enough for any photo really shared, while a photo that hundreds
 * of ads show (a dealer's logo) cannot make one write recompute them all.
 */
const SHARING_ADS_RECOMPUTED = 20;

/**
 * The other ads showing the written ad's photos rank by them too: its publication can make a later copy a possible
 * theft, its deletion can clear that. Recomputed in the same transaction, whoever may read them (their own view
 * of the written ad is what counts), so the queue's order never waits for their next write. A deleted ad's row
 * still names its photos, so the copies of a deleted ad are found as well.
 */
async function recomputeAdsSharingPhotos(
  tx: Database,
  row: AdvertisementRowRead,
  photos: ComputedSignals['photos'],
  minPhotos: number,
) {
  await recomputeSignalsOf(
    tx,
    await adsShowingSamePhotos(tx, row.id, photos, SHARING_ADS_RECOMPUTED),
    minPhotos,
  );
}

/** Computes and stores the signals of the ads `ids` again (rows another path changed), one after another. */
export async function recomputeSignalsOf(db: Database, ids: readonly string[], minPhotos?: number) {
  if (ids.length === 0) return;
  const minimum = minPhotos ?? (await savedMinPhotos(db));
  const rows = await db
    .select()
    .from(advertisements)
    .where(inArray(advertisements.id, [...ids]));
  for (const row of rows) await storeSignals(db, row.id, await computeSignals(db, row, minimum));
}

/** The minimum photo count as saved (seeding runs outside the app, before any cache). */
async function savedMinPhotos(db: Database) {
  const [row] = await db.select().from(settings).where(eq(settings.group, 'listings'));
  const saved = (row?.values as { min_photos?: unknown } | undefined)?.min_photos;
  return typeof saved === 'number' ? saved : DEFAULT_SETTINGS.listings.min_photos;
}

const BACKFILL_BATCH = 500;
const BACKFILL_PARALLEL = 4;

/**
 * Computes the signals of every ad that has none yet (rows seeded or migrated before issue 27), in id order and
 * batches; answers how many. The seed ends with it, so every demo ad has its signals.
 */
export async function backfillSignals(db: Database): Promise<number> {
  const minPhotos = await savedMinPhotos(db);
  let done = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select()
      .from(advertisements)
      .where(
        and(
          or(isNull(advertisements.healthScore), isNull(advertisements.reviewRank)),
          gt(advertisements.id, after),
        ),
      )
      .orderBy(asc(advertisements.id))
      .limit(BACKFILL_BATCH);
    if (rows.length === 0) return done;
    // A few at once: each is a look-up of comparables and an update, and the pool has connections to spare.
    for (let start = 0; start < rows.length; start += BACKFILL_PARALLEL)
      await Promise.all(
        rows
          .slice(start, start + BACKFILL_PARALLEL)
          .map(async (row) => storeSignals(db, row.id, await computeSignals(db, row, minPhotos))),
      );
    done += rows.length;
    after = rows.at(-1)!.id;
  }
}
