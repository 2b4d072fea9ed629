import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { translateMessage, UPLOAD_NAMESPACES } from '@coachyard/contract';
import { buildApp } from '../src/app.ts';
import { uploadKeys } from '../src/db/schema/index.ts';
import { ok } from '../src/lib/envelope.ts';
import { acceptUpload } from '../src/modules/uploads/index.ts';
import authPlugin from '../src/plugins/auth.ts';
import { ACCOUNTS, createTestApp, TEST_PASSWORD, type TestApp } from './helpers.ts';

/** Test images are made at test time, never kept as binary fixtures. */
export const jpegBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
/**
 * A photo of its own: coloured shapes drawn from `seed` over a tinted ground, sharp-edged and 1280 px wide unless
 * told, so each seed hashes far from every other (issue 27's duplicate look-up finds only what a test means).
 */
export function photoBytes(seed: number, width = 1280, height = 800) {
  let state = (seed % 2147483646) + 1;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const shapes = Array.from({ length: 24 }, () => {
    const colour = `hsl(${Math.floor(next() * 360)},${40 + Math.floor(next() * 50)}%,${25 + Math.floor(next() * 50)}%)`;
    return next() < 0.5
      ? `<rect x="${next() * width}" y="${next() * height}" width="${next() * width * 0.5}" height="${next() * height * 0.5}" fill="${colour}"/>`
      : `<circle cx="${next() * width}" cy="${next() * height}" r="${next() * height * 0.3}" fill="${colour}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${(seed * 37) % 360},30%,60%)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}
export const pngBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: '#2980b9' } })
    .png()
    .toBuffer();

/**
 * A pixel flood: a valid PNG of a few kilobytes declaring width×height pixels (1-bit grey, every row
 * zero), which would take gigabytes to decode. Built by hand because no encoder makes one quickly.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const ACCEPT_PROBE_URL = '/test/accept-upload';

/**
 * The real app plus one test-only route that does what an entity module does before it saves a key:
 * POST /test/accept-upload { key, namespace, entity? } answers acceptUpload's result in the envelope,
 * or its error (field `profile_picture`) through the app's error handler.
 */
export async function createUploadsTestApp(environment: Record<string, string> = {}) {
  const base: TestApp = await createTestApp(environment);
  const app: FastifyInstance = await buildApp({ config: base.config, db: base.db });
  await app.register(async (scope) => {
    await scope.register(authPlugin);
    scope.post(ACCEPT_PROBE_URL, async (request) => {
      const body = z
        .object({ key: z.string(), namespace: z.enum(UPLOAD_NAMESPACES), entity: z.string().optional() })
        .parse(request.body);
      return ok(
        await acceptUpload(app, request, body.key, {
          namespace: body.namespace,
          entity: body.entity,
          field: 'profile_picture',
        }),
      );
    });
  });
  await app.ready();
  // The helper's own app shares the database; only the one with the probe route serves requests.
  await base.app.close();

  const request = ({ token, headers, ...options }: InjectOptions & { token?: string }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  return {
    app,
    db: base.db,
    config: base.config,
    request,
    login: async (email: string) => {
      const response = await request({
        method: 'POST',
        url: '/api/auth',
        payload: { user_email: email, user_password: TEST_PASSWORD },
      });
      return response.json().data.access_token as string;
    },
    sign: (token: string, payload: Record<string, unknown>) =>
      request({ method: 'POST', url: '/api/uploads/signature', token, payload }),
    accept: (token: string, payload: { key: string; namespace: string; entity?: string }) =>
      request({ method: 'POST', url: ACCEPT_PROBE_URL, token, payload }),
    async close() {
      await app.close();
      await base.db.$client.end();
    },
  };
}
export type UploadsTestApp = Awaited<ReturnType<typeof createUploadsTestApp>>;

/** The upload limit the uploads test files sign against (small, so oversized bodies stay cheap). */
export const UPLOADS_TEST_MAX_BYTES = 200_000;

/**
 * One uploads test file's app (with UPLOADS_TEST_MAX_BYTES), its ADMIN's and DEALER's tokens, made before the
 * file's tests and closed after them, and the steps its tests share: sign, send bytes, read a key's status.
 */
export function uploadsTestFile() {
  const file = {} as { t: UploadsTestApp; admin: string; dealer: string };
  beforeAll(async () => {
    file.t = await createUploadsTestApp({ UPLOAD_MAX_BYTES: String(UPLOADS_TEST_MAX_BYTES) });
    [file.admin, file.dealer] = await Promise.all([
      file.t.login(ACCOUNTS.ADMIN),
      file.t.login(ACCOUNTS.DEALER),
    ]);
  });
  afterAll(() => file.t?.close());

  const message = (key: string, lang = 'en') => translateMessage(key, lang);
  const photo = (overrides: Record<string, unknown> = {}) => ({
    namespace: 'user',
    filename: 'photo.jpg',
    content_type: 'image/jpeg',
    size: 1000,
    ...overrides,
  });

  /** Signs an upload and returns the signature's data. */
  async function signed(token: string, overrides: Record<string, unknown> = {}) {
    const response = await file.t.sign(token, photo(overrides));
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
  ) =>
    file.t.request({
      method: 'PUT',
      url,
      payload: body,
      headers: { 'content-type': contentType, ...headers },
    });

  async function uploaded(token: string, bytes: Buffer, overrides: Record<string, unknown> = {}) {
    const signature = await signed(token, { size: bytes.length, ...overrides });
    const response = await put(signature.upload.url, bytes, signature.upload.headers['Content-Type']);
    expect(response.statusCode, response.body).toBe(200);
    return signature;
  }

  const statusOf = async (key: string) =>
    (await file.t.db.select({ status: uploadKeys.status }).from(uploadKeys).where(eq(uploadKeys.key, key)))[0]
      ?.status;
  const media = (key: string) => file.t.request({ method: 'GET', url: `/media/${key}` });

  return Object.assign(file, { message, photo, signed, put, uploaded, statusOf, media });
}
