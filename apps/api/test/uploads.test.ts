import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUploadKey, resolveImageUrl, thumbnailKeyOf, translateMessage } from '@coachyard/contract';
import { uploadKeys, users } from '../src/db/schema/index.ts';
import { LocalStorage } from '../src/storage/index.ts';
import { ACCOUNTS } from './helpers.ts';
import {
  createUploadsTestApp,
  jpegBytes,
  pngBytes,
  pngDeclaring,
  type UploadsTestApp,
} from './uploads-support.ts';

const MAX_BYTES = 200_000;
const message = (key: string, lang = 'en') => translateMessage(key, lang);

let t: UploadsTestApp;
let admin: string;
let dealer: string;

beforeAll(async () => {
  t = await createUploadsTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  [admin, dealer] = await Promise.all([t.login(ACCOUNTS.ADMIN), t.login(ACCOUNTS.DEALER)]);
});
afterAll(() => t?.close());

const photo = (overrides: Record<string, unknown> = {}) => ({
  namespace: 'user',
  filename: 'photo.jpg',
  content_type: 'image/jpeg',
  size: 1000,
  ...overrides,
});

/** Signs an upload and returns the signature's data. */
async function signed(token: string, overrides: Record<string, unknown> = {}) {
  const response = await t.sign(token, photo(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    upload: { url: string; method: string; headers: Record<string, string> };
    key: string;
    public_url: string;
    expires_at: string;
  };
}

/** Sends bytes to a signed local upload URL, as a browser would. */
const put = (
  url: string,
  body: Buffer | Readable,
  contentType: string,
  headers: Record<string, string> = {},
) => t.request({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType, ...headers } });

async function uploaded(token: string, bytes: Buffer, overrides: Record<string, unknown> = {}) {
  const signature = await signed(token, { size: bytes.length, ...overrides });
  const response = await put(signature.upload.url, bytes, signature.upload.headers['Content-Type']);
  expect(response.statusCode, response.body).toBe(200);
  return signature;
}

const statusOf = async (key: string) =>
  (await t.db.select({ status: uploadKeys.status }).from(uploadKeys).where(eq(uploadKeys.key, key)))[0]
    ?.status;
const media = (key: string) => t.request({ method: 'GET', url: `/media/${key}` });

