import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvertisementEvent } from '@coachyard/contract';
import { removeExpiredEvents, rollUpEvents } from '../src/modules/performance/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let ads: { id: string; shortId: string }[];
let ipCounter = 0;
/** Each test its own address, so the per-address limit meets only the test about it. */
const nextIp = () => `10.1.0.${++ipCounter}`;

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const send = (events: unknown[], options: { ip?: string; userAgent?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/public/events?lang=en',
    remoteAddress: options.ip ?? nextIp(),
    headers: { 'user-agent': options.userAgent ?? CHROME },
    payload: { events },
  });

const event = (overrides: Partial<AdvertisementEvent> = {}): AdvertisementEvent => ({
  type: 'view',
  short_id: ads[0]!.shortId,
  session: 'session-a',
  ...overrides,
});

async function rawEventCount() {
  const { rows } = await t.db.$client.query<{ count: number }>(
    'select count(*)::int as count from advertisement_events',
  );
  return rows[0]!.count;
}

async function dailyCounts(advertisementId: string) {
  const { rows } = await t.db.$client.query<{ day: string; type: string; count: number; bot_count: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, type, count, bot_count from advertisement_daily_counts
     where advertisement_id = $1 order by day, type`,
    [advertisementId],
  );
  return rows;
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp({ EVENTS_PER_IP_PER_MINUTE: '3' });
  const { rows } = await t.db.$client.query<{ id: string; short_id: string }>(
    `select id, short_id from advertisements where status = 'published' and deleted_at is null
     order by short_id limit 4`,
  );
  ads = rows.map((row) => ({ id: row.id, shortId: row.short_id }));
  // These ads' demo history aside: each test reads exactly what it reported.
  await t.db.$client.query('delete from advertisement_daily_counts where advertisement_id = any($1)', [
    ads.map((ad) => ad.id),
  ]);
});
afterAll(() => t?.close());

describe('the public site reports what buyers do', () => {
  it('answers 202 with the number taken once the events are stored, and counts them in the daily roll-up', async () => {
    const response = await send([
      event({ type: 'impression', short_id: ads[1]!.shortId }),
      event({ type: 'view', short_id: ads[1]!.shortId }),
      event({ type: 'contact_click', short_id: ads[1]!.shortId }),
      event({ type: 'phone_reveal', short_id: ads[1]!.shortId, at: daysAgo(2).toISOString() }),
    ]);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().data).toEqual({ accepted: 4, bots: 0 });
    expect(response.json().success.message).toBe('Events received');

    await rollUpEvents(t.db);
    const twoDaysAgo = daysAgo(2).toISOString().slice(0, 10);
    expect(await dailyCounts(ads[1]!.id)).toEqual([
      { day: twoDaysAgo, type: 'phone_reveal', count: 1, bot_count: 0 },
      { day: today(), type: 'contact_click', count: 1, bot_count: 0 },
      { day: today(), type: 'impression', count: 1, bot_count: 0 },
      { day: today(), type: 'view', count: 1, bot_count: 0 },
    ]);
  });

  it('counts a session’s repeated views of one ad in a day once, and other sessions’ views apart', async () => {
    const views = [
      event({ session: 'reader-1' }),
      event({ session: 'reader-1' }),
      event({ session: 'reader-2' }),
    ];
    expect((await send(views)).statusCode).toBe(202);
    expect((await send([event({ session: 'reader-1' })])).statusCode).toBe(202);
    await rollUpEvents(t.db);
    expect(await dailyCounts(ads[0]!.id)).toEqual([{ day: today(), type: 'view', count: 2, bot_count: 0 }]);
  });

  it('counts a known bot’s events apart from buyers’', async () => {
    const response = await send(
      [event({ short_id: ads[2]!.shortId }), event({ short_id: ads[2]!.shortId })],
      {
        userAgent: GOOGLEBOT,
      },
    );
    expect(response.json().data).toEqual({ accepted: 2, bots: 2 });
    await rollUpEvents(t.db);
    expect(await dailyCounts(ads[2]!.id)).toEqual([{ day: today(), type: 'view', count: 0, bot_count: 2 }]);
  });

  it('never counts an event twice, however often the roll-up runs, at once or again', async () => {
    await send([event({ type: 'favorite', short_id: ads[3]!.shortId, session: 'keeper' })]);
    await Promise.all([rollUpEvents(t.db), rollUpEvents(t.db), rollUpEvents(t.db)]);
    expect(await rollUpEvents(t.db)).toBe(0);
    expect(await dailyCounts(ads[3]!.id)).toEqual([
      { day: today(), type: 'favorite', count: 1, bot_count: 0 },
    ]);
  });
});

describe('a batch it cannot take', () => {
  it('is refused whole, each bad event named by its place, and nothing is stored', async () => {
    const before = await rawEventCount();
    const cases: [unknown[], Record<string, string[]>][] = [
      [
        [event(), { ...event(), type: 'purchase' }],
        {
          'events.1.type': [
            'Unknown event type: use impression, view, contact_click, phone_reveal or favorite',
          ],
        },
      ],
      [
        [event(), event({ short_id: 'ZZZZZZZZ' })],
        { 'events.1.short_id': ['No advertisement has this short id'] },
      ],
      [
        [
          event({ at: daysAgo(8).toISOString() }),
          event({ at: new Date(Date.now() + 3_600_000).toISOString() }),
        ],
        {
          'events.0.at': ['The time must be an ISO date and time, at most a week ago and not in the future'],
          'events.1.at': ['The time must be an ISO date and time, at most a week ago and not in the future'],
        },
      ],
      [Array.from({ length: 101 }, () => event()), { events: ['A batch holds at most 100 events'] }],
    ];
    for (const [events, fields] of cases) {
      const response = await send(events);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    expect(await rawEventCount()).toBe(before);
  });

  it('is refused with 429 past the batches one address may send in a minute', async () => {
    const ip = nextIp();
    for (let batch = 0; batch < 3; batch++) expect((await send([event()], { ip })).statusCode).toBe(202);
    const refused = await send([event()], { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many events from this address; please send them later');
    expect((await send([event()])).statusCode).toBe(202);
  });
});

describe('retention', () => {
  it('removes raw events older than Settings › Insights’ days, and keeps their daily counts', async () => {
    const old = event({ type: 'impression', short_id: ads[3]!.shortId, at: daysAgo(6).toISOString() });
    expect((await send([old])).statusCode).toBe(202);
    await rollUpEvents(t.db);
    const countsBefore = await dailyCounts(ads[3]!.id);
    expect(await removeExpiredEvents(t.db, 30)).toBe(0);
    expect(await removeExpiredEvents(t.db, 5)).toBe(1);
    expect(await dailyCounts(ads[3]!.id)).toEqual(countsBefore);
  });

  it('is a setting of its own, refused below the week an event may arrive late', async () => {
    const admin = await t.login('admin@coachyard.test');
    const state = await t.request({ method: 'GET', url: '/api/settings', token: admin });
    const insights = state.json().data.insights;
    expect(insights.values).toEqual({ retention_days: 30 });
    const refused = await t.request({
      method: 'PATCH',
      url: '/api/settings/insights',
      token: admin,
      payload: { version: insights.version, values: { retention_days: 3 } },
    });
    expect(refused.statusCode).toBe(400);
    const saved = await t.request({
      method: 'PATCH',
      url: '/api/settings/insights',
      token: admin,
      payload: { version: insights.version, values: { retention_days: 60 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.values.retention_days).toBe(60);
  });
});
