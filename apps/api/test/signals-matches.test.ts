import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement } from '@coachyard/contract';
import { advertisementPhotos, advertisements, uploadKeys } from '../src/db/schema/index.ts';
import { samePhotosOf } from '../src/modules/signals/duplicates.ts';
import { probedMatches } from '../src/modules/signals/matches.ts';
import { backfillPhotoMatches } from '../src/modules/signals/photo-backfill.ts';
import { keepPhotosInStep } from '../src/modules/signals/index.ts';
import { photoFactsOf } from '../src/modules/signals/photos.ts';
import {
  createAdsTestApp,
  healthyBody,
  setMinPhotos,
  signalsOf,
  storedRow,
  type AdsTestApp,
} from './signals-support.ts';
import { photoBytes } from './uploads-support.ts';

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
  await setMinPhotos(t, 1);
});
afterAll(() => t?.close());

let seed = 7_000;

const adWith = async (token: string, photos: Buffer[]) => {
  let ad = await t.createAd(token, healthyBody(t));
  for (const photo of photos) ad = await t.addPhoto(token, ad, photo);
  return ad;
};
const hashOf = async (key: string) =>
  (await t.db.select().from(uploadKeys).where(eq(uploadKeys.key, key)))[0]!.photoHash!;
/** Six bits of the hash flipped, three in each of two bands: the farthest copy still the same photo. */
const copiedHash = (hash: bigint) =>
  [0, 3, 6, 1, 4, 7].reduce((copy, bit) => BigInt.asIntN(64, copy ^ (1n << BigInt(bit))), hash);

/**
 * Adds to `ad` a photo whose fingerprint is `hash` (a copy of another photo, as the detector would see a re-encoded,
 * lightly cropped one: a different hash within the threshold, which only the band look-up finds), through the API.
 */
