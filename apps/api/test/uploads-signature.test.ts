import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUploadKey } from '@coachyard/contract';
import { uploadKeys, users } from '../src/db/schema/index.ts';
import { ACCOUNTS } from './helpers.ts';
import { uploadsTestFile, UPLOADS_TEST_MAX_BYTES as MAX_BYTES } from './uploads-support.ts';

// Signing a direct upload: who may, what it promises, and the limits a client is told.

const file = uploadsTestFile();
const { message, photo, signed } = file;

describe('POST /api/uploads/signature', () => {
  it('refuses callers without a token', async () => {
    const response = await file.t.request({
      method: 'POST',
      url: '/api/uploads/signature',
      payload: photo(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('signs a JPEG for a key the server chooses, recorded as issued to the caller', async () => {
    const before = Date.now();
    // Profile uploads declare image/jpg (SPEC §5): the same as image/jpeg.
    const data = await signed(file.dealer, { filename: 'My Photo.JPG', content_type: 'image/jpg' });
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

    const [row] = await file.t.db
      .select({ owner: users.emailAddress, status: uploadKeys.status, type: uploadKeys.contentType })
      .from(uploadKeys)
      .innerJoin(users, eq(users.id, uploadKeys.ownerId))
      .where(eq(uploadKeys.key, data.key));
    expect(row).toEqual({ owner: ACCOUNTS.DEALER, status: 'issued', type: 'image/jpeg' });
  });

  it('gives every signature its own key, a PNG one ending in .png', async () => {
    const [first, second] = await Promise.all([
      signed(file.dealer, { filename: 'a.png', content_type: 'image/png', namespace: 'advertisements' }),
      signed(file.dealer, { filename: 'a.png', content_type: 'image/png', namespace: 'advertisements' }),
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
      const response = await file.t.sign(file.dealer, photo(overrides));
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION');
      for (const [field, key] of Object.entries(expected))
        expect(error.fields[field]).toEqual([message(key)]);
    });
  }

  it('words its refusals in the request language', async () => {
    const response = await file.t.request({
      method: 'POST',
      url: '/api/uploads/signature?lang=tr',
      token: file.dealer,
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
    expect((await file.t.request({ method: 'GET', url: '/api/uploads/settings' })).statusCode).toBe(401);
    const response = await file.t.request({
      method: 'GET',
      url: '/api/uploads/settings',
      token: file.dealer,
    });
    expect(response.json().data).toEqual({
      media_base_url: '/media',
      max_bytes: MAX_BYTES,
      max_pixels: 40_000_000,
      extensions: ['jpg', 'jpeg', 'png'],
      content_types: ['image/jpeg', 'image/png'],
      namespaces: ['user', 'advertisements', 'media', 'content', 'feed'],
    });
  });
});
