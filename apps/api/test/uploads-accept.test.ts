import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadKeys } from '../src/db/schema/index.ts';
import { uploadsTestFile, jpegBytes, pngBytes } from './uploads-support.ts';

// Accepting an uploaded key on an entity: the whole way through local storage, and the keys refused.

const file = uploadsTestFile();
const { message, signed, put, uploaded, statusOf, media } = file;

describe('local storage, end to end', () => {
  it('takes the bytes at the signed URL, accepts them, makes a JPEG thumbnail and serves both', async () => {
    const bytes = await jpegBytes(1200, 800);
    const signature = await uploaded(file.dealer, bytes);
    expect(await statusOf(signature.key)).toBe('issued');

    const accepted = await file.t.accept(file.dealer, {
      key: signature.key,
      namespace: 'user',
      entity: 'users:me',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const image = accepted.json().data;
    expect(image).toEqual({
      key: signature.key,
      url: signature.public_url,
      thumbnail_url: `/media/${signature.key.replace('images/original/', 'images/thumbs/')}`,
      thumbnail_key: signature.key.replace('images/original/', 'images/thumbs/'),
      width: 1200,
      height: 800,
    });
    expect(await statusOf(signature.key)).toBe('accepted');

    const original = await file.t.request({ method: 'GET', url: image.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.rawPayload.equals(bytes)).toBe(true);

    const thumbnail = await file.t.request({ method: 'GET', url: image.thumbnail_url });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 320]);
  });

  it('lets the same entity save the key again, but no other entity', async () => {
    const signature = await uploaded(file.dealer, await pngBytes(), {
      filename: 'p.png',
      content_type: 'image/png',
    });
    const first = await file.t.accept(file.dealer, {
      key: signature.key,
      namespace: 'user',
      entity: 'users:1',
    });
    const again = await file.t.accept(file.dealer, {
      key: signature.key,
      namespace: 'user',
      entity: 'users:1',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);

    const elsewhere = await file.t.accept(file.dealer, {
      key: signature.key,
      namespace: 'user',
      entity: 'users:2',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toEqual({ profile_picture: [message('upload.key_used')] });
  });

  it('no longer takes bytes for a key once it was accepted', async () => {
    const signature = await uploaded(file.dealer, await jpegBytes());
    await file.t.accept(file.dealer, { key: signature.key, namespace: 'user' });
    const replaced = await put(signature.upload.url, Buffer.from('<html>swap</html>'), 'image/jpeg');
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().error.message).toBe(message('upload.link_invalid'));
  });

  it('answers "not uploaded yet" for a key without bytes, and accepts it once they arrive', async () => {
    const bytes = await jpegBytes();
    const signature = await signed(file.dealer, { size: bytes.length });
    const early = await file.t.accept(file.dealer, { key: signature.key, namespace: 'user' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toEqual({ profile_picture: [message('upload.missing')] });

    expect((await put(signature.upload.url, bytes, 'image/jpeg')).statusCode).toBe(200);
    expect((await file.t.accept(file.dealer, { key: signature.key, namespace: 'user' })).statusCode).toBe(
      200,
    );
  });
});

describe('keys an entity may not use', () => {
  it('refuses a key issued to another user, without telling it exists, and leaves it to its owner', async () => {
    const signature = await uploaded(file.admin, await jpegBytes());
    const foreign = await file.t.accept(file.dealer, { key: signature.key, namespace: 'user' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: { profile_picture: [message('upload.key_invalid')] },
    });

    // Same answer as for a key nobody was ever given.
    const madeUp = await file.t.accept(file.dealer, {
      key: signature.key.replace(/[a-f0-9]{32}/, 'f'.repeat(32)),
      namespace: 'user',
    });
    expect(madeUp.json().error).toEqual({ ...foreign.json().error });

    expect(await statusOf(signature.key)).toBe('issued');
    expect((await media(signature.key)).statusCode).toBe(200);
    expect((await file.t.accept(file.admin, { key: signature.key, namespace: 'user' })).statusCode).toBe(200);
  });

  it('refuses what is not an upload key at all', async () => {
    for (const key of ['https://evil.example/x.jpg', '../../etc/passwd', 'images/original/user/x.jpg', '']) {
      const response = await file.t.accept(file.dealer, { key, namespace: 'user' });
      expect(response.json().error.fields, key).toEqual({ profile_picture: [message('upload.key_invalid')] });
    }
  });

  it('refuses a key issued for another namespace', async () => {
    const signature = await uploaded(file.dealer, await jpegBytes(), { namespace: 'advertisements' });
    const response = await file.t.accept(file.dealer, { key: signature.key, namespace: 'user' });
    expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.key_invalid')] });
  });

  it('refuses an expired key and deletes its object', async () => {
    const signature = await uploaded(file.dealer, await jpegBytes());
    await file.t.db
      .update(uploadKeys)
      .set({ issuedAt: sql`now() - interval '3 days'`, expiresAt: sql`now() - interval '2 days'` })
      .where(eq(uploadKeys.key, signature.key));
    const response = await file.t.accept(file.dealer, { key: signature.key, namespace: 'user' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.key_expired')] });
    expect((await media(signature.key)).statusCode).toBe(404);
    expect(await statusOf(signature.key)).toBe('rejected');
  });
});
