import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { ACCOUNTS, type TestApp } from './helpers.ts';
import {
  auditRowsOf,
  createUser,
  fieldsOf,
  message,
  validBody,
  type Places,
  startUsersSuite,
} from './users-support.ts';

let t: TestApp;
let admin: string;
let places: Places;
beforeAll(async () => ({ t, admin, places } = await startUsersSuite()));
afterAll(() => t?.close());

const me = (token: string) => t.request({ method: 'GET', url: '/api/users/me', token });
const patch = (id: string, payload: Record<string, unknown>, token = admin) =>
  t.request({ method: 'PATCH', url: `/api/users/${id}`, token, payload });

/** A new user of the role, signed in: its id, version, email and a working token. */
async function signedInUser(role: 'ADMIN' | 'REPRESENTATIVE' | 'DEALER' = 'DEALER') {
  const body = validBody(places, role);
  const user = await createUser(t, admin, body);
  const email = body.email_address as string;
  return { ...user, email, token: await t.login(email, 'Strong-Pass-1') };
}

describe('changes that sign a user out everywhere', () => {
  it('revokes the tokens of a user whose password an ADMIN changed; the new password works', async () => {
    const user = await signedInUser();
    expect((await me(user.token)).statusCode).toBe(200);
    const response = await patch(user.id, {
      password: 'Another-Pass-9',
      password_confirmation: 'Another-Pass-9',
      version: user.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.access_token).toBeUndefined();
    expect((await me(user.token)).statusCode).toBe(401);
    await expect(t.login(user.email, 'Strong-Pass-1')).rejects.toThrow();
    await expect(t.login(user.email, 'Another-Pass-9')).resolves.toBeTruthy();
  });

  it('revokes the tokens of a deactivated user, who can no longer sign in', async () => {
    const user = await signedInUser();
    // Used once first: the check of its token is then cached, and the deactivation must clear that too.
    expect((await me(user.token)).statusCode).toBe(200);
    const response = await patch(user.id, { is_active: 0, version: user.version });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.is_active).toBe(0);
    expect((await me(user.token)).statusCode).toBe(401);
    await expect(t.login(user.email, 'Strong-Pass-1')).rejects.toThrow();
  });

  it('revokes on a role change, and clears the values the new role does not have', async () => {
    const user = await signedInUser('REPRESENTATIVE');
    const response = await patch(user.id, {
      role: 'DEALER',
      first_name: 'Trakya Otobüs – Edirne',
      version: user.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      role: 'DEALER',
      display_name: 'Trakya Otobüs – Edirne',
      last_name: null,
      phone_extension: null,
      languages: [],
      time_zone: null,
      work_hours: null,
      coordinates: { lat: '40.1950', lng: '29.0600' },
    });
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('keeps the tokens on an ordinary change', async () => {
    const user = await signedInUser();
    expect(
      (await patch(user.id, { address: 'Organize Sanayi Bölgesi, Nilüfer/Bursa', version: user.version }))
        .statusCode,
    ).toBe(200);
    expect((await me(user.token)).statusCode).toBe(200);
  });
});

describe('PATCH checks what it touches', () => {
  it('lets an ADMIN deactivate a user stored before its rules (no position), but not send a bad one', async () => {
    const user = await signedInUser();
    await t.db.update(users).set({ coordinates: null }).where(eq(users.id, user.id));
    const bad = await patch(user.id, { coordinates: { lat: '', lng: '29.1' }, version: user.version });
    expect(fieldsOf(bad)).toEqual({ 'coordinates.lat': [message('user.lat_required')] });
    const deactivated = await patch(user.id, { is_active: 0, version: user.version });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
  });
});

describe('versions', () => {
  it('answers 409 with the current user on a stale version', async () => {
    const user = await signedInUser();
    expect(
      (await patch(user.id, { address: 'Mudanya Yolu 5, Bursa', version: user.version })).statusCode,
    ).toBe(200);
    const stale = await patch(user.id, { address: 'Stale address 1', version: user.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect(stale.json().error.current).toMatchObject({
      id: user.id,
      version: user.version + 1,
      address: 'Mudanya Yolu 5, Bursa',
    });
    expect(JSON.stringify(stale.json())).not.toMatch(/password|argon2/);
  });

  it('requires the version on every write', async () => {
    const user = await signedInUser();
    const response = await patch(user.id, { address: 'No version 1' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ version: [message('common.required')] });
  });
});

describe('soft delete and restore (ADMIN), audited without secrets', () => {
  it('hides a deleted user, lists it with deleted=1, restores it, and audits every step', async () => {
    const user = await signedInUser();
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/users/${user.id}?version=${user.version}`,
      token: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.deleted_at).not.toBeNull();
    expect((await t.request({ method: 'GET', url: `/api/users/${user.id}`, token: admin })).statusCode).toBe(
      404,
    );
    expect((await me(user.token)).statusCode).toBe(401);

    const listed = await t.request({
      method: 'GET',
      url: `/api/users?deleted=1&q=${user.email}`,
      token: admin,
    });
    expect(listed.json().data.items.map((item: { id: string }) => item.id)).toEqual([user.id]);

    const representative = await t.login(ACCOUNTS.REPRESENTATIVE);
    const refused = await t.request({ method: 'GET', url: '/api/users?deleted=1', token: representative });
    expect(refused.statusCode).toBe(403);

    const restored = await t.request({
      method: 'POST',
      url: `/api/users/${user.id}/restore`,
      token: admin,
      payload: { version: deleted.json().data.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.deleted_at).toBeNull();
    // Tokens of before the deletion stay dead; signing in again works.
    expect((await me(user.token)).statusCode).toBe(401);
    await expect(t.login(user.email, 'Strong-Pass-1')).resolves.toBeTruthy();

    const audit = await auditRowsOf(t, user.id);
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'delete', 'restore']));
    const trail = JSON.stringify(audit);
    expect(trail).not.toContain('argon2');
    expect(trail).not.toContain('Strong-Pass-1');
    expect(audit.find((row) => row.action === 'create')?.after).toMatchObject({ passwordHash: '[redacted]' });
  });

  it('refuses restoring a user whose email address was taken meanwhile', async () => {
    const body = validBody(places, 'ADMIN');
    const user = await createUser(t, admin, body);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/users/${user.id}?version=1`,
      token: admin,
    });
    await createUser(
      t,
      admin,
      validBody(places, 'ADMIN', { email_address: (body.email_address as string).toUpperCase() }),
    );
    const restored = await t.request({
      method: 'POST',
      url: `/api/users/${user.id}/restore`,
      token: admin,
      payload: { version: deleted.json().data.version },
    });
    expect(restored.statusCode).toBe(400);
    expect(fieldsOf(restored)).toEqual({ email_address: [message('user.email_taken')] });
  });

  it('keeps restore for an ADMIN', async () => {
    const representative = await t.login(ACCOUNTS.REPRESENTATIVE);
    const response = await t.request({
      method: 'POST',
      url: '/api/users/00000000-0000-4000-8000-000000000000/restore',
      token: representative,
      payload: { version: 1 },
    });
    expect(response.statusCode).toBe(403);
  });
});
