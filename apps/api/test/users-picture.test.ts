import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailKeyOf } from '@coachyard/contract';
import { uploadKeys } from '../src/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { jpegBytes } from './uploads-support.ts';
import { createUser, fieldsOf, message, placesOf, userIdOf, validBody } from './users-support.ts';

let t: TestApp;
let admin: string;
let dealer: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, dealer] = await Promise.all([t.login(ACCOUNTS.ADMIN), t.login(ACCOUNTS.DEALER)]);
});
afterAll(() => t?.close());

/** Signs an upload as `token` and, unless told otherwise, sends the bytes as a browser would. */
async function uploaded(token: string, bytes: Buffer, options: { namespace?: string; send?: boolean } = {}) {
  const signature = await t.request({
    method: 'POST',
    url: '/api/uploads/signature',
    token,
    payload: {
      namespace: options.namespace ?? 'user',
      filename: 'photo.jpg',
      content_type: 'image/jpg',
      size: bytes.length,
    },
  });
  expect(signature.statusCode, signature.body).toBe(200);
  const { upload, key } = signature.json().data as {
    upload: { url: string; headers: Record<string, string> };
    key: string;
  };
  if (options.send !== false) {
    const put = await t.request({ method: 'PUT', url: upload.url, payload: bytes, headers: upload.headers });
    expect(put.statusCode, put.body).toBe(200);
  }
  return key;
}

const versionOf = async (id: string, token = admin) =>
  (await t.request({ method: 'GET', url: `/api/users/${id}`, token })).json().data.version as number;
const setPicture = async (id: string, key: string | null, token = admin) =>
  t.request({
    method: 'PATCH',
    url: `/api/users/${id}`,
    token,
    payload: { profile_picture: key, version: await versionOf(id) },
  });

async function newUser() {
  return createUser(t, admin, validBody(await placesOf(t), 'ADMIN'));
}

describe('PATCH /api/users/{id} { profile_picture }', () => {
  it.each([
    ['a key that was never issued', 'images/original/user/2025-01-31/0123456789abcdef0123456789abcdef.jpg'],
    ['a path that is not a key', '../../../etc/passwd'],
    [
      'a full URL',
      'https://evil.example/images/original/user/2025-01-31/0123456789abcdef0123456789abcdef.jpg',
    ],
  ])('refuses %s', async (_case, key) => {
    const user = await newUser();
    const response = await setPicture(user.id, key);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ profile_picture: [message('upload.key_invalid')] });
  });

  it('refuses a key issued to someone else, or for another namespace', async () => {
    const user = await newUser();
    const foreign = await uploaded(dealer, await jpegBytes());
    expect(fieldsOf(await setPicture(user.id, foreign))).toEqual({
      profile_picture: [message('upload.key_invalid')],
    });
    const advertisement = await uploaded(admin, await jpegBytes(), { namespace: 'advertisements' });
    expect(fieldsOf(await setPicture(user.id, advertisement))).toEqual({
      profile_picture: [message('upload.key_invalid')],
    });
  });

  it('refuses a key whose object was not uploaded, and HTML bytes sent as an image', async () => {
    const user = await newUser();
    const notSent = await uploaded(admin, await jpegBytes(), { send: false });
    expect(fieldsOf(await setPicture(user.id, notSent))).toEqual({
      profile_picture: [message('upload.missing')],
    });
    const html = await uploaded(admin, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fieldsOf(await setPicture(user.id, html))).toEqual({
      profile_picture: [message('upload.not_an_image')],
    });
  });

  it('accepts a real upload, answers its URL and thumbnail, and removes it with null', async () => {
    const user = await newUser();
    const key = await uploaded(admin, await jpegBytes(320, 240));
    const response = await setPicture(user.id, key);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.profile_picture).toBe(key);
    expect(data.profile_picture_url).toMatch(new RegExp(`${key}$`));
    expect(data.profile_picture_thumbnail_url).toMatch(/images\/thumbs\/user\/.+\.jpg$/);
    const thumbnailPath = new URL(data.profile_picture_thumbnail_url, 'http://localhost').pathname;
    const thumbnail = await t.request({ method: 'GET', url: thumbnailPath });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');

    // Saving the same user again with its picture is fine; another user cannot take it.
    expect((await setPicture(user.id, key)).statusCode).toBe(200);
    const other = await newUser();
    expect(fieldsOf(await setPicture(other.id, key))).toEqual({
      profile_picture: [message('upload.key_used')],
    });

    const removed = await setPicture(user.id, null);
    expect(removed.json().data).toMatchObject({
      profile_picture: null,
      profile_picture_url: null,
      profile_picture_thumbnail_url: null,
    });
  });

  it('shows a picture accepted before thumbnails were JPEG with the webp thumbnail its upload recorded', async () => {
    const user = await newUser();
    const key = await uploaded(admin, await jpegBytes(320, 240));
    expect((await setPicture(user.id, key)).statusCode).toBe(200);
    const webpKey = thumbnailKeyOf(key).replace(/\.jpg$/, '.webp');
    await t.app.storage.put(webpKey, Buffer.from('RIFF....WEBP'), 'image/webp');
    await t.db.update(uploadKeys).set({ thumbnailKey: webpKey }).where(eq(uploadKeys.key, key));
    const shown = (await t.request({ method: 'GET', url: `/api/users/${user.id}`, token: admin })).json()
      .data;
    expect(shown.profile_picture_thumbnail_url).toMatch(new RegExp(`${webpKey}$`));
    const listed = await t.request({
      method: 'GET',
      url: `/api/users?q=${encodeURIComponent(String(user.email_address))}`,
      token: admin,
    });
    expect(
      listed
        .json()
        .data.items.map(
          (row: { profile_picture_thumbnail_url: string }) => row.profile_picture_thumbnail_url,
        ),
    ).toEqual([shown.profile_picture_thumbnail_url]);
  });

  it('lets everyone set their own picture on PATCH /api/users/me', async () => {
    const key = await uploaded(dealer, await jpegBytes());
    const me = (await t.request({ method: 'GET', url: '/api/users/me', token: dealer })).json().data;
    const response = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      token: dealer,
      payload: { profile_picture: key, version: me.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: await userIdOf(t, ACCOUNTS.DEALER),
      profile_picture: key,
    });
  });
});