describe('POST /api/uploads/signature', () => {
  it('refuses callers without a token', async () => {
    const response = await t.request({ method: 'POST', url: '/api/uploads/signature', payload: photo() });
    expect(response.statusCode).toBe(401);
  });

  it('signs a JPEG for a key the server chooses, recorded as issued to the caller', async () => {
    const before = Date.now();
    // Profile uploads declare image/jpg (SPEC §5): the same as image/jpeg.
    const data = await signed(dealer, { filename: 'My Photo.JPG', content_type: 'image/jpg' });
    expect(isUploadKey(data.key)).toBe(true);
    expect(data.key).toMatch(
      new RegExp(`^images/original/user/${new Date().toISOString().slice(0, 10)}/[a-f0-9]{32}\\.jpg$`),
    );
    expect(data.public_url).toBe(`/media/${data.key}`);
    expect(data.upload).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/jpeg' } });
    expect(data.upload.url).toMatch(/^\/api\/uploads\/direct\/[\w-]+\.[\w-]+$/);
    const expiresIn = new Date(data.expires_at).getTime() - before;
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 1000);

    const [row] = await t.db
      .select({ owner: users.emailAddress, status: uploadKeys.status, type: uploadKeys.contentType })
      .from(uploadKeys)
      .innerJoin(users, eq(users.id, uploadKeys.ownerId))
      .where(eq(uploadKeys.key, data.key));
    expect(row).toEqual({ owner: ACCOUNTS.DEALER, status: 'issued', type: 'image/jpeg' });
  });

  it('gives every signature its own key, a PNG one ending in .png', async () => {
    const [first, second] = await Promise.all([
      signed(dealer, { filename: 'a.png', content_type: 'image/png', namespace: 'advertisements' }),
      signed(dealer, { filename: 'a.png', content_type: 'image/png', namespace: 'advertisements' }),
    ]);
    expect(first.key).not.toBe(second.key);
    expect(first.key).toMatch(/^images\/original\/advertisements\/.+\.png$/);
  });

  const refusals: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'a type that is not JPEG or PNG',
      { filename: 'anim.gif', content_type: 'image/gif' },
      { filename: 'upload.type_not_allowed', content_type: 'upload.type_not_allowed' },
    ],
    [
      'an SVG called by its name',
      { filename: 'logo.svg', content_type: 'image/png' },
      { filename: 'upload.type_not_allowed' },
    ],
    [
      'a file without extension',
      { filename: 'photo', content_type: 'image/png' },
      { filename: 'upload.type_not_allowed' },
    ],
    [
      'HTML declared as such',
      { filename: 'page.png', content_type: 'text/html' },
      { content_type: 'upload.type_not_allowed' },
    ],
    [
      'a type that contradicts the extension',
      { filename: 'a.png', content_type: 'image/jpeg' },
      { content_type: 'upload.type_mismatch' },
    ],
    ['a file over the size limit', { size: MAX_BYTES + 1 }, { size: 'upload.too_large' }],
    ['an empty file', { size: 0 }, { size: 'upload.empty' }],
    ['an unknown namespace', { namespace: 'settings' }, { namespace: 'upload.namespace_invalid' }],
    ['a missing namespace', { namespace: undefined }, { namespace: 'common.required' }],
    ['an unknown field', { key: 'images/original/user/mine.jpg' }, { key: 'common.unknown_field' }],
  ];
  for (const [what, overrides, expected] of refusals) {
    it(`refuses ${what}`, async () => {
      const response = await t.sign(dealer, photo(overrides));
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION');
      for (const [field, key] of Object.entries(expected))
        expect(error.fields[field]).toEqual([message(key)]);
    });
  }

  it('words its refusals in the request language', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/uploads/signature?lang=tr',
      token: dealer,
      payload: photo({ filename: 'a.gif', content_type: 'image/gif', size: MAX_BYTES + 1 }),
    });
    expect(response.json().error.fields).toMatchObject({
      filename: ['Yalnızca JPG, JPEG ve PNG görselleri yüklenebilir'],
      size: ['Görsel izin verilen boyuttan büyük'],
    });
  });
});

describe('GET /api/uploads/settings', () => {
  it('tells a signed-in client the limits and the media base its image paths resolve against', async () => {
    expect((await t.request({ method: 'GET', url: '/api/uploads/settings' })).statusCode).toBe(401);
    const response = await t.request({ method: 'GET', url: '/api/uploads/settings', token: dealer });
    expect(response.json().data).toEqual({
      media_base_url: '/media',
      max_bytes: MAX_BYTES,
      max_pixels: 40_000_000,
      extensions: ['jpg', 'jpeg', 'png'],
      content_types: ['image/jpeg', 'image/png'],
      namespaces: ['user', 'advertisements', 'media', 'content'],
    });
  });
});

