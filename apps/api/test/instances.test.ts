import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { PrivilegeMatrix } from '@coachyard/contract';
import { buildApp } from '../src/app.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

/** Two instances of the API on one database, as behind a load balancer. */
let first: TestApp;
let second: FastifyInstance;
let secondDb: Database;

beforeAll(async () => {
  first = await createTestApp();
  secondDb = createDatabase(first.config.databaseUrl!, 4);
  second = await buildApp({ config: first.config, db: secondDb });
  await second.ready();
  await Promise.all([first.app.cacheBus.ready(), second.cacheBus.ready()]);
});
afterAll(async () => {
  await second.close();
  await secondDb.$client.end();
  await first.close();
});

const onSecond = (url: string, token: string, method: 'GET' | 'POST' = 'GET') =>
  second.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

/** The status the second instance answers at once: its client's next request, with no wait of any kind. */
const statusOnSecond = async (url: string, token: string) => (await onSecond(url, token)).statusCode;

/** A change of the first listed ad's price through the first instance: a write the others hear of. */
async function editFirstAd(token: string, priceMinor: number) {
  const { items } = (
    await first.request({ method: 'GET', url: '/api/advertisements?per_page=1', token })
  ).json().data;
  const edited = await first.request({
    method: 'PATCH',
    url: `/api/advertisements/${items[0].id}`,
    token,
    payload: { version: items[0].version, price_minor: priceMinor },
  });
  expect(edited.statusCode, edited.body).toBe(200);
}

