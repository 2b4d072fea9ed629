import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

const LIMIT = 8;
let t: TestApp;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'coachyard-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Coachyard</title>');
  await writeFile(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("coachyard")');
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), WEB_DIST: webDist });
});
afterAll(() => t.close());

const office = { remoteAddress: '198.51.100.20' };

describe('the request rate limit', () => {
  it('counts a signed-in user’s requests per account, so colleagues behind one address keep theirs', async () => {
    // Sign-ins are anonymous requests: they count against the office's address.
    const admin = await t.login(ACCOUNTS.ADMIN);
    const dealer = await t.login(ACCOUNTS.DEALER);
    const asAdmin = () => t.request({ method: 'GET', url: '/api/users/me', token: admin, ...office });
    for (let index = 0; index < LIMIT; index += 1) expect((await asAdmin()).statusCode).toBe(200);
    const refused = await asAdmin();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const colleague = await t.request({ method: 'GET', url: '/api/users/me', token: dealer, ...office });
    expect(colleague.statusCode).toBe(200);
  });

  it('counts anonymous requests, and forged tokens, per address', async () => {
    const visitor = { remoteAddress: '203.0.113.50' };
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    for (let index = 0; index < LIMIT; index += 1) {
      const token = index % 2 ? forged : undefined;
      expect((await t.request({ method: 'GET', url: '/api/users/me', token, ...visitor })).statusCode).toBe(
        401,
      );
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/users/me', token: forged, ...visitor })).statusCode,
    ).toBe(429);
  });

  it('never counts the app’s hashed scripts and styles', async () => {
    const newcomer = { remoteAddress: '192.0.2.77' };
    for (let index = 0; index < LIMIT * 3; index += 1) {
      const asset = await t.request({ method: 'GET', url: '/assets/index-3f9a1c.js', ...newcomer });
      expect(asset.statusCode).toBe(200);
    }
    expect((await t.request({ method: 'GET', url: '/api/health', ...newcomer })).statusCode).toBe(200);
  });
});