describe('local storage, end to end', () => {
  it('takes the bytes at the signed URL, accepts them, makes a webp thumbnail and serves both', async () => {
    const bytes = await jpegBytes(1200, 800);
    const signature = await uploaded(dealer, bytes);
    expect(await statusOf(signature.key)).toBe('issued');

    const accepted = await t.accept(dealer, { key: signature.key, namespace: 'user', entity: 'users:me' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const image = accepted.json().data;
    expect(image).toEqual({
      key: signature.key,
      url: signature.public_url,
      thumbnail_url: `/media/${signature.key.replace('images/original/', 'images/thumbs/').replace(/\.jpg$/, '.webp')}`,
      width: 1200,
      height: 800,
    });
    expect(await statusOf(signature.key)).toBe('accepted');

    const original = await t.request({ method: 'GET', url: image.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.rawPayload.equals(bytes)).toBe(true);

    const thumbnail = await t.request({ method: 'GET', url: image.thumbnail_url });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 320]);
  });

  it('lets the same entity save the key again, but no other entity', async () => {
    const signature = await uploaded(dealer, await pngBytes(), {
      filename: 'p.png',
      content_type: 'image/png',
    });
    const first = await t.accept(dealer, { key: signature.key, namespace: 'user', entity: 'users:1' });
    const again = await t.accept(dealer, { key: signature.key, namespace: 'user', entity: 'users:1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);

    const elsewhere = await t.accept(dealer, { key: signature.key, namespace: 'user', entity: 'users:2' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toEqual({ profile_picture: [message('upload.key_used')] });
  });

  it('no longer takes bytes for a key once it was accepted', async () => {
    const signature = await uploaded(dealer, await jpegBytes());
    await t.accept(dealer, { key: signature.key, namespace: 'user' });
    const replaced = await put(signature.upload.url, Buffer.from('<html>swap</html>'), 'image/jpeg');
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().error.message).toBe(message('upload.link_invalid'));
  });

  it('answers "not uploaded yet" for a key without bytes, and accepts it once they arrive', async () => {
    const bytes = await jpegBytes();
    const signature = await signed(dealer, { size: bytes.length });
    const early = await t.accept(dealer, { key: signature.key, namespace: 'user' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toEqual({ profile_picture: [message('upload.missing')] });

    expect((await put(signature.upload.url, bytes, 'image/jpeg')).statusCode).toBe(200);
    expect((await t.accept(dealer, { key: signature.key, namespace: 'user' })).statusCode).toBe(200);
  });
});

describe('keys an entity may not use', () => {
  it('refuses a key issued to another user, without telling it exists, and leaves it to its owner', async () => {
    const signature = await uploaded(admin, await jpegBytes());
    const foreign = await t.accept(dealer, { key: signature.key, namespace: 'user' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: { profile_picture: [message('upload.key_invalid')] },
    });

    // Same answer as for a key nobody was ever given.
    const madeUp = await t.accept(dealer, {
      key: signature.key.replace(/[a-f0-9]{32}/, 'f'.repeat(32)),
      namespace: 'user',
    });
    expect(madeUp.json().error).toEqual({ ...foreign.json().error });

    expect(await statusOf(signature.key)).toBe('issued');
    expect((await media(signature.key)).statusCode).toBe(200);
    expect((await t.accept(admin, { key: signature.key, namespace: 'user' })).statusCode).toBe(200);
  });

  it('refuses what is not an upload key at all', async () => {
    for (const key of ['https://evil.example/x.jpg', '../../etc/passwd', 'images/original/user/x.jpg', '']) {
      const response = await t.accept(dealer, { key, namespace: 'user' });
      expect(response.json().error.fields, key).toEqual({ profile_picture: [message('upload.key_invalid')] });
    }
  });

  it('refuses a key issued for another namespace', async () => {
    const signature = await uploaded(dealer, await jpegBytes(), { namespace: 'advertisements' });
    const response = await t.accept(dealer, { key: signature.key, namespace: 'user' });
    expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.key_invalid')] });
  });

  it('refuses an expired key and deletes its object', async () => {
    const signature = await uploaded(dealer, await jpegBytes());
    await t.db
      .update(uploadKeys)
      .set({ issuedAt: sql`now() - interval '3 days'`, expiresAt: sql`now() - interval '2 days'` })
      .where(eq(uploadKeys.key, signature.key));
    const response = await t.accept(dealer, { key: signature.key, namespace: 'user' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.key_expired')] });
    expect((await media(signature.key)).statusCode).toBe(404);
    expect(await statusOf(signature.key)).toBe('rejected');
  });
});

describe('bytes that are not a JPEG or PNG within limits', () => {
  const disguised: [string, Buffer][] = [
    [
      'an HTML page',
      Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    ],
    [
      'an SVG image',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      ),
    ],
  ];
  for (const [what, bytes] of disguised) {
    it(`refuses ${what} renamed to .png, deletes it and retires its key`, async () => {
      const signature = await uploaded(dealer, bytes, {
        filename: 'innocent.png',
        content_type: 'image/png',
      });
      expect((await media(signature.key)).statusCode).toBe(200);

      const response = await t.accept(dealer, { key: signature.key, namespace: 'user' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.not_an_image')] });
      expect((await media(signature.key)).statusCode).toBe(404);
      expect(await statusOf(signature.key)).toBe('rejected');

      const retry = await t.accept(dealer, { key: signature.key, namespace: 'user' });
      expect(retry.json().error.fields).toEqual({ profile_picture: [message('upload.key_invalid')] });
      const reupload = await put(signature.upload.url, await pngBytes(), 'image/png');
      expect(reupload.statusCode).toBe(400);
    });
  }

  it('refuses a PNG uploaded for a JPEG key (the bytes decide, not the name)', async () => {
    const signature = await uploaded(dealer, await pngBytes());
    const response = await t.accept(dealer, { key: signature.key, namespace: 'user' });
    expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.not_an_image')] });
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await jpegBytes(800, 600);
    const signature = await uploaded(dealer, whole.subarray(0, Math.floor(whole.length / 2)));
    const response = await t.accept(dealer, { key: signature.key, namespace: 'user' });
    expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.not_an_image')] });
    expect((await media(signature.key)).statusCode).toBe(404);
  });

  it('refuses a pixel flood (a tiny PNG of 20000×20000) without decoding it, and deletes it', async () => {
    const flood = pngDeclaring(20_000, 20_000);
    expect(flood.length).toBeLessThan(MAX_BYTES);
    const meta = await sharp(flood, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 20_000, 20_000]);

    const signature = await uploaded(dealer, flood, { filename: 'flood.png', content_type: 'image/png' });
    const started = Date.now();
    const response = await t.accept(dealer, { key: signature.key, namespace: 'user' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.too_many_pixels')] });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await media(signature.key)).statusCode).toBe(404);
  });
});

describe('PUT /api/uploads/direct/:token', () => {
  it('refuses a body over the limit announced by its length, and keeps nothing', async () => {
    const signature = await signed(dealer);
    const response = await put(signature.upload.url, Buffer.alloc(MAX_BYTES + 1, 0xff), 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: message('upload.too_large'),
    });
    expect((await media(signature.key)).statusCode).toBe(404);
  });

  it('stops a streamed body without a length as soon as it passes the limit', async () => {
    const signature = await signed(dealer);
    let sent = 0;
    const endless = new Readable({
      read() {
        sent += 16_384;
        this.push(sent > 10 * MAX_BYTES ? null : Buffer.alloc(16_384, 0xff));
      },
    });
    const response = await put(signature.upload.url, endless, 'image/jpeg', {
      'transfer-encoding': 'chunked',
    });
    expect(response.statusCode).toBe(413);
    expect((await media(signature.key)).statusCode).toBe(404);
    // A later, proper upload to the same URL still works.
    expect((await put(signature.upload.url, await jpegBytes(), 'image/jpeg')).statusCode).toBe(200);
  });

  it('accepts only the content type it was signed for', async () => {
    const signature = await signed(dealer);
    for (const type of ['image/png', 'text/html', 'application/json', 'image/svg+xml']) {
      const response = await put(signature.upload.url, Buffer.from('{"a":1}'), type);
      expect(response.statusCode, type).toBe(415);
    }
    expect((await media(signature.key)).statusCode).toBe(404);
  });

  it('refuses forged, altered and expired upload URLs', async () => {
    const bytes = await jpegBytes();
    const signature = await signed(dealer);
    const token = signature.upload.url.split('/').pop()!;
    const [payload, mac] = token.split('.');
    const otherKey = JSON.parse(Buffer.from(payload, 'base64url').toString());
    otherKey.k = 'images/original/user/2020-01-01/' + 'a'.repeat(32) + '.jpg';
    const altered = `${Buffer.from(JSON.stringify(otherKey)).toString('base64url')}.${mac}`;

    const storage = t.app.storage as LocalStorage;
    const expired = await storage.createUploadTarget(signature.key, 'image/jpeg', MAX_BYTES, -1);

    for (const url of [
      `/api/uploads/direct/${altered}`,
      `/api/uploads/direct/${payload}.${'A'.repeat(mac.length)}`,
      '/api/uploads/direct/not-a-token',
      expired.url,
    ]) {
      const response = await put(url, bytes, 'image/jpeg');
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message).toBe(message('upload.link_invalid'));
    }
    expect((await media(signature.key)).statusCode).toBe(404);
  });

  it('leaves JSON the only body type of every other route', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/uploads/signature',
      token: dealer,
      payload: await jpegBytes(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('GET /media/*', () => {
  beforeAll(async () => {
    const mediaRoot = path.join(t.config.dataDir, 'media');
    await mkdir(path.join(mediaRoot, 'images/notes'), { recursive: true });
    await writeFile(path.join(mediaRoot, 'images/notes/readme.txt'), 'not an image');
    await writeFile(path.join(mediaRoot, 'images/notes/page.html'), '<script>alert(1)</script>');
    await writeFile(path.join(t.config.dataDir, 'secret.png'), 'outside the media folder');
  });

  it('serves no path outside the media folder', async () => {
    for (const url of [
      '/media/../secret.png',
      '/media/..%2fsecret.png',
      '/media/images/..%2f..%2fsecret.png',
      '/media/images/%2e%2e/%2e%2e/secret.png',
      '/media/images/..%5c..%5csecret.png',
      '/media//etc/passwd',
      '/media/%2fetc%2fhostname',
      '/media/images/notes/..%00.png',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('outside the media folder');
    }
  });

  it('lists no folder and serves only image files', async () => {
    for (const url of [
      '/media/',
      '/media/images',
      '/media/images/',
      '/media/images/notes',
      '/media/images/notes/readme.txt',
      '/media/images/notes/page.html',
    ]) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('is read-only', async () => {
    const signature = await uploaded(dealer, await jpegBytes());
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      const response = await t.request({ method, url: `/media/${signature.key}`, payload: 'x' });
      expect(response.statusCode, method).toBeGreaterThanOrEqual(400);
    }
    expect((await media(signature.key)).statusCode).toBe(200);
  });
});

describe('image URLs (SPEC §2 Image preview)', () => {
  it('resolves stored paths against the media base and keeps full URLs as they are', () => {
    const key = 'images/original/user/2025-01-31/' + 'a'.repeat(32) + '.jpg';
    expect(resolveImageUrl(key, '/media')).toBe(`/media/${key}`);
    expect(resolveImageUrl(`/${key}`, 'https://cdn.example.com/bucket/')).toBe(
      `https://cdn.example.com/bucket/${key}`,
    );
    for (const full of [
      'https://cdn.example.com/a.jpg',
      'HTTP://legacy.example.com/a.png',
      '//cdn.example.com/a.png',
      'blob:https://x/1',
      'data:image/png;base64,AA==',
    ]) {
      expect(resolveImageUrl(full, '/media')).toBe(full);
    }
    expect(resolveImageUrl(null, '/media')).toBeNull();
    expect(resolveImageUrl('', '/media')).toBeNull();
  });

  it('names the thumbnail of an original', () => {
    expect(thumbnailKeyOf('images/original/content/2025-01-31/abc.png')).toBe(
      'images/thumbs/content/2025-01-31/abc.webp',
    );
  });
});
