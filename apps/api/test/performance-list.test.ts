import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISEMENT_CSV_COLUMNS, type AdvertisementListItem } from '@coachyard/contract';
import { keepRecentCounts, rollUpEvents } from '../src/modules/performance/index.ts';
import { createLeadsTestApp, newLead, type LeadsTestApp } from './leads-support.ts';
import { ACCOUNTS } from './helpers.ts';

let t: LeadsTestApp;
let admin: string;

type Page = { items: AdvertisementListItem[]; next_cursor: string | null };
const list = async (query: string, token = admin) => {
  const response = await t.request({ method: 'GET', url: `/api/advertisements?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Page;
};
const rowOf = async (shortId: string) =>
  (await list(`q=${shortId}`)).items.find((row) => row.short_id === shortId)!;

async function reportViews(shortId: string, sessions: number) {
  const response = await t.request({
    method: 'POST',
    url: '/api/public/events',
    remoteAddress: '10.3.0.1',
    // A buyer's browser: the test client's own user agent reads as a bot.
    headers: {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    },
    payload: {
      events: Array.from({ length: sessions }, (_, index) => ({
        type: 'view',
        short_id: shortId,
        session: `list-${shortId}-${index}`,
      })),
    },
  });
  expect(response.statusCode, response.body).toBe(202);
}

/** What the job does every half minute: the roll-up, then the list's counts. */
const runJob = async () => {
  await rollUpEvents(t.db);
  await keepRecentCounts(t.db);
};

beforeAll(async () => {
  t = await createLeadsTestApp({ EVENTS_PER_IP_PER_MINUTE: '1000', LEADS_PER_IP_PER_HOUR: '1000' });
  admin = await t.login(ACCOUNTS.ADMIN);
  // The first run counts every ad, as a restarted API does.
  await runJob();
});
afterAll(() => t?.close());

describe('the advertisements list’s views and leads of the last 30 days (issue 29)', () => {
  it('carries the demo’s counts, as the performance screen adds them up over the same 30 days', async () => {
    const { items } = await list('per_page=25&sort=-views_30d');
    expect(items[0]!.views_30d).toBeGreaterThan(0);
    const ad = items[0]!;
    const response = await t.request({
      method: 'GET',
      url: `/api/advertisements/${ad.id}/performance`,
      token: admin,
    });
    const totals = response.json().data.totals as { views: number; leads: number };
    expect({ views: ad.views_30d, leads: ad.leads_30d }).toEqual({
      views: totals.views,
      leads: totals.leads,
    });
  });

  it('counts views rolled up and leads arrived since the run before', async () => {
    const ad = t.ads.dealer.shortId;
    const before = await rowOf(ad);
    await reportViews(ad, 7);
    await newLead(t, 'query', {}, ad);
    await runJob();
    const after = await rowOf(ad);
    expect({ views: after.views_30d - before.views_30d, leads: after.leads_30d - before.leads_30d }).toEqual({
      views: 7,
      leads: 1,
    });
  });

  it('sorts by either count both ways, and a cursor walks on in that order', async () => {
    for (const field of ['views_30d', 'leads_30d'] as const) {
      const first = await list(`per_page=25&sort=-${field}`);
      const second = await list(`per_page=25&sort=-${field}&cursor=${first.next_cursor}`);
      const values = [...first.items, ...second.items].map((row) => row[field]);
      expect(values, field).toEqual([...values].sort((a, b) => b - a));
      expect(values[0]).toBeGreaterThan(values.at(-1)!);
      const ascending = (await list(`per_page=25&sort=${field}`)).items.map((row) => row[field]);
      expect(ascending, field).toEqual([...ascending].sort((a, b) => a - b));
    }
  });

  it('sorts a dealer’s own ads only', async () => {
    const dealer = await t.login(ACCOUNTS.DEALER);
    const { items } = await list('per_page=100&sort=-views_30d', dealer);
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((row) => row.owner)).size).toBe(1);
  });

  it('is not a sort the public site may ask for', async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/advertisements?sort=-views_30d' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['sort']);
  });

  it('goes into the CSV export as its last two columns', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/advertisements/export.csv?sort=-views_30d',
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const [header, first] = response.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header!.split(',')).toEqual([...ADVERTISEMENT_CSV_COLUMNS]);
    expect(header!.split(',').slice(-2)).toEqual(['views_30d', 'leads_30d']);
    const top = (await list('per_page=1&sort=-views_30d')).items[0]!;
    expect(first!.split(',').slice(-2)).toEqual([String(top.views_30d), String(top.leads_30d)]);
  });
});