async function addCopy(token: string, ad: Pick<Advertisement, 'id' | 'version'>, hash: bigint) {
  const key = await acceptedKey(token, ad, hash);
  const response = await t.request({
    method: 'POST',
    url: `/api/advertisements/${ad.id}/media`,
    token,
    payload: { key, version: ad.version },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Advertisement;
}
/** A photo uploaded and accepted for `ad` as its check would, with the fingerprint `hash`. */
async function acceptedKey(token: string, ad: Pick<Advertisement, 'id'>, hash: bigint) {
  const key = await t.uploadKey(token, 'advertisements', await photoBytes(seed++));
  // Attaching it keeps what was accepted.
  await t.db
    .update(uploadKeys)
    .set({
      status: 'accepted',
      acceptedByEntity: `advertisements:${ad.id}`,
      acceptedAt: new Date(),
      width: 1280,
      height: 800,
      photoHash: hash,
      sharpness: 100,
    })
    .where(eq(uploadKeys.key, key));
  return key;
}
const setStatus = (ad: Pick<Advertisement, 'id'>, status: 'published' | 'sold') =>
  t.db.update(advertisements).set({ status }).where(eq(advertisements.id, ad.id));

/**
 * What the route answers for `ad` (read from the stored pairs), checked against what the band look-up finds now:
 * the two must agree after whatever changed the ads.
 */
async function duplicatesNamedBy(ad: Pick<Advertisement, 'id'>, token = t.tokens.ADMIN) {
  const row = (await storedRow(t, ad.id))!;
  const photos = await photoFactsOf(
    t.db,
    row.media.map((item) => item.key),
  );
  const stored = await samePhotosOf(t.db, row, photos);
  const fresh = await samePhotosOf(t.db, row, photos, probedMatches);
  expect(stored).toEqual(fresh);
  const { status, signals } = await signalsOf(t, token, ad.id);
  expect(status).toBe(200);
  expect(signals.duplicates).toEqual(fresh.duplicates);
  return signals.duplicates.map((duplicate) => `${duplicate.kind} ${duplicate.short_id}`);
}

describe('the pairs of photos stored when a photo joins the index (issue 27)', () => {
  it('name the ads on both sides, as they are now: published, sold, deleted, restored, whose', async () => {
    const first = await adWith(t.tokens.DEALER, [await photoBytes(seed++), await photoBytes(seed++)]);
    await setStatus(first, 'published');
    const thief = await t.newDealer();
    const copy = await addCopy(
      thief.token,
      await t.createAd(thief.token, healthyBody(t)),
      copiedHash(await hashOf(first.media[0]!.key)),
    );
    // Looked up once, by the copy's write: the first ad gained the pair as well.
    expect(await duplicatesNamedBy(copy, thief.token)).toEqual([`possible_theft ${first.short_id}`]);
    expect((await signalsOf(t, thief.token, copy.id)).signals.duplicates[0]!.distance).toBe(6);
    expect(await duplicatesNamedBy(first)).toEqual([]);
    await setStatus(copy, 'published');
    expect(await duplicatesNamedBy(first, t.tokens.DEALER)).toEqual([`same_photo ${copy.short_id}`]);

    // Sold, it is no longer another dealer's live ad.
    await setStatus(first, 'sold');
    expect(await duplicatesNamedBy(copy)).toEqual([]);
    await setStatus(first, 'published');

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${first.id}?version=${(await storedRow(t, first.id))!.version}`,
      token: t.tokens.ADMIN,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await duplicatesNamedBy(copy)).toEqual([]);
    const restored = await t.request({
      method: 'POST',
      url: `/api/advertisements/${first.id}/restore`,
      token: t.tokens.ADMIN,
      payload: { version: deleted.json().data.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await duplicatesNamedBy(copy)).toEqual([`possible_theft ${first.short_id}`]);

    // The copy's ad handed to the first ad's dealer: the same vehicle and text, so a duplicate listing both ways.
    const dealer = (await storedRow(t, first.id))!.ownerId;
    await t.db.update(advertisements).set({ ownerId: dealer }).where(eq(advertisements.id, copy.id));
    expect(await duplicatesNamedBy(copy)).toEqual([`duplicate_listing ${first.short_id}`]);
    expect(await duplicatesNamedBy(first)).toEqual([`duplicate_listing ${copy.short_id}`]);
  });

  it('forget a photo removed from its ad, and find it again when it is added back', async () => {
    const first = await adWith(t.tokens.DEALER, [await photoBytes(seed++)]);
    await setStatus(first, 'published');
    const copiedFirst = copiedHash(await hashOf(first.media[0]!.key));
    const thief = await t.newDealer();
    const copy = await addCopy(
      thief.token,
      await adWith(thief.token, [await photoBytes(seed++)]),
      copiedFirst,
    );
    await setStatus(copy, 'published');
    expect(await duplicatesNamedBy(first)).toEqual([`same_photo ${copy.short_id}`]);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${copy.id}/media/${copy.media[1]!.id}?version=${copy.version}`,
      token: thief.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await duplicatesNamedBy(first)).toEqual([]);
    expect(await duplicatesNamedBy(copy)).toEqual([]);

    const again = await addCopy(thief.token, removed.json().data, copiedFirst);
    expect(await duplicatesNamedBy(again)).toEqual([`possible_theft ${first.short_id}`]);
    expect(await duplicatesNamedBy(first)).toEqual([`same_photo ${copy.short_id}`]);

    // Removed for good: no ad shows the copy's hash, and its pairs are gone both ways.
    const removedAgain = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${copy.id}/media/${again.media.at(-1)!.id}?version=${again.version}`,
      token: thief.token,
    });
    expect(removedAgain.statusCode, removedAgain.body).toBe(200);
    const pairs = await t.db.execute(
      sql`select 1 from photo_matches where ${String(copiedFirst)}::bigint in (hash, other_hash)`,
    );
    expect(pairs.rows).toEqual([]);
  });

  it('find each other when two near photos join in writes at the same time', async () => {
    const first = await t.createAd(t.tokens.DEALER, healthyBody(t));
    await setStatus(first, 'published');
    // A fingerprint of its own, far from every other photo of the suite.
    const original = BigInt.asIntN(64, 0x3c5a_96e1_7b2d_48f0n);
    const key = await acceptedKey(t.tokens.DEALER, first, original);
    const thief = await t.newDealer();
    const later = await t.createAd(thief.token, healthyBody(t));
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    // A write (a feed's group, say) adding the original photo to the first ad, not committed yet.
    let joined!: () => void;
    const photoJoined = new Promise<void>((resolve) => (joined = resolve));
    const writing = t.db.transaction(async (tx) => {
      await keepPhotosInStep(tx as unknown as typeof t.db, {
        id: first.id,
        deletedAt: null,
        media: [{ key }],
      });
      joined();
      await committed;
    });
    await photoJoined;
    // Meanwhile the thief adds a copy: its look-up cannot see the original yet, and it does not wait for it.
    const copy = await addCopy(thief.token, later, copiedHash(original));
    commit();
    await writing;
    // Once the first write has committed, the copy is looked up again and its signals say so.
    await expect
      .poll(async () => (await storedRow(t, copy.id))!.signalFacts?.theft, { timeout: 30_000 })
      .toBe(true);
    expect(await duplicatesNamedBy(copy, thief.token)).toEqual([`possible_theft ${first.short_id}`]);
  });

  it('are looked up for photos indexed before them by the backfill, which answers as the look-up does', async () => {
    const first = await adWith(t.tokens.DEALER, [await photoBytes(seed++)]);
    await setStatus(first, 'published');
    const thief = await t.newDealer();
    const copy = await addCopy(
      thief.token,
      await t.createAd(thief.token, healthyBody(t)),
      copiedHash(await hashOf(first.media[0]!.key)),
    );
    const hashes = (
      await t.db
        .select({ hash: advertisementPhotos.hash })
        .from(advertisementPhotos)
        .where(inArray(advertisementPhotos.advertisementId, [first.id, copy.id]))
    ).map((row) => row.hash);
    // As a database from before migration 0033 holds them: indexed, never looked up, no pairs.
    await t.db.execute(
      sql`delete from photo_matches where hash = any(${sql.param(hashes.map(String))}::bigint[])`,
    );
    await t.db
      .update(advertisementPhotos)
      .set({ lookedUpAt: null })
      .where(inArray(advertisementPhotos.advertisementId, [first.id, copy.id]));
    const row = (await storedRow(t, copy.id))!;
    const photos = await photoFactsOf(t.db, [copy.media[0]!.key]);
    expect((await samePhotosOf(t.db, row, photos)).duplicates).toEqual([]);

    expect(await backfillPhotoMatches(t.db)).toBeGreaterThanOrEqual(2);
    expect(await duplicatesNamedBy(copy, thief.token)).toEqual([`possible_theft ${first.short_id}`]);
    const left = await t.db.execute(sql`select 1 from advertisement_photos where looked_up_at is null`);
    expect(left.rows).toEqual([]);
  });
});
