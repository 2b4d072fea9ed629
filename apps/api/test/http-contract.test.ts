import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let adminToken: string;
let dealerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login(ACCOUNTS.ADMIN);
  dealerToken = await t.login(ACCOUNTS.DEALER);
});
afterAll(() => t.close());

describe('envelope and errors (DESIGN §3)', () => {
  it('wraps data with available_languages and sends a request id', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' }, available_languages: expect.any(Array) });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /api/ready answers when the database does', async () => {
    expect((await t.request({ method: 'GET', url: '/api/ready' })).json().data.status).toBe('ok');
  });

  it('answers unknown API paths with a 404 envelope carrying the request id', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no-such-thing', token: adminToken });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: 'The record was not found' });
    expect(body.request_id).toBe(response.headers['x-request-id']);
  });

  it('answers 413 to a body over 1 MiB', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth',
      payload: { user_email: 'a@b.c', user_password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 to a write that is not JSON', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth',
        headers: { 'content-type': contentType },
        payload: 'user_email=a',
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('rejects __proto__ and constructor keys with 400', async () => {
    for (const payload of [
      '{"user_email":"a@b.c","user_password":"secret1","__proto__":{"isAdmin":true}}',
      '{"user_email":"a@b.c","user_password":"secret1","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.js|SyntaxError|stack/);
  });

  it('sends the security headers, and no X-Powered-By', async () => {
    const { headers } = await t.request({ method: 'GET', url: '/api/health' });
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth', '/api/users/me', '/api/users/permissions']),
    );
  });
});

describe('GET /api/users/permissions', () => {
  it("answers the caller's privileges and the hierarchy", async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/users/permissions?role=DEALER',
      token: dealerToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      privileges: {
        dashboard: ['read'],
        advertisements: ['list', 'read', 'create', 'update', 'delete'],
        leads_query: ['list', 'read', 'update'],
        feeds: ['list', 'read', 'create', 'update', 'delete'],
      },
      hierarchy: { ADMIN: ['ADMIN', 'REPRESENTATIVE', 'DEALER'], REPRESENTATIVE: ['DEALER'], DEALER: [] },
    });
  });

  it('lets a non-admin ask only for its own role', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/users/permissions?role=ADMIN',
      token: dealerToken,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('lets an admin read any role', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/users/permissions?role=REPRESENTATIVE',
      token: adminToken,
    });
    expect(Object.keys(response.json().data.privileges)).toContain('users');
  });
});
