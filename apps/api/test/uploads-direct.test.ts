import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveImageUrl, thumbnailKeyOf } from '@coachyard/contract';
import { LocalStorage } from '../src/storage/index.ts';
import { uploadsTestFile, UPLOADS_TEST_MAX_BYTES as MAX_BYTES, jpegBytes } from './uploads-support.ts';

// The local storage's own routes: the direct upload URL, the media it serves, and image URLs.

const file = uploadsTestFile();
const { message, signed, put, uploaded, media } = file;

describe('PUT /api/uploads/direct/:token', () => {
  it('refuses a body over the limit announced by its length, and keeps nothing', async () => {
    const signature = await signed(file.dealer);
    const response = await put(signature.upload.url, Buffer.alloc(MAX_BYTES + 1, 0xff), 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: message('upload.too_large'),
    });
    expect((await media(signature.key)).statusCode).toBe(404);
  });

  it('stops a streamed body without a length as soon as it passes the limit', async () => {
    const signature = await signed(file.dealer);
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
    const signature = await signed(file.dealer);
    for (const type of ['image/png', 'text/html', 'application/json', 'image/svg+xml']) {
      const response = await put(signature.upload.url, Buffer.from('{"a":1}'), type);
      expect(response.statusCode, type).toBe(415);
    }
    expect((await media(signature.key)).statusCode).toBe(404);
  });

  it('refuses forged, altered and expired upload URLs', async () => {
    const bytes = await jpegBytes();
    const signature = await signed(file.dealer);
    const token = signature.upload.url.split('/').pop()!;
    const [payload, mac] = token.split('.');
    const otherKey = JSON.parse(Buffer.from(payload, 'base64url').toString());
    otherKey.k = 'images/original/user/2020-01-01/' + 'a'.repeat(32) + '.jpg';
    const altered = `${Buffer.from(JSON.stringify(otherKey)).toString('base64url')}.${mac}`;

    const storage = file.t.app.storage as LocalStorage;
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
    const response = await file.t.request({
      method: 'POST',
      url: '/api/uploads/signature',
      token: file.dealer,
      payload: await jpegBytes(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('GET /media/*', () => {
  beforeAll(async () => {
    const mediaRoot = path.join(file.t.config.dataDir, 'media');
    await mkdir(path.join(mediaRoot, 'images/notes'), { recursive: true });
    await writeFile(path.join(mediaRoot, 'images/notes/readme.txt'), 'not an image');
    await writeFile(path.join(mediaRoot, 'images/notes/page.html'), '<script>alert(1)</script>');
    await writeFile(path.join(file.t.config.dataDir, 'secret.png'), 'outside the media folder');
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
      const response = await file.t.request({ method: 'GET', url });
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
      expect((await file.t.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('is read-only', async () => {
    const signature = await uploaded(file.dealer, await jpegBytes());
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      const response = await file.t.request({ method, url: `/media/${signature.key}`, payload: 'x' });
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
      'images/thumbs/content/2025-01-31/abc.jpg',
    );
  });
});