describe('one advertisement read through another instance', () => {
  it('shows a change and a deletion made through the first instance, in every language, and keeps row scope', async () => {
    const admin = await first.login(ACCOUNTS.ADMIN);
    const dealer = await first.login(ACCOUNTS.DEALER);
    const { items } = (
      await first.request({
        method: 'GET',
        url: '/api/advertisements?per_page=1&status=draft',
        token: dealer,
      })
    ).json().data;
    const id = items[0].id as string;
    const versionOnSecond = async (lang: string) => {
      const answer = await onSecond(`/api/advertisements/${id}?lang=${lang}`, admin);
      return answer.statusCode === 200 ? (answer.json().data.version as number) : answer.statusCode;
    };
    // The second instance now keeps this ad's facts and its answers in English and German.
    const before = await versionOnSecond('en');
    expect(await versionOnSecond('de')).toBe(before);
    // An ad of another dealer, kept by the second instance from the ADMIN's read, stays out of this dealer's reach.
    const dealerId = (await onSecond('/api/users/me', dealer)).json().data.id as string;
    const others = (
      await first.request({ method: 'GET', url: '/api/advertisements?per_page=50', token: admin })
    ).json().data.items as { id: string }[];
    let othersAd: string | undefined;
    for (const other of others) {
      const answer = (await onSecond(`/api/advertisements/${other.id}`, admin)).json().data;
      if (answer.owner.id !== dealerId) othersAd = answer.id as string;
      if (othersAd) break;
    }
    expect(othersAd).toBeDefined();
    expect((await onSecond(`/api/advertisements/${othersAd}`, dealer)).statusCode).toBe(404);

    const edited = await first.request({
      method: 'PATCH',
      url: `/api/advertisements/${id}`,
      token: dealer,
      payload: { version: before, price_minor: 98_765_00 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The very next read through the second instance, which kept both answers: no wait, no poll.
    expect(await versionOnSecond('en')).toBe(before + 1);
    expect(await versionOnSecond('de')).toBe(before + 1);

    const deleted = await first.request({
      method: 'DELETE',
      url: `/api/advertisements/${id}?version=${before + 1}`,
      token: dealer,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await versionOnSecond('de')).toBe(404);
  });
});

describe('what one instance keeps in memory follows a write made through another', () => {
  it('a sign-out on one instance is refused on the other', async () => {
    const token = await first.login(ACCOUNTS.DEALER);
    expect((await onSecond('/api/users/me', token)).statusCode).toBe(200);
    // The second instance now keeps the account behind this token for seconds…
    expect((await first.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBeLessThan(
      300,
    );
    // …and still refuses it at once.
    expect(await statusOnSecond('/api/users/me', token)).toBe(401);
  });

  it('a user deactivated through one instance is refused by the other at once, also after other writes', async () => {
    const admin = await first.login(ACCOUNTS.ADMIN);
    const dealer = await first.login(ACCOUNTS.DEALER);
    expect((await onSecond('/api/users/me', dealer)).statusCode).toBe(200);
    // A write to another namespace leaves the second instance's token checks in place…
    await editFirstAd(admin, 12_345_00);
    expect((await onSecond('/api/users/me', dealer)).statusCode).toBe(200);

    // …and a write to the account clears them.
    const me = (await onSecond('/api/users/me', dealer)).json().data;
    const deactivated = await first.request({
      method: 'PATCH',
      url: `/api/users/${me.id}`,
      token: admin,
      payload: { version: me.version, is_active: 0 },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await statusOnSecond('/api/users/me', dealer)).toBe(401);
    const reactivated = await first.request({
      method: 'PATCH',
      url: `/api/users/${me.id}`,
      token: admin,
      payload: { version: me.version + 1, is_active: 1 },
    });
    expect(reactivated.statusCode).toBe(200);
  });

  it('a privilege change made on one instance is enforced by the other', async () => {
    const admin = await first.login(ACCOUNTS.ADMIN);
    const dealer = await first.login(ACCOUNTS.DEALER);
    expect((await onSecond('/api/advertisements', dealer)).statusCode).toBe(200);

    const matrix = (
      await first.request({ method: 'GET', url: '/api/privileges/matrix', token: admin })
    ).json().data as PrivilegeMatrix;
    const { advertisements: _removed, ...withoutAds } = matrix.privileges.DEALER;
    const saved = await first.request({
      method: 'PUT',
      url: '/api/privileges/matrix',
      token: admin,
      payload: { privileges: { DEALER: withoutAds }, version: matrix.version },
    });
    expect(saved.statusCode).toBe(200);
    expect(await statusOnSecond('/api/advertisements', dealer)).toBe(403);
  });

  it('a list total counted by one instance is counted again after a write through the other', async () => {
    const admin = await first.login(ACCOUNTS.ADMIN);
    const totalOnSecond = async () =>
      (await onSecond('/api/advertisements?per_page=1', admin)).json().data.total as number;
    const before = await totalOnSecond();
    const { items } = (
      await first.request({ method: 'GET', url: '/api/advertisements?per_page=1', token: admin })
    ).json().data;
    const deleted = await first.request({
      method: 'DELETE',
      url: `/api/advertisements/${items[0].id}?version=${items[0].version}`,
      token: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await totalOnSecond()).toBe(before - 1);
  });
});

describe('requests that change nothing a cache holds', () => {
  it('tell no other instance to clear its caches: buyers’ events and a draft’s live score', async () => {
    const admin = await first.login(ACCOUNTS.ADMIN);
    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: first.config.databaseUrl! });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query('listen coachyard_caches');
    try {
      const { items } = (
        await first.request({
          method: 'GET',
          url: '/api/advertisements?per_page=1&status=published',
          token: admin,
        })
      ).json().data;
      const events = await first.request({
        method: 'POST',
        url: '/api/public/events',
        payload: { events: [{ type: 'view', short_id: items[0].short_id, session: 'instances-test' }] },
      });
      expect(events.statusCode, events.body).toBe(202);
      const preview = await first.request({
        method: 'POST',
        url: '/api/advertisements/signals/preview',
        token: admin,
        payload: { title: { en: 'Setra S 516 HD' } },
      });
      expect(preview.statusCode, preview.body).toBe(200);
      // A real write afterwards is heard; notifications arrive in the order their transactions committed.
      const edited = await first.request({
        method: 'PATCH',
        url: `/api/advertisements/${items[0].id}`,
        token: admin,
        payload: { version: items[0].version, price_minor: 23_456_00 },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      for (let waited = 0; waited <= 2_000 && heard.length === 0; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard.map((payload) => payload.split(' ')[1])).toEqual([
        expect.stringContaining('advertisements'),
      ]);
    } finally {
      await listener.end();
    }
  });
});

describe('an instance that cannot hear the others', () => {
  it('is listening once it is ready, and says it is not ready while its listening connection is lost', async () => {
    const other = await buildApp({ config: first.config, db: secondDb });
    await other.ready();
    try {
      // Started: no wait of the test's own, `ready()` of the app has waited for the listening connection.
      expect(other.cacheBus.listening()).toBe(true);
      expect((await other.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

      await first.db.$client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name like 'coachyard caches %' and pid <> pg_backend_pid()`,
      );
      let status = 0;
      for (let waited = 0; waited <= 2_000 && status !== 503; waited += 20) {
        status = (await other.inject({ method: 'GET', url: '/api/ready' })).statusCode;
        if (status !== 503) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(503);

      // It listens again within seconds, and takes requests again.
      for (let waited = 0; waited <= 5_000 && status !== 200; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await other.inject({ method: 'GET', url: '/api/ready' })).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('an instance that does not acknowledge', () => {
  it('holds another instance’s write for a second at most, and is counted in its metrics', async () => {
    const admin = await first.login(ACCOUNTS.ADMIN);
    const late = async () => {
      const metrics = (await first.request({ method: 'GET', url: '/api/metrics' })).body;
      return Number(/^cache_notice_late_acknowledgements (\d+)$/m.exec(metrics)?.[1]);
    };
    // Listening again after the test above cut every listening connection: only a listener hears answers.
    for (let waited = 0; !first.app.cacheBus.listening() && waited < 5_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const before = await late();
    // A listening connection named as an instance's that never answers: an instance whose process is frozen.
    const frozen = new pg.Client({ connectionString: first.config.databaseUrl! });
    await frozen.connect();
    try {
      await frozen.query('listen coachyard_caches');
      await frozen.query(`select set_config('application_name', 'coachyard caches frozen', false)`);
      await editFirstAd(admin, 34_567_00);
      expect(await late()).toBe(before + 1);
    } finally {
      await frozen.end();
    }
  });
});
