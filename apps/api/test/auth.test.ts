import { createSigner } from 'fast-jwt';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../src/db/schema/index.ts';
import { ACCOUNTS, createTestApp, TEST_PASSWORD, type TestApp } from './helpers.ts';

const JWT_SECRET = 'test-secret-test-secret-test-secret-42';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '5', LOGIN_FAILURES_PER_IP: '30', JWT_SECRET });
});
afterAll(() => t.close());

const signIn = (user_email: string, user_password: string, lang = 'en', remoteAddress = '127.0.0.1') =>
  t.request({
    method: 'POST',
    url: `/api/auth?lang=${lang}`,
    payload: { user_email, user_password },
    remoteAddress,
  });

describe('POST /api/auth', () => {
  it('signs in with the right password and returns the user and a token', async () => {
    const response = await signIn(ACCOUNTS.ADMIN, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.user).toMatchObject({
      email_address: ACCOUNTS.ADMIN,
      role: 'ADMIN',
      first_name: 'Elif',
    });
    expect(body.data.user).not.toHaveProperty('password_hash');
    expect(body.data.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.available_languages).toEqual(['tr', 'en', 'es', 'fr', 'de', 'it', 'ru', 'ar']);
  });

  it('accepts the email in any case', async () => {
    expect((await signIn(ACCOUNTS.DEALER.toUpperCase(), TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike: 404 with the message under username', async () => {
    const wrongPassword = await signIn(ACCOUNTS.ADMIN, 'not-the-password', 'en', '10.0.0.2');
    const unknownEmail = await signIn('nobody@coachyard.test', 'not-the-password', 'en', '10.0.0.2');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'NOT_FOUND',
        message: 'The username or password was entered incorrectly',
        fields: { username: ['The username or password was entered incorrectly'] },
      });
    }
  });

  it('answers in Turkish when asked', async () => {
    const response = await signIn(ACCOUNTS.ADMIN, 'not-the-password', 'tr', '10.0.0.3');
    expect(response.json().error.fields.username).toEqual(['Kullanıcı adı veya şifre hatalı girildi']);
  });

  it('validates the payload with the login rules', async () => {
    const response = await signIn('', '123', 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: {
        user_email: ['Enter your username'],
        user_password: ['Your password must be at least 5 characters'],
      },
    });
  });

  it('refuses an inactive user with the same answer as a wrong password', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.emailAddress, ACCOUNTS.REPRESENTATIVE));
    try {
      const response = await signIn(ACCOUNTS.REPRESENTATIVE, TEST_PASSWORD, 'en', '10.0.0.4');
      expect(response.statusCode).toBe(404);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.emailAddress, ACCOUNTS.REPRESENTATIVE));
    }
  });

  it('throttles an account after 5 failures in the window, with Retry-After, and audits it', async () => {
    const email = 'throttled@coachyard.test';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(email, 'wrong-password', 'en', '10.0.1.1')).statusCode).toBe(404);
    }
    const blocked = await signIn(email, 'wrong-password', 'en', '10.0.1.2');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'login_throttled' and ${auditEvents.after}->>'email' = ${email}`);
    expect(audit).toBeDefined();
  });

  it('throttles one IP that tries many accounts', async () => {
    const ip = '10.0.2.1';
    for (let attempt = 0; attempt < 30; attempt += 1)
      await signIn(`guess${attempt}@coachyard.test`, 'wrong-password', 'en', ip);
    const blocked = await signIn(ACCOUNTS.ADMIN, TEST_PASSWORD, 'en', ip);
    expect(blocked.statusCode).toBe(429);
    expect((await signIn(ACCOUNTS.ADMIN, TEST_PASSWORD, 'en', '10.0.2.2')).statusCode).toBe(200);
  });

  it('audits successful and failed sign-ins without the password', async () => {
    await signIn(ACCOUNTS.DEALER, 'wrong-password-x', 'en', '10.0.3.1');
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'login_failed'));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('wrong-password-x');
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'login'))).not.toHaveLength(0);
  });
});

describe('tokens', () => {
  const me = (token?: string) => t.request({ method: 'GET', url: '/api/users/me', token });

  it('GET /api/users/me answers the signed-in user and 401 without a token', async () => {
    const token = await t.login(ACCOUNTS.DEALER);
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email_address: ACCOUNTS.DEALER, role: 'DEALER' });
    const anonymous = await me();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
  });

  it('logout revokes the token used, not the other sessions', async () => {
    const first = await t.login(ACCOUNTS.DEALER);
    const second = await t.login(ACCOUNTS.DEALER);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: first })).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('raising the token version (password, role or activity change) revokes every token', async () => {
    const token = await t.login(ACCOUNTS.DEALER);
    const [dealer] = await t.db.select().from(users).where(eq(users.emailAddress, ACCOUNTS.DEALER));
    await t.app.auth.revokeAllTokens(dealer!.id);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(await t.login(ACCOUNTS.DEALER))).statusCode).toBe(200);
  });

  it('a deactivated user is signed out at once', async () => {
    const token = await t.login(ACCOUNTS.REPRESENTATIVE);
    await t.db.update(users).set({ isActive: false }).where(eq(users.emailAddress, ACCOUNTS.REPRESENTATIVE));
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.emailAddress, ACCOUNTS.REPRESENTATIVE));
    }
  });

  it('refuses forged tokens: alg none, another algorithm, a bad signature, no expiry, garbage', async () => {
    const token = await t.login(ACCOUNTS.ADMIN);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const [, payload, signature] = token.split('.');
    const forged = [
      `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      createSigner({ key: 'another-secret-another-secret-123456', algorithm: 'HS256' })(claims),
      createSigner({ key: 'another-secret-another-secret-123456', algorithm: 'HS512' })(claims),
      `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })}.${signature}`,
      `${token.slice(0, -4)}AAAA`,
      'not-a-token',
    ];
    const { exp: _exp, ...withoutExpiry } = claims;
    forged.push(createSigner({ key: JWT_SECRET, algorithm: 'HS256' })(withoutExpiry));
    forged.push(
      createSigner({ key: JWT_SECRET, algorithm: 'HS256' })({
        ...claims,
        exp: Math.floor(Date.now() / 1000) - 60,
      }),
    );
    // The same claims signed with the real key are accepted: the refusals above are about the forgery.
    expect((await me(createSigner({ key: JWT_SECRET, algorithm: 'HS256' })(claims))).statusCode).toBe(200);
    for (const candidate of forged) expect((await me(candidate)).statusCode, candidate).toBe(401);
  });
});
