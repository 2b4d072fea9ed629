import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/client.ts';
import type { SignalFacts } from '../../db/schema/index.ts';
import type { AdvertisementRowRead, AdvertisementsApp } from '../advertisements/index.ts';
import { listingLimits } from '../settings/index.ts';
import { storeFreshSignals, storeSignals } from './compute.ts';
import { samePhotosOf, type SamePhotos } from './duplicates.ts';
import { flagTexts, judgeHealth, judgePhotos } from './health.ts';
import { recomputeSignalsOf, storeFreshSignalsOfGroup } from './group-signals.ts';
import { keepNewPhotosInStep, keepPhotosInStep } from './photo-index.ts';
import { photoFactsOf, type PhotoFacts } from './photos.ts';
import { priceSignalOf } from './price.ts';

type Row = AdvertisementRowRead;

const differ = (before: Row, after: Row, fields: readonly (keyof Row)[]) =>
  fields.some((field) => !isDeepStrictEqual(before[field], after[field]));

const published = (row: Row) => row.status === 'published';

const photoKeys = (row: Row) => row.media.map((item) => item.key).sort();

/**
 * The facts of a live ad's photos as the photo index's statement read them, by the row as written: the signals'
 * hook runs next on the same row (row hooks run first, advertisements/write-hooks.ts) and takes them from here
 * rather than reading them again (issue 28: a feed's new row read them twice).
 */
const linkedFacts = new WeakMap<Row, PhotoFacts[]>();

/** Whether a write changed the photos an ad shows in the duplicate look-up (their keys, or whether it is live). */
export const photosChanged = (before: Row, after: Row) =>
  !isDeepStrictEqual(photoKeys(before), photoKeys(after)) || differ(before, after, ['deletedAt']);

/**
 * What each costly signal is computed from: a write that changes none of a group's fields keeps what the last
 * write stored for it (issue 30: the signals had made a PATCH three times slower than its statements).
 */
function changesOf(before: Row, after: Row) {
  const photos = photosChanged(before, after);
  return {
    texts: differ(before, after, ['title', 'description', 'lang']),
    price: differ(before, after, [
      'priceMinor',
      'currency',
      'modelId',
      'year',
      'mileage',
      'seats',
      'status',
      'deletedAt',
    ]),
    // Whether another dealer's ad shows its photos depends on the photos and on whose the ad is.
    duplicates: photos || differ(before, after, ['ownerId']),
    // Other ads' duplicates depend on this one's photos, owner, and on whether it is published (another dealer's
    // ad counts once published): a move from draft to review changes nobody's.
    othersDuplicates: photos || differ(before, after, ['ownerId']) || published(before) !== published(after),
  };
}

/**
 * Runs inside every ad write's transaction (modules/advertisements write hooks), after the photo index
 * (`keepPhotosInStep`): the stored signals always match the row as written. Only what the write's changed fields
 * can move is computed again (text checks, price band, photo checks and duplicates), the rest is kept from the
 * last write; a new row, or one without stored facts, gets them all. Answers the columns it stored (the write's
 * row as the hooks left it, without reading it back).
 */
export async function signalsOnWrite(app: AdvertisementsApp, tx: Database, row: Row, before?: Row) {
  // Read through the write's own connection when the kept settings expired: from the pool, a second connection
  // for each write in flight could wait on writes that wait on it.
  const { minPhotos } = await listingLimits({ db: tx, config: app.config, siteSettings: app.siteSettings });
  const kept =
    before?.signalFacts && before.priceBand ? { ...before.signalFacts, priceBand: before.priceBand } : null;
  const linked = linkedFacts.get(row);
  linkedFacts.delete(row);
  if (!before || !kept) {
    const computed = await storeFreshSignals(tx, row, minPhotos, null, linked);
    await recomputeSignalsOf(tx, computed.sharing, minPhotos, true);
    return computed.stored;
  }
  const changed = changesOf(before, row);
  const photos =
    changed.duplicates || changed.othersDuplicates ? (linked ?? (await photoFactsOf(tx, keysOf(row)))) : [];
  // One read of the stored pairs (matches.ts) answers both what this ad shows and which others to recompute.
  const found: SamePhotos | null = photos.length > 0 ? await samePhotosOf(tx, row, photos) : null;
  const { smallPhotos, blurredPhotos } = changed.duplicates ? judgePhotos(photos) : kept;
  const facts: SignalFacts = {
    flags: changed.texts ? flagTexts(row) : kept.flags,
    smallPhotos,
    blurredPhotos,
    theft: changed.duplicates
      ? (found?.duplicates ?? []).some((duplicate) => duplicate.kind === 'possible_theft')
      : kept.theft,
  };
  const priceBand = changed.price ? (await priceSignalOf(tx, row)).band : kept.priceBand;
  const { score, band } = judgeHealth(row, priceBand, minPhotos, facts);
  const stored = await storeSignals(tx, row.id, {
    score,
    band,
    priceBand,
    facts,
  });
  // The other ads showing its photos rank by them too: its publication can make a later copy a possible theft, its
  // deletion can clear that. Recomputed in the same transaction, whoever may read them (their own view of the
  // written ad is what counts), so the queue's order never waits for their next write. A deleted ad's row still
  // names its photos, so the copies of a deleted ad are found as well. Their texts did not change: their stored
  // flags are kept.
  if (changed.othersDuplicates && found) await recomputeSignalsOf(tx, found.sharing, minPhotos, true);
  return stored;
}

/**
 * `signalsOnWrite` for new ads inserted together (a feed's group): their signals in a few statements for the group
 * (`storeFreshSignalsOfGroup`), then, as for one, the other ads showing their photos. Answers each row's columns.
 */
export async function signalsOnInsert(app: AdvertisementsApp, tx: Database, rows: readonly Row[]) {
  const { minPhotos } = await listingLimits({ db: tx, config: app.config, siteSettings: app.siteSettings });
  const facts = rows.map((row) => {
    const linked = linkedFacts.get(row);
    linkedFacts.delete(row);
    return linked;
  });
  const computed = await storeFreshSignalsOfGroup(tx, rows, minPhotos, { photoFacts: facts });
  // The group's own ads were just judged seeing each other: only the others are recomputed, each once.
  const own = new Set(rows.map((row) => row.id));
  const others = new Set(computed.flatMap((one) => one.sharing).filter((id) => !own.has(id)));
  await recomputeSignalsOf(tx, [...others], minPhotos, true);
  return computed.map((one) => one.stored);
}

const keysOf = (row: Row) => row.media.map((item) => item.key);

/** The photo index follows a write only when the write changed the ad's photos or whether it is live. */
export async function keepPhotosOnWrite(tx: Database, row: Row, before?: Row) {
  if (before && !photosChanged(before, row)) return;
  const facts = await keepPhotosInStep(tx, row);
  // A deleted ad's links are gone, while its signals still judge the photos it names.
  if (!row.deletedAt) linkedFacts.set(row, facts);
}

/** `keepPhotosOnWrite` for new ads inserted together (a feed's group): their photos join the index at once. */
export async function keepNewPhotosOnInsert(tx: Database, rows: readonly Row[]) {
  const facts = await keepNewPhotosInStep(tx, rows);
  for (const row of rows) linkedFacts.set(row, facts.get(row.id)!);
}
