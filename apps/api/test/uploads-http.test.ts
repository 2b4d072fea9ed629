import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNTS } from './helpers.ts';
import { createUploadsTestApp, jpegBytes, type UploadsTestApp } from './uploads-support.ts';

const MAX_BYTES = 100_000;
let t: UploadsTestApp;
let origin: string;
let dealer: string;

beforeAll(async () => {
  t = await createUploadsTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  dealer = await t.login(ACCOUNTS.DEALER);
});
afterAll(() => t?.close());

/** A chunked PUT over a real socket that keeps sending until the server answers or `total` is sent. */
function streamPut(url: string, total: number) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    const request = http.request(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' } });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sent }));
    });
    request.on('error', reject);
    const chunk = Buffer.alloc(16_384, 0xff);
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

it('answers an oversized streamed upload with 413 over a real connection, and the URL still works after', async () => {
  const signature = (
    await t.sign(dealer, { namespace: 'user', filename: 'a.jpg', content_type: 'image/jpeg', size: 10 })
  ).json().data;
  const result = await streamPut(`${origin}${signature.upload.url}`, 50 * MAX_BYTES);
  expect(result.status).toBe(413);
  expect(JSON.parse(result.body).error.code).toBe('PAYLOAD_TOO_LARGE');

  const ok = await fetch(`${origin}${signature.upload.url}`, {
    method: 'PUT',
    body: new Uint8Array(await jpegBytes()),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(ok.status).toBe(200);
});
