import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailKeyOf, translateMessage, type Advertisement } from '@coachyard/contract';
import { createAdsTestApp, fieldsOf, storedRow, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;
beforeAll(async () => {
  // A small limit, so reaching it takes three uploads.
  t = await createAdsTestApp({ ADS_MAX_PHOTOS: '3' });
});
afterAll(() => t?.close());

const message = (key: Parameters<typeof translateMessage>[0]) => translateMessage(key, 'en');
const media = (
  ad: Pick<Advertisement, 'id'>,
  suffix: string,
  method: 'POST' | 'PUT' | 'DELETE',
  payload?: object,
) =>
  t.request({ method, url: `/api/advertisements/${ad.id}/media${suffix}`, token: t.tokens.DEALER, payload });
async function withPhotos(count: number) {
  let ad = await t.createAd(t.tokens.DEALER);
  for (let index = 0; index < count; index += 1) ad = await t.addPhoto(t.tokens.DEALER, ad);
  return ad;
}
const covers = (ad: Advertisement) => ad.media.filter((item) => item.is_cover).map((item) => item.id);

describe('photos of an advertisement', () => {
  it('are added in order through the signed upload flow, the first one the cover, each with a thumbnail', async () => {
    const ad = await withPhotos(2);
    expect(ad.media.map((item) => item.position)).toEqual([0, 1]);
    expect(covers(ad)).toEqual([ad.media[0]!.id]);
    expect(ad).toMatchObject({ photo_count: 2, cover: { id: ad.media[0]!.id }, version: 3 });
    for (const item of ad.media) {
      expect(item.key).toMatch(/^images\/original\/advertisements\//);
      expect(item.thumbnail_url).toBe(`/media/${thumbnailKeyOf(item.key)}`);
      expect(await t.app.storage.head(thumbnailKeyOf(item.key))).not.toBeNull();
    }
    expect(await t.auditCount(ad.id, 'update')).toBe(2);
  });

  it('are reordered by id, the cover staying the same photo', async () => {
    const ad = await withPhotos(3);
    const reversed = ad.media.map((item) => item.id).reverse();
    const response = await media(ad, '/order', 'PUT', { ids: reversed, version: ad.version });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as Advertisement;
    expect(saved.media.map((item) => item.id)).toEqual(reversed);
    expect(saved.media.map((item) => item.position)).toEqual([0, 1, 2]);
    expect(covers(saved)).toEqual([ad.media[0]!.id]);
  });

  it('refuse an order that is not every photo exactly once', async () => {
    const ad = await withPhotos(2);
    const [first, second] = ad.media.map((item) => item.id);
    for (const ids of [[first], [first, first], [first, second, '00000000-0000-4000-8000-000000000000']]) {
      const response = await media(ad, '/order', 'PUT', { ids, version: ad.version });
      expect(fieldsOf(response.body).ids).toEqual([message('advertisement.media_order_invalid')]);
    }
  });

  it('have exactly one cover, chosen by id; removing it makes the next one the cover', async () => {
    const ad = await withPhotos(3);
    const chosen = ad.media[2]!.id;
    const covered = (await media(ad, `/${chosen}/cover`, 'POST', { version: ad.version })).json()
      .data as Advertisement;
    expect(covers(covered)).toEqual([chosen]);
    const removed = await media(covered, `/${chosen}?version=${covered.version}`, 'DELETE');
    expect(removed.statusCode).toBe(200);
    const left = removed.json().data as Advertisement;
    expect(left.media.map((item) => item.id)).toEqual([ad.media[0]!.id, ad.media[1]!.id]);
    expect(covers(left)).toEqual([ad.media[0]!.id]);
    const unknown = await media(left, `/${chosen}?version=${left.version}`, 'DELETE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(message('advertisement.media_not_found'));
  });

  it('are at most ADS_MAX_PHOTOS', async () => {
    const ad = await withPhotos(3);
    const response = await media(ad, '', 'POST', {
      key: await t.uploadKey(t.tokens.DEALER),
      version: ad.version,
    });
    expect(fieldsOf(response.body).key).toEqual([message('advertisement.media_limit')]);
  });

  it('take only an upload of the caller for advertisements, once', async () => {
    const ad = await withPhotos(1);
    const twice = await media(ad, '', 'POST', { key: ad.media[0]!.key, version: ad.version });
    expect(fieldsOf(twice.body).key).toEqual([message('advertisement.media_duplicate')]);
    const other = await t.newDealer();
    const foreign = await media(ad, '', 'POST', { key: await t.uploadKey(other.token), version: ad.version });
    expect(fieldsOf(foreign.body).key).toEqual([message('upload.key_invalid')]);
    const elsewhere = await t.createAd(t.tokens.DEALER);
    const used = await media(elsewhere, '', 'POST', { key: ad.media[0]!.key, version: elsewhere.version });
    expect(fieldsOf(used.body).key).toEqual([message('upload.key_used')]);
    const made = 'images/original/advertisements/2025-01-01/0123456789abcdef0123456789abcdef.jpg';
    expect(fieldsOf((await media(ad, '', 'POST', { key: made, version: ad.version })).body).key).toEqual([
      message('upload.key_invalid'),
    ]);
    expect((await storedRow(t, ad.id))!.media).toHaveLength(1);
  });

  it('answer a stale version with 409 for every operation, and nothing changes', async () => {
    const ad = await withPhotos(2);
    const [first, second] = ad.media.map((item) => item.id);
    const stale = ad.version - 1;
    const attempts = [
      media(ad, '', 'POST', { key: await t.uploadKey(t.tokens.DEALER), version: stale }),
      media(ad, '/order', 'PUT', { ids: [second, first], version: stale }),
      media(ad, `/${second}/cover`, 'POST', { version: stale }),
      media(ad, `/${first}?version=${stale}`, 'DELETE'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.current).toMatchObject({ id: ad.id, version: ad.version });
    }
    expect((await storedRow(t, ad.id))!.media.map((item) => item.id)).toEqual([first, second]);
  });
});
