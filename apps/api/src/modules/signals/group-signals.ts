import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { arrayPlaceholder, planOnceName, runOn, sqlOf, type BuiltQuery } from '../../db/prepared-by-shape.ts';
import { advertisements } from '../../db/schema/index.ts';
import {
  savedMinPhotos,
  signalColumnsOf,
  signalsFrom,
  toStore,
  type SignalSource,
  type StoredSignals,
} from './compute.ts';
import { adsMaybeSharingPhotos, storedSamePhotosOf } from './duplicates.ts';
import { judgePhotos, type CheckedFacts } from './health.ts';
import { photoFactsOf, type PhotoFacts } from './photos.ts';
import { priceSignalsOf } from './price.ts';

const keysOf = (ad: SignalSource) => ad.media.map((item) => item.key);

/** What is known of each row of a group already: its photos' facts, its stored costly checks (see `computeSignals`). */
export interface KnownOfGroup {
  photoFacts?: readonly (readonly PhotoFacts[] | undefined)[];
  stored?: readonly (Partial<CheckedFacts> | null | undefined)[];
}

/**
 * `storeFreshSignals` for many ads (a feed's group of new ads, issue 28, and the other ads showing their photos), in
 * three statements for the group where each ad ran three (bench/RESULTS.md: they were most of a feed group's write):
 * the comparables of all at once, which of them may show another ad's photo (only those look their duplicates up,
 * one by one as before), and one update of all their signals. Each ad is judged on the rows it would be judged on
 * alone: a feed's group is inserted and its photos indexed before its signals (`insertAdvertisements`), and storing
 * one ad's signals changes nothing another's are computed from.
 */
export async function storeFreshSignalsOfGroup(
  db: Database,
  rows: readonly SignalSource[],
  minPhotos: number,
  known: KnownOfGroup = {},
) {
  const keys = rows.map(keysOf);
  const prices = await priceSignalsOf(db, rows);
  const sharing = await adsMaybeSharingPhotos(
    db,
    rows.map((row, index) => ({ id: row.id, keys: keys[index]! })),
  );
  const computed = [];
  for (const [index, row] of rows.entries()) {
    const stored = known.stored?.[index];
    const photoChecks =
      stored?.smallPhotos !== undefined && stored.blurredPhotos !== undefined
        ? { smallPhotos: stored.smallPhotos, blurredPhotos: stored.blurredPhotos }
        : judgePhotos(known.photoFacts?.[index] ?? (await photoFactsOf(db, keys[index]!)));
    const same = sharing.has(row.id)
      ? await storedSamePhotosOf(db, row, keys[index]!)
      : { duplicates: [], sharing: [] };
    computed.push(signalsFrom(row, minPhotos, { price: prices[index]!, same, photoChecks }, stored));
  }
  const stored = await storeSignalsOfGroup(
    db,
    rows.map((row) => row.id),
    computed.map(toStore),
  );
  return computed.map((one, index) => ({ ...one, stored: stored[index]! }));
}

/** Ads recomputed in one group at most: the seed recomputes thousands. */
const RECOMPUTED_TOGETHER = 500;

/**
 * Computes and stores the signals of the ads `ids` again (rows another path changed), in the statements of a group
 * (`storeFreshSignalsOfGroup`); with `keepTexts`, their stored text flags and photo checks are kept (only the other
 * ads showing their photos, or their comparables, changed).
 */
export async function recomputeSignalsOf(
  db: Database,
  ids: readonly string[],
  minPhotos?: number,
  keepTexts = false,
) {
  if (ids.length === 0) return;
  const minimum = minPhotos ?? (await savedMinPhotos(db));
  for (let start = 0; start < ids.length; start += RECOMPUTED_TOGETHER) {
    const rows = await db
      .select()
      .from(advertisements)
      .where(inArray(advertisements.id, ids.slice(start, start + RECOMPUTED_TOGETHER)));
    await storeFreshSignalsOfGroup(db, rows, minimum, {
      stored: keepTexts ? rows.map((row) => row.signalFacts) : undefined,
    });
  }
}

/** `storeSignals` for many rows in one statement; answers each row's columns written. */
async function storeSignalsOfGroup(db: Database, ids: readonly string[], signals: readonly StoredSignals[]) {
  const columns = signals.map(signalColumnsOf);
  await runOn(db, (groupStore ??= groupStoreOf(db)), {
    ids,
    scores: columns.map((one) => one.healthScore),
    bands: columns.map((one) => one.healthBand),
    priceBands: columns.map((one) => one.priceBand),
    reviewRanks: columns.map((one) => one.reviewRank),
    facts: columns.map((one) => JSON.stringify(one.signalFacts)),
  });
  return columns;
}

let groupStore: BuiltQuery | undefined;
const groupStoreOf = (db: Database) => {
  return sqlOf(
    db,
    sql`
    update advertisements a
       set health_score = v.score, health_band = v.band, price_band = v.price_band, review_rank = v.review_rank,
           signal_facts = v.facts
      from unnest(${arrayPlaceholder('ids', 'uuid')}, ${arrayPlaceholder('scores', 'int')}, ${arrayPlaceholder('bands', 'text')},
                  ${arrayPlaceholder('priceBands', 'text')}, ${arrayPlaceholder('reviewRanks', 'smallint')}, ${arrayPlaceholder('facts', 'jsonb')})
        as v(id, score, band, price_band, review_rank, facts)
     where a.id = v.id`,
    planOnceName(),
  );
};
