import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  translateMessage,
  type AdvertisementSignals,
  type HealthBand,
  type Language,
  type PriceBand,
  type PriceSignal,
} from '@coachyard/contract';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { planOnceName, runOn, sqlOf, type BuiltQuery } from '../../db/prepared-by-shape.ts';
import { advertisements, settings, type SignalFacts } from '../../db/schema/index.ts';
import { duplicatesOf, storedSamePhotosOf, type ComparedAd, type SamePhotos } from './duplicates.ts';
import {
  flagTexts,
  judgeHealth,
  judgePhotos,
  type CheckedFacts,
  type CheckVerdict,
  type JudgedAd,
} from './health.ts';
import { photoFactsOf, type PhotoFacts } from './photos.ts';
import { priceSignalOf, type PricedAd } from './price.ts';

export type SignalSource = JudgedAd & PricedAd & ComparedAd;

/**
 * Every signal of an ad, its messages not yet worded. What the costly checks found is taken from `stored` (the
 * row's `signal_facts`, which every write that changes the texts or the photos recomputes) where it holds it: the
 * text flags, and the photo checks (a photo's size and sharpness never change under its key); else found afresh.
 */
export async function computeSignals(
  db: Database,
  ad: SignalSource,
  minPhotos: number,
  stored?: Partial<CheckedFacts> | null,
  /** The facts of the ad's photos when the caller has them already (the photo index's statement read them). */
  photoFacts?: readonly PhotoFacts[],
) {
  const { smallPhotos, blurredPhotos } = stored ?? {};
  const photoChecks =
    smallPhotos !== undefined && blurredPhotos !== undefined ? { smallPhotos, blurredPhotos } : undefined;
  // The statements at once on the pool: none needs another's answer (the duplicates read the photos' hashes by
  // key). A write's transaction has one connection, which takes one statement at a time (pg 9 refuses a second).
  const [price, photos, same] = await allAtOnceOrInTurn(db, [
    () => priceSignalOf(db, ad),
    async () => (photoChecks ? undefined : (photoFacts ?? photoFactsOf(db, keysOf(ad)))),
    () => storedSamePhotosOf(db, ad, keysOf(ad)),
  ] as const);
  return signalsFrom(
    ad,
    minPhotos,
    { price, same, photoChecks: photoChecks ?? judgePhotos(photos!) },
    stored,
  );
}

/** What `computeSignals` found by its statements, from which the signals are judged. */
export interface FoundForSignals {
  price: PriceSignal;
  same: SamePhotos;
  photoChecks: Pick<SignalFacts, 'smallPhotos' | 'blurredPhotos'>;
}

/** Every signal of an ad from what its statements found (its text flags from `stored` when it holds them). */
export function signalsFrom(
  ad: SignalSource,
  minPhotos: number,
  { price, same: { duplicates, sharing }, photoChecks }: FoundForSignals,
  stored?: Partial<CheckedFacts> | null,
) {
  const facts: SignalFacts = {
    flags: stored?.flags ?? flagTexts(ad),
    ...photoChecks,
    theft: duplicates.some((duplicate) => duplicate.kind === 'possible_theft'),
  };
  return { price, duplicates, sharing, facts, ...judgeHealth(ad, price.band, minPhotos, facts) };
}
export type ComputedSignals = ReturnType<typeof signalsFrom>;

/**
 * How urgently a reviewer should look at the ad (the review queue's order, highest first): a possible photo theft,
 * then a price far below its band, then flagged texts, then nothing.
 */
export function reviewRankOf(facts: Pick<SignalFacts, 'theft' | 'flags'>, priceBand: PriceBand) {
  if (facts.theft) return 3;
  if (priceBand === 'below') return 2;
  return facts.flags.length > 0 ? 1 : 0;
}

/**
 * The health of an ad about to be submitted, and its duplicates when it may show another dealer's photo. Its
 * stored facts (text flags, photo checks, theft) are what its own last write computed, and what each write of an
 * ad sharing its photos recomputed since, in their transactions: the checks are judged again from them with a
 * fresh price band (comparables move without the ad), and the stored pairs of its photos are read only to name the
 * ads of a theft the facts hold. A new ad is submitted right after its writes computed all that (bench/RESULTS.md, issue 27:
 * the guard had run the whole look-up a third time). A row without stored facts gets them computed.
 */
