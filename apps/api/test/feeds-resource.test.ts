import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feed, FeedRun } from '@coachyard/contract';
import { adBody } from './advertisements-support.ts';
import { createFeedsTestApp, fixture, type FeedsTestApp } from './feeds-support.ts';

let t: FeedsTestApp;
let dealerId: string;
beforeAll(async () => {
  t = await createFeedsTestApp();
  dealerId = await t.idOf('dealer@coachyard.test');
});
afterAll(() => t.close());

const DEMO_FEED = 'Yard stock (dealer system export)';
const listNames = async (token: string) =>
  (
    (await t.request({ method: 'GET', url: '/api/feeds?per_page=100', token })).json().data.items as Feed[]
  ).map((feed) => feed.name);

describe('/api/feeds', () => {
  it('shows the demo dealer its feed with a real run and a dry run, as seeded', async () => {
    const feeds = (await t.request({ method: 'GET', url: '/api/feeds', token: t.tokens.DEALER })).json().data
      .items as Feed[];
    const demo = feeds.find((feed) => feed.name === DEMO_FEED)!;
    expect(demo).toMatchObject({ source_kind: 'upload', format: 'csv', owner_id: dealerId });
    const runs = (
      await t.request({ method: 'GET', url: `/api/feeds/${demo.id}/runs`, token: t.tokens.DEALER })
    ).json().data.items as FeedRun[];
    expect(runs.map((run) => [run.dry_run, run.status])).toEqual([
      [true, 'succeeded'],
      [false, 'succeeded'],
    ]);
    expect(runs[1]!.counts).toMatchObject({ created: 3, failed: 1 });
    expect(runs[1]!.errors).toEqual([
      {
        line: 5,
        field: 'brand',
        message: 'No item has this value; map it on the mapping screen: “Mercedes Benz Tourismo 16 RHD”',
      },
    ]);
  });

  it("shows a dealer its own feeds only, a representative its dealers', staff every dealer's", async () => {
    const own = await t.createFeed(t.tokens.DEALER, { name: 'Own stock' });
    expect(own).toMatchObject({ owner_id: dealerId, owner_name: expect.any(String), format: 'csv' });
    const stranger = await t.newDealer();
    const foreign = await t.createFeed(t.tokens.ADMIN, { name: 'Foreign stock', owner_id: stranger.id });

    // The demo dealer's seeded feed is its own too.
    const dealers = ['Own stock', DEMO_FEED].sort();
    expect((await listNames(t.tokens.DEALER)).sort()).toEqual(dealers);
    expect((await listNames(t.tokens.REPRESENTATIVE)).sort()).toEqual(dealers);
    expect((await listNames(t.tokens.ADMIN)).sort()).toEqual(['Foreign stock', ...dealers].sort());
    // Another dealer's feed is not there for the dealer: read, change, run or preview.
    for (const [method, url] of [
      ['GET', `/api/feeds/${foreign.id}`],
      ['PATCH', `/api/feeds/${foreign.id}`],
      ['POST', `/api/feeds/${foreign.id}/runs`],
      ['GET', `/api/feeds/${foreign.id}/preview`],
    ] as const) {
      const response = await t.request({
        method,
        url,
        token: t.tokens.DEALER,
        ...(method === 'GET' ? {} : { payload: method === 'PATCH' ? { version: 1, name: 'Mine now' } : {} }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // A dealer cannot hand a feed to another dealer either.
    const handed = await t.request({
      method: 'POST',
      url: '/api/feeds',
      token: t.tokens.DEALER,
      payload: { name: 'Theirs', format: 'csv', source_kind: 'upload', region: 'eu', owner_id: stranger.id },
    });
    expect(handed.statusCode).toBe(400);
  });

  it('checks a URL source: http(s) only, and required for a URL feed', async () => {
    const attempt = (url: string | undefined) =>
      t.request({
        method: 'POST',
        url: '/api/feeds',
        token: t.tokens.DEALER,
        payload: { name: 'Pulled', format: 'xml', source_kind: 'url', region: 'eu', url },
      });
    expect((await attempt('file:///etc/passwd')).json().error.fields.url).toEqual([
      'Enter an address starting with http:// or https://',
    ]);
    expect((await attempt(undefined)).json().error.fields.url).toEqual([
      'Enter the address the feed is pulled from',
    ]);
    const pulled = await attempt('https://dms.example/stock.xml');
    expect(pulled.statusCode).toBe(201);
    expect(pulled.json().data).toMatchObject({ source_kind: 'url', url: 'https://dms.example/stock.xml' });
  });

  it('keeps versions, history with the feed labelled by name and dealer, trash and restore, CSV and search', async () => {
    const feed = await t.createFeed(t.tokens.DEALER, { name: 'Yard two' });
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/feeds/${feed.id}`,
      token: t.tokens.DEALER,
      payload: { version: feed.version, name: 'Yard 2', full_sync: true },
    });
    expect(renamed.json().data).toMatchObject({ version: 2, name: 'Yard 2', full_sync: true });
    const stale = await t.request({
      method: 'PATCH',
      url: `/api/feeds/${feed.id}`,
      token: t.tokens.DEALER,
      payload: { version: 1, name: 'Too late' },
    });
    expect(stale.statusCode).toBe(409);

    const history = await t.request({
      method: 'GET',
      url: `/api/audit/history/feeds/${feed.id}`,
      token: t.tokens.DEALER,
    });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json().data)).toContain('Yard 2');

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/feeds/${feed.id}?version=2`,
      token: t.tokens.DEALER,
    });
    expect(deleted.statusCode).toBe(200);
    const trash = await t.request({
      method: 'GET',
      url: '/api/trash?namespace=feeds',
      token: t.tokens.ADMIN,
    });
    const label = (trash.json().data.items as { id: string; label: string }[]).find(
      (item) => item.id === feed.id,
    )?.label;
    expect(label).toMatch(/^Yard 2 · /);
    const restored = await t.request({
      method: 'POST',
      url: `/api/feeds/${feed.id}/restore`,
      token: t.tokens.ADMIN,
      payload: { version: 3 },
    });
    expect(restored.json().data).toMatchObject({ deleted_at: null, version: 4 });

    const csv = await t.request({
      method: 'GET',
      url: '/api/feeds/export.csv?q=Yard',
      token: t.tokens.DEALER,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Yard 2');
    const search = await t.request({ method: 'GET', url: '/api/search?q=Yard', token: t.tokens.DEALER });
    expect(JSON.stringify(search.json().data)).toContain(`/feeds/${feed.id}/edit`);
  });

  it('takes a feed file only as CSV, XML or JSON, and only for the one feed it was uploaded for', async () => {
    const refused = await t.request({
      method: 'POST',
      url: '/api/uploads/signature',
      token: t.tokens.DEALER,
      payload: {
        namespace: 'feed',
        filename: 'stock.exe',
        content_type: 'application/octet-stream',
        size: 10,
      },
    });
    expect(refused.json().error.fields).toMatchObject({
      filename: ['Only CSV, XML and JSON files can be uploaded'],
    });
    const key = await t.uploadFeedFile(t.tokens.DEALER, await fixture('stock.csv'), 'csv');
    await t.createFeed(t.tokens.DEALER, { name: 'First', file_key: key });
    const second = await t.request({
      method: 'POST',
      url: '/api/feeds',
      token: t.tokens.DEALER,
      payload: { name: 'Second', format: 'csv', source_kind: 'upload', region: 'eu', file_key: key },
    });
    expect(second.json().error.fields.file_key).toBeDefined();
    // The stored file is not served by the public media route.
    expect((await t.request({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
  });

  it("keeps an ad's stock number unique among the dealer's live ads", async () => {
    const dealer = await t.newDealer();
    const first = await t.createAd(dealer.token, { stock_number: 'YARD/7' });
    expect(first.stock_number).toBe('YARD/7');
    const twice = await t.request({
      method: 'POST',
      url: '/api/advertisements',
      token: dealer.token,
      payload: { ...adBody(t.lookups), stock_number: 'YARD/7' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields.stock_number).toEqual([
      'Another of this dealer’s advertisements has this stock number',
    ]);
    // Another dealer may use the same number.
    expect((await t.createAd(t.tokens.DEALER, { stock_number: 'YARD/7' })).stock_number).toBe('YARD/7');
  });
});
