import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, rolePrivileges, users } from '../src/db/schema/index.ts';
import { changedFields } from '../src/lib/audit.ts';
import { AppError } from '../src/lib/errors.ts';
import { visibleUsersScope } from '../src/lib/scope.ts';
import { applyVersionedChange, restore, softDelete } from '../src/lib/versioned.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let adminToken: string;
let dealerToken: string;
const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login(ACCOUNTS.ADMIN);
  dealerToken = await t.login(ACCOUNTS.DEALER);
});
afterAll(() => t.close());

const presentUser = (row: typeof users.$inferSelect) => ({
  id: row.id,
  first_name: row.firstName,
  version: row.version,
});

describe('declarative privilege check', () => {
  it('lets a role with the privilege through and refuses, audits, others with 403', async () => {
    const allowed = await t.request({ method: 'GET', url: '/api/privileges?role=DEALER', token: adminToken });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.map((row: { namespace: string }) => row.namespace)).toContain(
      'advertisements',
    );

    const denied = await t.request({ method: 'GET', url: '/api/privileges', token: dealerToken });
    expect(denied.statusCode).toBe(403);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'access_denied'), eq(auditEvents.actorId, await idOf(ACCOUNTS.DEALER))),
      );
    expect(audits[0]).toMatchObject({ namespace: 'privileges', actorRole: 'DEALER' });
  });

  it('follows privilege edits: granting a namespace shows it in the permissions', async () => {
    const [row] = await t.db
      .select()
      .from(rolePrivileges)
      .where(and(eq(rolePrivileges.role, 'DEALER'), eq(rolePrivileges.namespace, 'leads_query')));
    const saved = await t.request({
      method: 'PUT',
      url: `/api/privileges/${row!.id}`,
      token: adminToken,
      payload: { actions: ['list', 'read'], version: row!.version },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      data: { actions: ['list', 'read'], version: row!.version + 1 },
      success: { message: 'Saved' },
    });
    const permissions = await t.request({ method: 'GET', url: '/api/users/permissions', token: dealerToken });
    expect(permissions.json().data.privileges.leads_query).toEqual(['list', 'read']);
  });
});

describe('version check', () => {
  it('answers a stale version with 409 and the current row, and changes nothing', async () => {
    const [row] = await t.db
      .select()
      .from(rolePrivileges)
      .where(and(eq(rolePrivileges.role, 'DEALER'), eq(rolePrivileges.namespace, 'dashboard')));
    const first = await t.request({
      method: 'PUT',
      url: `/api/privileges/${row!.id}`,
      token: adminToken,
      payload: { actions: ['read', 'list'], version: row!.version },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.request({
      method: 'PUT',
      url: `/api/privileges/${row!.id}`,
      token: adminToken,
      payload: { actions: [], version: row!.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'CONFLICT',
      current: { actions: ['read', 'list'], version: row!.version + 1 },
    });
    const [after] = await t.db.select().from(rolePrivileges).where(eq(rolePrivileges.id, row!.id));
    expect(after!.actions).toEqual(['read', 'list']);
  });

  it('refuses unknown fields instead of assigning them', async () => {
    const [row] = await t.db.select().from(rolePrivileges).limit(1);
    const response = await t.request({
      method: 'PUT',
      url: `/api/privileges/${row!.id}`,
      token: adminToken,
      payload: { actions: ['read'], version: row!.version, role: 'ADMIN' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ role: ['This field is not accepted'] });
  });

  it('one of two concurrent writers at the same version wins, the other gets 409', async () => {
    const id = await idOf(ACCOUNTS.REPRESENTATIVE);
    const [before] = await t.db.select().from(users).where(eq(users.id, id));
    const attempt = (firstName: string) =>
      applyVersionedChange(t.db, null, {
        table: users,
        namespace: 'users',
        id,
        version: before!.version,
        changes: { firstName },
        present: presentUser,
      }).then(
        () => 'saved',
        (error: AppError) => error.code,
      );
    const outcomes = await Promise.all([attempt('Mehmet'), attempt('Ahmet')]);
    expect(outcomes.sort()).toEqual(['CONFLICT', 'saved']);
  });
});

describe('soft delete, restore and audit', () => {
  it('hides a deleted row, restores it, and records both with before/after', async () => {
    const id = await idOf(ACCOUNTS.DEALER);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    const deleted = await softDelete(t.db, null, {
      table: users,
      namespace: 'users',
      id,
      version: row!.version,
      present: presentUser,
    });
    expect(deleted.version).toBe(row!.version + 1);
    const [stored] = await t.db.select().from(users).where(eq(users.id, id));
    expect(stored!.deletedAt).toBeInstanceOf(Date);
    // A deleted row is not found by a second delete, only by restore.
    await expect(
      softDelete(t.db, null, {
        table: users,
        namespace: 'users',
        id,
        version: deleted.version,
        present: presentUser,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const restored = await restore(t.db, null, {
      table: users,
      namespace: 'users',
      id,
      version: deleted.version,
      present: presentUser,
    });
    expect(restored.version).toBe(row!.version + 2);
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), sql`${auditEvents.action} in ('delete', 'restore')`));
    expect(trail.map((event) => event.action).sort()).toEqual(['delete', 'restore']);
    expect(trail.find((event) => event.action === 'delete')!.after).toHaveProperty('deletedAt');
  });

  it('keeps only changed fields and redacts secrets in the audit trail', () => {
    const { before, after } = changedFields(
      { firstName: 'Elif', passwordHash: 'old-hash', city: 'x', version: 1 },
      { firstName: 'Elif', passwordHash: 'new-hash', city: 'y', version: 2 },
    );
    expect(before).toEqual({ passwordHash: '[redacted]', city: 'x' });
    expect(after).toEqual({ passwordHash: '[redacted]', city: 'y' });
  });
});

describe('row scope', () => {
  it('shows an admin every user, a representative itself and its dealers, a dealer only itself', async () => {
    const admin = { id: await idOf(ACCOUNTS.ADMIN), role: 'ADMIN' as const };
    const representative = { id: await idOf(ACCOUNTS.REPRESENTATIVE), role: 'REPRESENTATIVE' as const };
    const dealer = { id: await idOf(ACCOUNTS.DEALER), role: 'DEALER' as const };
    const visible = async (actor: typeof admin | typeof representative | typeof dealer) =>
      (await t.db.select({ email: users.emailAddress }).from(users).where(visibleUsersScope(t.db, actor)))
        .map((row) => row.email)
        .sort();
    expect(await visible(admin)).toEqual(expect.arrayContaining(Object.values(ACCOUNTS)));
    // Itself and exactly the dealers it manages (the demo data gives it more than the demo dealer).
    const managed = await t.db
      .select({ email: users.emailAddress })
      .from(users)
      .where(or(eq(users.id, representative.id), eq(users.managerId, representative.id)));
    expect(await visible(representative)).toEqual(managed.map((row) => row.email).sort());
    expect(await visible(representative)).toEqual(
      expect.arrayContaining([ACCOUNTS.DEALER, ACCOUNTS.REPRESENTATIVE]),
    );
    expect(await visible(representative)).not.toContain(ACCOUNTS.ADMIN);
    expect(await visible(dealer)).toEqual([ACCOUNTS.DEALER]);
  });
});
