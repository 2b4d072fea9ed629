import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrashItem } from '@coachyard/contract';
import { auditEvents, lookupItems, users } from '../src/db/schema/index.ts';
import { purgeExpiredTrash } from '../src/modules/trash/service.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { createUser, placesOf, uniqueEmail, validBody } from './users-support.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ACCOUNTS.ADMIN);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const trash = async (query = '') => {
  const response = await send('GET', `/api/trash${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: TrashItem[]; total: number; namespaces: string[] };
};
const restore = async (items: { namespace: string; id: string; version: number }[]) => {
  const response = await send('POST', '/api/trash/restore', { items });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.results as { id: string; outcome: string; message: string | null }[];
};

async function deletedUser() {
  const user = await createUser(
    t,
    admin,
    validBody(await placesOf(t), 'ADMIN', { email_address: uniqueEmail('trash') }),
  );
  const deleted = await send('DELETE', `/api/users/${user.id}?version=${user.version}`);
  expect(deleted.statusCode, deleted.body).toBe(200);
  return deleted.json().data as { id: string; version: number; first_name: string };
}

async function deletedLookupItem(parentId: string, name: string) {
  const created = await send('POST', `/api/collections/${parentId}/items`, {
    name,
    translations: { en: name },
  });
  expect(created.statusCode, created.body).toBe(201);
  const item = created.json().data as { id: string; version: number; slug: string };
  const deleted = await send(
    'DELETE',
    `/api/collections/${parentId}/items/${item.id}?version=${item.version}`,
  );
  expect(deleted.statusCode, deleted.body).toBe(200);
  return { ...item, version: deleted.json().data.version as number };
}

const vehicleTagsId = async () =>
  (await send('GET', '/api/collections?by_slug=vehicle-tags')).json().data.items?.[0]?.id as string;

describe('the trash', () => {
  it('lists what was deleted in every namespace, newest first, with who deleted it', async () => {
    const user = await deletedUser();
    const item = await deletedLookupItem(await vehicleTagsId(), 'Panoramic roof');
    const listed = await trash();
    expect(listed.namespaces).toEqual(expect.arrayContaining(['users', 'lookup-tables', 'advertisements']));
    expect(listed.items[0]).toMatchObject({
      namespace: 'lookup-tables',
      id: item.id,
      label: 'Panoramic roof',
    });
    const userRow = listed.items.find((row) => row.id === user.id)!;
    expect(userRow.namespace).toBe('users');
    expect(userRow.label).toContain(user.first_name);
    expect(userRow.deleted_by?.id).toBe(
      (await t.db.select().from(users).where(eq(users.emailAddress, ACCOUNTS.ADMIN)))[0]!.id,
    );
    expect((await trash('?namespace=users')).items.every((row) => row.namespace === 'users')).toBe(true);
    expect((await trash('?q=panoramic')).items.map((row) => row.id)).toEqual([item.id]);
  });

  it('restores a row as a new version, audited, and it is back where it was', async () => {
    const user = await deletedUser();
    const [result] = await restore([{ namespace: 'users', id: user.id, version: user.version }]);
    expect(result).toMatchObject({ id: user.id, outcome: 'restored' });
    const back = await send('GET', `/api/users/${user.id}`);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.version).toBe(user.version + 1);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, 'restore')));
    expect(events).toHaveLength(1);
    expect((await trash()).items.map((row) => row.id)).not.toContain(user.id);
  });

  it('says clearly when a restore would break a rule, and changes nothing', async () => {
    const tags = await vehicleTagsId();
    const old = await deletedLookupItem(tags, 'Wheelchair lift');
    // Meanwhile someone made a new entry with the same key.
    expect(
      (
        await send('POST', `/api/collections/${tags}/items`, {
          name: 'Wheelchair lift',
          translations: { en: 'Wheelchair lift' },
        })
      ).statusCode,
    ).toBe(201);
    const [taken] = await restore([{ namespace: 'lookup-tables', id: old.id, version: old.version }]);
    expect(taken).toMatchObject({ outcome: 'conflict' });
    expect(taken!.message).toMatch(/used by another live row/);
    const [stillDeleted] = await t.db.select().from(lookupItems).where(eq(lookupItems.id, old.id));
    expect(stillDeleted!.deletedAt).not.toBeNull();
    expect(stillDeleted!.version).toBe(old.version);

    const user = await deletedUser();
    const [stale] = await restore([{ namespace: 'users', id: user.id, version: user.version - 1 }]);
    expect(stale).toMatchObject({ outcome: 'conflict', message: expect.stringMatching(/changed/) });
  });

  it('is an ADMIN’s: the other roles are refused and nothing changes', async () => {
    const user = await deletedUser();
    for (const role of ['DEALER', 'REPRESENTATIVE'] as const) {
      const token = await t.login(ACCOUNTS[role]);
      expect((await send('GET', '/api/trash', undefined, token)).statusCode).toBe(403);
      const refused = await send(
        'POST',
        '/api/trash/restore',
        { items: [{ namespace: 'users', id: user.id, version: user.version }] },
        token,
      );
      expect(refused.statusCode).toBe(403);
    }
    expect((await send('GET', `/api/users/${user.id}`)).statusCode).toBe(404);
  });

  it('keeps one daily purge queued, whoever starts', async () => {
    const queued = await t.db.execute(sql`select run_at from graphile_worker.jobs where key = 'purge_trash'`);
    expect(queued.rows).toHaveLength(1);
    const runAt = new Date(String((queued.rows[0] as { run_at: string }).run_at)).getTime();
    expect(runAt - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
  });

  it('deletes for good, audited, what stayed longer than the retention period', async () => {
    const tags = await vehicleTagsId();
    const expired = await deletedLookupItem(tags, 'Retarder');
    const recent = await deletedLookupItem(tags, 'Double glazing');
    await t.db.execute(
      sql`update collection_items set deleted_at = now() - interval '40 days' where id = ${expired.id}`,
    );
    const result = await purgeExpiredTrash(t.db, 30);
    expect(result.purged).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(lookupItems).where(eq(lookupItems.id, expired.id))).toHaveLength(0);
    expect(await t.db.select().from(lookupItems).where(eq(lookupItems.id, recent.id))).toHaveLength(1);
    const purged = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, expired.id), eq(auditEvents.action, 'purge')));
    expect(purged).toHaveLength(1);
  });
});
