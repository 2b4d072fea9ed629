import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import { purgeExpiredEvents } from '../src/modules/audit/retention.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login(ACCOUNTS.ADMIN);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Sign-ins of long ago, as a trail that ran for years would hold them: oldest first, as they were written. */
async function oldSignIns(count: number, days: number) {
  await t.db.insert(auditEvents).values(
    Array.from({ length: count }, (_, index) => ({
      action: 'login',
      namespace: 'auth',
      occurredAt: daysAgo(days + index),
      ip: `198.51.100.${index + 1}`,
    })).reverse(),
  );
}

describe('audit retention', () => {
  it('says how long events are kept and from when the next purge deletes, to ADMINs only', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/audit/retention', token: adminToken });
    expect(answer.statusCode).toBe(200);
    const { retention_days: days, purge_before: before } = answer.json().data;
    expect(days).toBe(730);
    expect(Math.abs(new Date(before).getTime() - daysAgo(730).getTime())).toBeLessThan(60_000);
    const dealer = await t.login(ACCOUNTS.DEALER);
    expect((await t.request({ method: 'GET', url: '/api/audit/retention', token: dealer })).statusCode).toBe(
      403,
    );
  });

  it('lets an ADMIN export the events due for purge, then purges only those, and audits the purge', async () => {
    await oldSignIns(3, 800);
    await oldSignIns(2, 100);
    // Written in the order they happened, so the trail's ids follow its time, as they always do.
    const { purge_before: before } = (
      await t.request({ method: 'GET', url: '/api/audit/retention', token: adminToken })
    ).json().data;

    const exported = await t.request({
      method: 'GET',
      url: `/api/audit/export.csv?to=${encodeURIComponent(before)}`,
      token: adminToken,
    });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.trim().split('\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(exported.body).toContain('198.51.100.3');

    const { purged } = await purgeExpiredEvents(t.app);
    expect(purged).toBe(3);
    const left = await t.db
      .select()
      .from(auditEvents)
      .where(lt(auditEvents.occurredAt, daysAgo(90)));
    expect(left.map((event) => event.ip).sort()).toEqual(['198.51.100.1', '198.51.100.2']);
    const [purge] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'purge'), eq(auditEvents.namespace, 'audit')));
    expect(purge!.after).toMatchObject({ events: 3, retention_days: 730 });

    // Nothing more is due: a second run deletes nothing and records nothing.
    expect((await purgeExpiredEvents(t.app)).purged).toBe(0);
    const purges = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'purge'));
    expect(purges.filter((event) => event.namespace === 'audit')).toHaveLength(1);
  });
});
