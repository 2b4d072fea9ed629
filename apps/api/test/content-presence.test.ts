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
/**
 * Two app instances sharing presence through Redis under a key prefix of their own, given to `run` with the
 * first instance's client and that prefix; every key under it is gone afterwards.
 */
async function onTwoRedisInstances(
  run: (injects: [Inject, Inject], redis: Redis, prefix: string) => Promise<void>,
) {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `content-presence-${randomBytes(4).toString('hex')}:`;
  const clients = [0, 1].map(
    () => new Redis(redisUrl, { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 1 }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  const apps = await Promise.all(clients.map((redis) => buildApp({ config: t.config, db: t.db, redis })));
  try {
    await Promise.all(apps.map((app) => app.ready()));
    await run([apps[0]!.inject.bind(apps[0]), apps[1]!.inject.bind(apps[1])], clients[0]!, prefix);
  } finally {
    await Promise.all(apps.map((app) => app.close()));
    for (const key of await clients[0]!.keys(`${prefix}*`)) await clients[0]!.del(key.slice(prefix.length));
    clients.forEach((client) => client.disconnect());
  }
}

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
    await t.db.execute(sql`delete from editing_presence`);
    await onTwoRedisInstances(async ([first, second], redis) => {
      await twoEditors(first, second);
      // Nothing of it went to PostgreSQL: the second store is the only one.
      const rows = await t.db.execute(sql`select count(*)::int as count from editing_presence`);
      expect((rows.rows[0] as { count: number }).count).toBe(0);
      expect(await redis.exists(`coachyard:presence:content:${itemId}`)).toBe(1);
    });
  });

  /**
   * A tab closed or hidden sends its leave as the page goes (keepalive): the screen is off the record at once,
   * never after the time to live, so the other editor's very next report no longer names it. The same person's
   * other tab stays; a leave still comes off after the item was deleted meanwhile.
   */
  async function leaveAtOnce(first: Inject, second: Inject, countStored: () => Promise<number>) {
    const elifScreen = randomUUID();
    const [selinTab, selinOtherTab] = [randomUUID(), randomUUID()];
    await beat(first, elif, elifScreen);
    await beat(second, selin, selinTab);
    await beat(second, selin, selinOtherTab);
    expect(await countStored()).toBe(3);

    expect((await leave(second, selin, selinTab)).statusCode).toBe(200);
    expect(await countStored()).toBe(2);
    expect(editorsIn(await beat(first, elif, elifScreen))).toEqual(['Selin Aydın']);
    expect(editorsIn(await leave(second, selin, selinOtherTab))).toEqual(['Elif Demir']);
    expect(await countStored()).toBe(1);
    expect(editorsIn(await beat(first, elif, elifScreen))).toEqual([]);
    // Leaving twice (a hidden tab then closed) is no error.
    expect((await leave(second, selin, selinOtherTab)).statusCode).toBe(200);

    const doomed = await createContent(t, elif, { translations: { en: textIn('Soon deleted') } });
    const selinScreen = randomUUID();
    await beat(second, selin, selinScreen, doomed.id);
    const before = await countStored();
    await t.db.execute(
      sql`update content_items set deleted_at = now(), version = version + 1 where id = ${doomed.id}`,
    );
    const gone = await second({
      method: 'DELETE',
      url: `/api/content/${doomed.id}/presence?screen_id=${selinScreen}`,
      headers: { authorization: `Bearer ${selin}` },
    });
    expect(gone.statusCode).toBe(404);
    expect(await countStored()).toBe(before - 1);
    await leave(first, elif, elifScreen);
  }

  it('takes a leaving screen off at once in PostgreSQL, whichever instance it reaches', async () => {
    const other = await buildApp({ config: t.config, db: t.db });
    await other.ready();
    await t.db.execute(sql`delete from editing_presence`);
    try {
      await leaveAtOnce(t.app.inject.bind(t.app), other.inject.bind(other), async () => {
        const rows = await t.db.execute(sql`select count(*)::int as count from editing_presence`);
        return (rows.rows[0] as { count: number }).count;
      });
    } finally {
      await other.close();
    }
  });

  it('takes a leaving screen off at once in Redis, whichever instance it reaches', async () => {
    await onTwoRedisInstances(async ([first, second], redis, prefix) => {
      await leaveAtOnce(first, second, async () => {
        let total = 0;
        for (const key of await redis.keys(`${prefix}coachyard:presence:content:*`))
          total += await redis.zcard(key.slice(prefix.length));
        return total;
      });
    });
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