export async function judgedForSubmission(
  db: Database,
  row: SignalSource & { signalFacts: SignalFacts | null; priceBand: PriceBand | null },
  minPhotos: number,
  signalsFresh = false,
) {
  const facts = row.signalFacts;
  if (!facts) return computeSignals(db, row, minPhotos);
  // Stored in the caller's transaction a moment ago (a feed's new ad): the comparables were looked up just now.
  const band = signalsFresh && row.priceBand ? row.priceBand : (await priceSignalOf(db, row)).band;
  const photos = facts.theft ? await photoFactsOf(db, keysOf(row)) : [];
  const duplicates = facts.theft ? await duplicatesOf(db, row, photos) : [];
  return { duplicates, ...judgeHealth(row, band, minPhotos, facts) };
}

type Tasks = readonly (() => Promise<unknown>)[];
type Results<T extends Tasks> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs the statements together on a pool, one after another on a single connection (a transaction's, or a client
 * the seed holds): `pg` queues a client's queries, and warns that it will stop doing so.
 */
async function allAtOnceOrInTurn<T extends Tasks>(db: Database, tasks: T): Promise<Results<T>> {
  const onPool = !(db instanceof PgTransaction) && db.$client instanceof pg.Pool;
  if (onPool) return Promise.all(tasks.map((task) => task())) as Promise<Results<T>>;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as Results<T>;
}

const keysOf = (ad: SignalSource) => ad.media.map((item) => item.key);

/** Each check's message in the reader's language. */
export const wordChecks = (checks: readonly CheckVerdict[], language: Language) =>
  checks.map((check) => ({
    key: check.key,
    passed: check.passed,
    message: translateMessage(check.messageKey, language).replace('{count}', String(check.count ?? '')),
  }));

/** The signals as the reader reads them: each check's message in their language. */
export function presentSignals(computed: ComputedSignals, language: Language): AdvertisementSignals {
  return {
    health: {
      score: computed.score,
      band: computed.band,
      checks: wordChecks(computed.checks, language),
    },
    duplicates: computed.duplicates,
    price: computed.price,
    text_flags: computed.flags,
  };
}

/** What one write stores beside the row: what lists filter and sort by, and what the costly checks found. */
export interface StoredSignals {
  score: number;
  band: HealthBand;
  priceBand: PriceBand;
  facts: SignalFacts;
}

/** The row's columns that hold its signals. */
export const signalColumnsOf = (signals: StoredSignals) => ({
  healthScore: signals.score,
  healthBand: signals.band,
  priceBand: signals.priceBand,
  reviewRank: reviewRankOf(signals.facts, signals.priceBand),
  signalFacts: signals.facts,
});

/**
 * Writes the signals beside the row; this does not touch the version, so no editor's copy goes stale. Answers the
 * columns written, which a write hook hands back so that its write needs not read the row again.
 */
export async function storeSignals(db: Database, id: string, signals: StoredSignals) {
  const columns = signalColumnsOf(signals);
  await runOn(db, (storeStatement ??= buildStoreStatement(db)), {
    id,
    score: columns.healthScore,
    band: columns.healthBand,
    priceBand: columns.priceBand,
    reviewRank: columns.reviewRank,
    // As the column's encoder writes it: the statement binds its values as given.
    facts: JSON.stringify(columns.signalFacts),
  });
  return columns;
}

/**
 * Every write of an ad stores its signals: the update is built once (its text is the same on every database) and
 * planned once per connection (found by id).
 */
let storeStatement: BuiltQuery | undefined;
const buildStoreStatement = (db: Database) => {
  const bound = (name: string) => sql`${sql.placeholder(name)}`;
  const update = db
    .update(advertisements)
    .set({
      healthScore: bound('score'),
      healthBand: bound('band'),
      priceBand: bound('priceBand'),
      reviewRank: bound('reviewRank'),
      signalFacts: bound('facts'),
    })
    .where(eq(advertisements.id, sql.placeholder('id')));
  return sqlOf(db, update.getSQL(), planOnceName());
};

export const toStore = (computed: ComputedSignals): StoredSignals => ({
  ...computed,
  priceBand: computed.price.band,
});

/**
 * Computes every signal of a row afresh (with `stored`: what it holds of the costly checks aside; `photoFacts`:
 * its photos' facts when known) and stores it.
 */
export async function storeFreshSignals(
  db: Database,
  row: SignalSource,
  minPhotos: number,
  stored?: Partial<CheckedFacts> | null,
  photoFacts?: readonly PhotoFacts[],
) {
  const computed = await computeSignals(db, row, minPhotos, stored, photoFacts);
  return { ...computed, stored: await storeSignals(db, row.id, toStore(computed)) };
}

/** The minimum photo count as saved (seeding runs outside the app, before any cache). */
export async function savedMinPhotos(db: Database) {
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
          .map(async (row) => storeFreshSignals(db, row, minPhotos)),
      );
    done += rows.length;
    after = rows.at(-1)!.id;
  }
}
