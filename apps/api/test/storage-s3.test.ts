import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@coachyard/contract';
import { S3Storage } from '../src/storage/index.ts';
import { ACCOUNTS } from './helpers.ts';
import { createUploadsTestApp, jpegBytes, pngBytes, type UploadsTestApp } from './uploads-support.ts';

/** s3rver ships no types; this is the part of it the test uses. */
interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

const BUCKET = 'coachyard-test';
const MAX_BYTES = 150_000;

let server: S3rverServer;
let directory: string;
let endpoint: string;
let t: UploadsTestApp;
let dealer: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'coachyard-s3rver-'));
  // Port 0: the system picks a free one on loopback.
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createUploadsTestApp({
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    UPLOAD_MAX_BYTES: String(MAX_BYTES),
  });
  dealer = await t.login(ACCOUNTS.DEALER);
});

afterAll(async () => {
  (t?.app.storage as S3Storage | undefined)?.destroy();
  await t?.close();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

interface Signature {
  upload: { url: string; method: string; fields: Record<string, string> };
  key: string;
  public_url: string;
  expires_at: string;
}

async function signed(overrides: Record<string, unknown> = {}): Promise<Signature> {
  const response = await t.sign(dealer, {
    namespace: 'advertisements',
    filename: 'coach.jpg',
    content_type: 'image/jpeg',
    size: 1000,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** What a browser does with the signature: a multipart form, the fields first, then the file. */
function postForm(
  upload: Signature['upload'],
  file: Buffer,
  fileType: string,
  fieldOverrides: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...fieldOverrides }))
    form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: fileType }), 'upload');
  return fetch(upload.url, { method: upload.method, body: form });
}

const exists = async (url: string) => (await fetch(url, { method: 'HEAD' })).status === 200;
const message = (key: string) => translateMessage(key, 'en');

describe('s3 driver against an S3-compatible server on loopback', () => {
  it('signs a presigned POST whose policy pins key, type, size and ACL', async () => {
    const data = await signed();
    expect(data.upload.method).toBe('POST');
    expect(data.upload.url).toBe(`${endpoint}/${BUCKET}`);
    expect(data.public_url).toBe(`${endpoint}/${BUCKET}/${data.key}`);
    expect(data.upload.fields).toMatchObject({
      key: data.key,
      'Content-Type': 'image/jpeg',
      acl: 'public-read',
    });

    const policy = JSON.parse(Buffer.from(data.upload.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, MAX_BYTES],
        ['eq', '$Content-Type', 'image/jpeg'],
        ['eq', '$key', data.key],
        { acl: 'public-read' },
        { bucket: BUCKET },
      ]),
    );
    // The policy expires with the signature, ten minutes from now.
    const policyExpiry = new Date(policy.expiration).getTime();
    expect(Math.abs(policyExpiry - new Date(data.expires_at).getTime())).toBeLessThan(5000);
  });

  it('uploads straight to the bucket, accepts the image, makes its thumbnail and deletes both', async () => {
    const bytes = await jpegBytes(960, 640);
    const data = await signed({ size: bytes.length });
    const upload = await postForm(data.upload, bytes, 'image/jpeg');
    expect(upload.status).toBe(204);

    const publicOriginal = await fetch(data.public_url);
    expect(publicOriginal.status).toBe(200);
    expect(publicOriginal.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await publicOriginal.arrayBuffer()).equals(bytes)).toBe(true);

    const accepted = await t.accept(dealer, { key: data.key, namespace: 'advertisements' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const image = accepted.json().data;
    expect(image).toMatchObject({ key: data.key, url: data.public_url, width: 960, height: 640 });
    expect(image.thumbnail_url).toBe(`${endpoint}/${BUCKET}/${data.key.replace('/original/', '/thumbs/')}`);

    const thumbnail = await fetch(image.thumbnail_url);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 320]);

    await t.app.storage.delete(data.key);
    await t.app.storage.delete(image.key.replace('/original/', '/thumbs/'));
    expect(await t.app.storage.head(data.key)).toBeNull();
    expect(await exists(image.thumbnail_url)).toBe(false);
  });

  // s3rver stores a POST without evaluating its policy (real S3 answers 403 to these), so a wrong
  // upload reaches the bucket here; the server's own checks must still refuse it and delete it.
  it('refuses and deletes an upload that breaks the content-type condition', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const data = await signed({ filename: 'x.png', content_type: 'image/png', size: 100 });
    const upload = await postForm(data.upload, html, 'text/html', { 'Content-Type': 'text/html' });
    expect(upload.status).toBe(204);
    expect(await exists(data.public_url)).toBe(true);

    const accepted = await t.accept(dealer, { key: data.key, namespace: 'advertisements' });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().error.fields).toEqual({ profile_picture: [message('upload.type_not_allowed')] });
    expect(await exists(data.public_url)).toBe(false);
  });

  it('refuses and deletes an upload that breaks the content-length-range condition', async () => {
    const noise = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(MAX_BYTES);
    const data = await signed({ filename: 'x.png', content_type: 'image/png', size: 1000 });
    expect((await postForm(data.upload, noise, 'image/png')).status).toBe(204);

    const accepted = await t.accept(dealer, { key: data.key, namespace: 'advertisements' });
    expect(accepted.json().error.fields).toEqual({ profile_picture: [message('upload.too_large')] });
    expect(await exists(data.public_url)).toBe(false);
  });

  it('refuses an HTML page posted as a PNG and deletes it', async () => {
    const data = await signed({ filename: 'x.png', content_type: 'image/png', size: 100 });
    expect((await postForm(data.upload, Buffer.from('<!doctype html><p>hi'), 'image/png')).status).toBe(204);
    const accepted = await t.accept(dealer, { key: data.key, namespace: 'advertisements' });
    expect(accepted.json().error.fields).toEqual({ profile_picture: [message('upload.not_an_image')] });
    expect(await exists(data.public_url)).toBe(false);
    // …and a real PNG cannot replace it under the retired key.
    expect((await postForm(data.upload, await pngBytes(), 'image/png')).status).toBe(204);
    const retry = await t.accept(dealer, { key: data.key, namespace: 'advertisements' });
    expect(retry.json().error.fields).toEqual({ profile_picture: [message('upload.key_invalid')] });
  });

  it('gives the bucket as the media base stored paths resolve against', async () => {
    const response = await t.request({ method: 'GET', url: '/api/uploads/settings', token: dealer });
    expect(response.json().data.media_base_url).toBe(`${endpoint}/${BUCKET}`);
  });

  it('allows the bucket in the Content-Security-Policy, for previews and uploads', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toMatch(new RegExp(`img-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
  });

  it('serves nothing at /media when images live in the bucket', async () => {
    const response = await t.request({ method: 'GET', url: '/media/images/original/user/x.jpg' });
    expect(response.statusCode).toBe(404);
    const direct = await t.request({
      method: 'PUT',
      url: '/api/uploads/direct/abc.def',
      payload: await jpegBytes(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(direct.statusCode).toBe(404);
  });
});
