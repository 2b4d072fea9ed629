import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { createContent, signInAnotherAdmin, textIn } from './content-support.ts';

/**
 * Two editors of one item are told of each other (issue 16), whichever instance of the API each one talks to: the
 * store is PostgreSQL, or Redis when the app has one, never one process's memory.
 */

let t: TestApp;
let elif: string;
let selin: string;
let selinId: string;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp({ MAIL_WORKER: 'false' });
  elif = await t.login(ACCOUNTS.ADMIN);
  ({ id: selinId, token: selin } = await signInAnotherAdmin(t, elif, { first: 'Selin', last: 'Aydın' }));
  itemId = (
    await createContent(t, elif, { translations: { en: textIn('Renting a coach for a school trip') } })
  ).id;
});
afterAll(() => t.close());

type Inject = FastifyInstance['inject'];
const beat = (inject: Inject, token: string, screen: string, id = itemId) =>
  inject({
    method: 'PUT',
    url: `/api/content/${id}/presence`,
    headers: { authorization: `Bearer ${token}` },
    payload: { screen_id: screen },
  });
const leave = (inject: Inject, token: string, screen: string) =>
  inject({
    method: 'DELETE',
    url: `/api/content/${itemId}/presence?screen_id=${screen}`,
    headers: { authorization: `Bearer ${token}` },
  });
const editorsIn = (response: { json: () => { data: { editors: { name: string }[] } } }) =>
  response.json().data.editors.map((editor) => editor.name);

/** The same conversation through two instances: Elif on the first, Selin on the second. */
async function twoEditors(first: Inject, second: Inject) {
  const elifScreen = randomUUID();
  const selinScreen = randomUUID();
  const alone = await beat(first, elif, elifScreen);
  expect(alone.statusCode).toBe(200);
  expect(editorsIn(alone)).toEqual([]);

  const joined = await beat(second, selin, selinScreen);
  expect(editorsIn(joined)).toEqual(['Elif Demir']);
  // Elif's next report names Selin; her own second tab does not count as someone else.
  await beat(first, elif, randomUUID());
  expect(editorsIn(await beat(first, elif, elifScreen))).toEqual(['Selin Aydın']);

  const left = await leave(second, selin, selinScreen);
  expect(left.statusCode).toBe(200);
  expect(editorsIn(left)).toEqual(['Elif Demir']);
  expect(editorsIn(await beat(first, elif, elifScreen))).toEqual([]);
}

describe('editing presence', () => {
  it('tells two editors of one item of each other through two instances on one PostgreSQL, and clears when one leaves', async () => {
    const other = await buildApp({ config: t.config, db: t.db });
    await other.ready();
    try {
      await twoEditors(t.app.inject.bind(t.app), other.inject.bind(other));
    } finally {
      await other.close();
    }
  });

  it('shares presence through Redis when the instances have it', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `content-presence-${randomBytes(4).toString('hex')}:`;
    const clients = [0, 1].map(
      () => new Redis(redisUrl, { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 1 }),
    );
    await Promise.all(clients.map((client) => client.connect()));
    const apps = await Promise.all(clients.map((redis) => buildApp({ config: t.config, db: t.db, redis })));
    await t.db.execute(sql`delete from editing_presence`);
    try {
      await Promise.all(apps.map((app) => app.ready()));
      await twoEditors(apps[0]!.inject.bind(apps[0]), apps[1]!.inject.bind(apps[1]));
      // Nothing of it went to PostgreSQL: the second store is the only one.
      const rows = await t.db.execute(sql`select count(*)::int as count from editing_presence`);
      expect((rows.rows[0] as { count: number }).count).toBe(0);
      expect(await clients[0]!.exists(`coachyard:presence:content:${itemId}`)).toBe(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await clients[0]!.del(`coachyard:presence:content:${itemId}`);
      clients.forEach((client) => client.disconnect());
    }
  });

  it('forgets a screen not heard from within the time to live', async () => {
    const screen = randomUUID();
    await beat(t.app.inject.bind(t.app), selin, screen);
    expect(editorsIn(await beat(t.app.inject.bind(t.app), elif, randomUUID()))).toEqual(['Selin Aydın']);
    // Selin's browser closed without a word half a minute ago.
    await t.db.execute(
      sql`update editing_presence set seen_at = now() - interval '30 seconds' where user_id = ${selinId}`,
    );
    expect(editorsIn(await beat(t.app.inject.bind(t.app), elif, randomUUID()))).toEqual([]);
  });

  it('refuses a bad screen id, an unknown item, and a DEALER or REPRESENTATIVE', async () => {
    const inject = t.app.inject.bind(t.app);
    const bad = await beat(inject, elif, 'x<script>');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.screen_id).toBeDefined();
    expect((await beat(inject, elif, randomUUID(), randomUUID())).statusCode).toBe(404);
    for (const account of [ACCOUNTS.DEALER, ACCOUNTS.REPRESENTATIVE]) {
      const token = await t.login(account);
      expect((await beat(inject, token, randomUUID())).statusCode).toBe(403);
    }
  });
});
