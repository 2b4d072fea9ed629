import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement } from '@coachyard/contract';
import { advertisements, advertisementPhotos, uploadKeys } from '../src/db/schema/index.ts';
import { bandsOf } from '../src/lib/photo-bands.ts';
import { backfillPhotoFingerprints } from '../src/modules/signals/index.ts';
import {
  checkOf,
  createAdsTestApp,
  healthyBody,
  setMinPhotos,
  signalsOf,
  storedReviewRank,
  type AdsTestApp,
} from './signals-support.ts';
import { fieldsOf } from './advertisements-support.ts';
import { photoBytes } from './uploads-support.ts';

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
  await setMinPhotos(t, 1);
});
afterAll(() => t?.close());

let seed = 1_000;
const aPhoto = () => photoBytes(seed++);

/**
 * The same photo as another dealer would post it: smaller and re-encoded at quality 70. (A crop of a few per cent
 * moves the hash of these sharp-edged drawings by 10 bits or more, so the tests leave it out.)
 */
const takenFrom = (original: Buffer) => sharp(original).resize(1100).jpeg({ quality: 70 }).toBuffer();

const adWith = async (token: string, photos: Buffer[], overrides = {}) => {
  let ad = await t.createAd(token, healthyBody(t, overrides));
  for (const photo of photos) ad = await t.addPhoto(token, ad, photo);
  return ad;
};
const publish = (ad: Advertisement) =>
  t.db.update(advertisements).set({ status: 'published' }).where(eq(advertisements.id, ad.id));
const linkedPhotos = (ad: Pick<Advertisement, 'id'>) =>
  t.db.select().from(advertisementPhotos).where(eq(advertisementPhotos.advertisementId, ad.id));

describe('the fingerprint of every accepted photo (issue 27)', () => {
  it('is stored with the upload and indexed by its three bands for each live ad, following removal, delete and restore', async () => {
    const ad = await adWith(t.tokens.DEALER, [await aPhoto(), await aPhoto()]);
    const [upload] = await t.db.select().from(uploadKeys).where(eq(uploadKeys.key, ad.media[0]!.key));
    expect(upload).toMatchObject({ width: 1280, height: 800, photoHash: expect.any(BigInt) });
    expect(upload!.sharpness).toBeGreaterThan(15);

    const linked = await linkedPhotos(ad);
    expect(linked.map((row) => row.key).sort()).toEqual(ad.media.map((item) => item.key).sort());
    // PostgreSQL's generated band columns cut the hash as lib/photo-bands.ts does.
    for (const row of linked)
      expect([row.photoBand0, row.photoBand1, row.photoBand2]).toEqual(bandsOf(row.hash));

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${ad.id}/media/${ad.media[1]!.id}?version=${ad.version}`,
      token: t.tokens.DEALER,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await linkedPhotos(ad)).map((row) => row.key)).toEqual([ad.media[0]!.key]);

    const version = removed.json().data.version as number;
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${ad.id}?version=${version}`,
      token: t.tokens.ADMIN,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await linkedPhotos(ad)).toEqual([]);
    const restored = await t.request({
      method: 'POST',
      url: `/api/advertisements/${ad.id}/restore`,
      token: t.tokens.ADMIN,
      payload: { version: deleted.json().data.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await linkedPhotos(ad)).map((row) => row.key)).toEqual([ad.media[0]!.key]);
  });

  it('is taken afterwards for photos accepted before, read back from storage, and linked to their ads', async () => {
    const ad = await adWith(t.tokens.DEALER, [await aPhoto()]);
    const key = ad.media[0]!.key;
    const [fingerprinted] = await t.db.select().from(uploadKeys).where(eq(uploadKeys.key, key));
    // As a database migrated from before issue 27 holds it: no fingerprint, no photo row.
    await t.db.update(uploadKeys).set({ photoHash: null, sharpness: null }).where(eq(uploadKeys.key, key));
    await t.db.delete(advertisementPhotos).where(eq(advertisementPhotos.advertisementId, ad.id));

    expect(await backfillPhotoFingerprints(t.app)).toBeGreaterThanOrEqual(1);
    const [backfilled] = await t.db.select().from(uploadKeys).where(eq(uploadKeys.key, key));
    expect(backfilled!.photoHash).toBe(fingerprinted!.photoHash);
    expect((await linkedPhotos(ad)).map((row) => row.hash)).toEqual([fingerprinted!.photoHash]);
  });
});

describe('the photo checks of an ad’s health', () => {
  it('fail for a photo under 1024 px on its long side and for a blurred one, saying how many and what to do', async () => {
    const small = await photoBytes(seed++, 800, 500);
    const blurred = await sharp(await aPhoto())
      .blur(8)
      .jpeg()
      .toBuffer();
    const ad = await adWith(t.tokens.DEALER, [await aPhoto(), small, blurred]);
    const { signals } = await signalsOf(t, t.tokens.DEALER, ad.id);
    expect(checkOf(signals, 'photo_size')).toEqual({
      key: 'photo_size',
      passed: false,
      message:
        "1 photos are smaller than 1024 px on their long side: upload the camera's originals, not screenshots or copies from chats",
    });
    expect(checkOf(signals, 'photo_sharpness')).toMatchObject({
      passed: false,
      message: expect.stringMatching(/^1 photos are blurred/),
    });
    // Each photo check weighs 5 of 100.
    expect(signals.health.score).toBe(90);
    const turkish = (await signalsOf(t, t.tokens.DEALER, ad.id, 'tr')).signals;
    expect(checkOf(turkish, 'photo_sharpness').message).toMatch(/^1 fotoğraf bulanık/);

    const sharpAndLarge = await adWith(t.tokens.DEALER, [await aPhoto()]);
    const healthy = (await signalsOf(t, t.tokens.DEALER, sharpAndLarge.id)).signals;
    expect(checkOf(healthy, 'photo_size')).toMatchObject({
      passed: true,
      message: 'Every photo is large enough to zoom in',
    });
    expect(checkOf(healthy, 'photo_sharpness')).toMatchObject({
      passed: true,
      message: 'Every photo is sharp',
    });
    expect(healthy.health.score).toBe(100);
  });
});

