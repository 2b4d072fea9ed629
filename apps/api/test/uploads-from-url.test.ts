import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchedImages, uploadKeys, users } from '../src/db/schema/index.ts';
import { FetchRefused } from '../src/lib/safe-fetch.ts';
import { ImageRejected, storeImageFromUrl, thumbnailKeyOf } from '../src/modules/uploads/index.ts';
import { HOSTILE, startFeedServer, type FeedServer } from './feed-samples/server.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

// Photos by URL (issue 28): a feed's photos fetched from a dealer's server on loopback and stored as uploads.

let t: TestApp;
let server: FeedServer;
let dealerId: string;
beforeAll(async () => {
  [t, server] = await Promise.all([
    createTestApp({ FEEDS_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1', UPLOAD_MAX_BYTES: String(1024 * 1024) }),
    startFeedServer({ vehicles: 3, photosPerVehicle: 3 }),
  ]);
  [{ id: dealerId }] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailAddress, ACCOUNTS.DEALER));
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const store = (path: string, allowPrivate?: boolean) =>
  storeImageFromUrl(t.app, server.url + path, {
    ownerId: dealerId,
    namespace: 'advertisements',
    allowPrivate,
  });
const uploadRows = async () => (await t.db.select({ rows: count() }).from(uploadKeys))[0].rows;

/** What storing the URL was refused with. */
async function refusalOf(path: string, allowPrivate?: boolean) {
  const error = await store(path, allowPrivate).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (error instanceof FetchRefused || error instanceof ImageRejected) return error.messageKey;
  throw error ?? new Error(`${path} was stored`);
}

describe('a photo by URL', () => {
  it('is stored as an accepted upload of the dealer, with its thumbnail, served like any upload', async () => {
    const image = await store('/photos/STK-0000001/1.jpg');
    expect(image).toMatchObject({ width: 400, height: 300, downloaded: true });
    expect(image.key).toMatch(/^images\/original\/advertisements\/\d{4}-\d{2}-\d{2}\/[a-f0-9]{32}\.jpg$/);
    expect(image.key).toContain(image.content_hash.slice(0, 32));

    const [row] = await t.db.select().from(uploadKeys).where(eq(uploadKeys.key, image.key));
    expect(row).toMatchObject({ ownerId: dealerId, namespace: 'advertisements', status: 'accepted' });
    const original = await t.request({ method: 'GET', url: image.url });
    expect([original.statusCode, original.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const thumbnail = await t.request({ method: 'GET', url: image.thumbnail_url });
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(image.thumbnail_key).toBe(image.key.replace('/original/', '/thumbs/'));
    expect(row!.thumbnailKey).toBe(image.thumbnail_key);
  });

  it('stored before with a webp thumbnail keeps it: the same bytes at another URL answer its old key', async () => {
    const before = await store('/photos/STK-0000002/3.jpg');
    // As a photo stored before JPEG thumbnails were made: its webp file and the key its upload recorded.
    const webpKey = thumbnailKeyOf(before.key).replace(/\.jpg$/, '.webp');
    await t.app.storage.put(webpKey, Buffer.from('RIFF....WEBP'), 'image/webp');
    await t.db.update(uploadKeys).set({ thumbnailKey: webpKey }).where(eq(uploadKeys.key, before.key));
    const copy = await store('/copies/STK-0000002/3.jpg');
    expect([copy.key, copy.thumbnail_key]).toEqual([before.key, webpKey]);
    const served = await t.request({ method: 'GET', url: copy.thumbnail_url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('is not downloaded again while its validators match, and is when the photo changes', async () => {
    const path = '/photos/STK-0000002/1.jpg';
    const first = await store(path);
    const again = await store(path);
    expect(again).toEqual({ ...first, downloaded: false });
    expect([server.served(path), server.notModified(path)]).toEqual([1, 1]);

    server.changePhoto('STK-0000002', 1);
    const changed = await store(path);
    expect(changed.downloaded).toBe(true);
    expect(changed.key).not.toBe(first.key);
    expect(server.served(path)).toBe(2);
    const [remembered] = await t.db
      .select()
      .from(fetchedImages)
      .where(eq(fetchedImages.url, server.url + path));
    expect(remembered).toMatchObject({ uploadKey: changed.key, contentHash: changed.content_hash });
  });

  it('is stored once however many URLs serve the same bytes', async () => {
    const original = await store('/photos/STK-0000003/2.jpg');
    const rowsBefore = await uploadRows();
    const copy = await store('/copies/STK-0000003/2.jpg');
    expect(copy.key).toBe(original.key);
    expect(copy.content_hash).toBe(original.content_hash);
    expect(await uploadRows()).toBe(rowsBefore);
    const urls = await t.db
      .select({ url: fetchedImages.url })
      .from(fetchedImages)
      .where(eq(fetchedImages.contentHash, original.content_hash));
    expect(urls).toHaveLength(2);
  });
});

describe('a photo refused', () => {
  it('is an HTML page served as image/jpeg and named .jpg: refused by its bytes, nothing stored', async () => {
    const rowsBefore = await uploadRows();
    expect(await refusalOf(HOSTILE.htmlAsJpeg)).toBe('upload.not_an_image');
    expect(await uploadRows()).toBe(rowsBefore);
  });

  it('is larger than the upload limit', async () => {
    expect(await refusalOf(HOSTILE.oversized)).toBe('fetch.too_large');
  });

  it('is on loopback while the operator setting does not allow it', async () => {
    const path = '/photos/STK-0000001/3.jpg';
    expect(await refusalOf(path, false)).toBe('fetch.private_address');
    expect(server.served(path)).toBe(0);
  });

  it('is behind a redirect to the cloud metadata address', async () => {
    expect(await refusalOf(HOSTILE.redirectToMetadata)).toBe('fetch.private_address');
  });
});