describe('duplicates: other ads showing the same photo', () => {
  it('name another dealer’s published ad as a possible theft on the later ad only, and rank it first for review', async () => {
    const original = await aPhoto();
    const first = await adWith(t.tokens.DEALER, [original, await aPhoto()]);
    await publish(first);
    const thief = await t.newDealer();
    const copy = await adWith(thief.token, [await takenFrom(original)]);

    const { signals } = await signalsOf(t, thief.token, copy.id);
    expect(signals.duplicates).toEqual([
      {
        kind: 'possible_theft',
        advertisement_id: first.id,
        short_id: first.short_id,
        dealer: expect.any(String),
        same_dealer: false,
        distance: expect.any(Number),
        matches: [{ key: copy.media[0]!.key, other_key: first.media[0]!.key }],
      },
    ]);
    expect(signals.duplicates[0]!.distance).toBeLessThanOrEqual(10);
    expect(await storedReviewRank(t, copy.id)).toBe(3);
    // The first ad did not take it: nothing of the copy (not published) is named to its dealer.
    expect((await signalsOf(t, t.tokens.DEALER, first.id)).signals.duplicates).toEqual([]);

    const submit = (token: string, extra = {}) =>
      t.request({
        method: 'POST',
        url: `/api/advertisements/${copy.id}/status`,
        token,
        payload: { status: 'pending_review', version: copy.version, ...extra },
      });
    const refused = await submit(thief.token);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.body).duplicates).toEqual([expect.stringContaining(first.short_id)]);
    expect((await t.get(thief.token, copy.id)).status).toBe('draft');
    const overridden = await submit(t.tokens.ADMIN, {
      override_reason: 'The two dealers share one depot and its photographer',
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json().data.status).toBe('pending_review');
  });

  it('never name another dealer’s private draft, to its dealer or to staff', async () => {
    const photo = await aPhoto();
    const mine = await adWith(t.tokens.DEALER, [photo]);
    const other = await t.newDealer();
    await adWith(other.token, [photo]);
    for (const token of [t.tokens.DEALER, t.tokens.ADMIN])
      expect((await signalsOf(t, token, mine.id)).signals.duplicates).toEqual([]);
  });

  it('call the same dealer’s ad of the same vehicle and text a duplicate listing, another one of its ads only a shared photo', async () => {
    const photos = [await aPhoto(), await aPhoto()];
    const listing = await adWith(t.tokens.DEALER, photos);
    const again = await adWith(t.tokens.DEALER, photos);
    const otherVehicle = await adWith(t.tokens.DEALER, [photos[0]!], {
      year: 2001,
      title: { en: 'Another coach entirely' },
    });
    const { signals } = await signalsOf(t, t.tokens.DEALER, again.id);
    expect(
      signals.duplicates.map(({ kind, short_id, same_dealer, distance }) => ({
        kind,
        short_id,
        same_dealer,
        distance,
      })),
    ).toEqual([
      { kind: 'duplicate_listing', short_id: listing.short_id, same_dealer: true, distance: 0 },
      { kind: 'same_photo', short_id: otherVehicle.short_id, same_dealer: true, distance: 0 },
    ]);
    expect(await storedReviewRank(t, again.id)).toBe(0);
  });

  it('rank the later copy for review once the ad it was taken from is published, and no longer once that ad is deleted', async () => {
    const original = await aPhoto();
    const owner = await t.newDealer();
    let first = await adWith(owner.token, [original]);
    const thief = await t.newDealer();
    const copy = await adWith(thief.token, [await takenFrom(original)]);
    // Another dealer's draft is nobody's business yet: the copy is not suspect.
    expect(await storedReviewRank(t, copy.id)).toBe(0);

    const move = async (token: string, status: string) => {
      const response = await t.request({
        method: 'POST',
        url: `/api/advertisements/${first.id}/status`,
        token,
        payload: { status, version: first.version },
      });
      expect(response.statusCode, response.body).toBe(200);
      first = response.json().data as Advertisement;
    };
    await move(owner.token, 'pending_review');
    await move(t.tokens.ADMIN, 'published');
    // Only the first ad was written; the copy's stored rank follows it, not just the copy's signals read afresh.
    expect(await storedReviewRank(t, copy.id)).toBe(3);
    expect((await signalsOf(t, thief.token, copy.id)).signals.duplicates).toEqual([
      expect.objectContaining({ kind: 'possible_theft', short_id: first.short_id }),
    ]);

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${first.id}?version=${first.version}`,
      token: t.tokens.ADMIN,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedReviewRank(t, copy.id)).toBe(0);
  });

  it('finds the same photo by an index look-up, not by reading every photo', async () => {
    await t.db.execute(sql`analyze advertisement_photos`);
    const [photo] = await t.db.select().from(advertisementPhotos).limit(1);
    // With so few rows a scan would be cheaper: forbidding it shows the index answers alone.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select advertisement_id from advertisement_photos where photo_band2 = ${photo!.photoBand2} and hash = ${photo!.hash}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using advertisement_photos_band2_idx/);
  });
});
