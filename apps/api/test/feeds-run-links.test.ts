import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/lib/csv.ts';
import { createFeedsTestApp, fixture, type FeedsTestApp } from './feeds-support.ts';

// What a dealer does with a finished run (issue 28): takes its errors away as a file, and sees the feed's ads.

let t: FeedsTestApp;
beforeAll(async () => {
  t = await createFeedsTestApp();
});
afterAll(() => t.close());

describe('a run’s errors as a CSV file', () => {
  it('lists line, field and message in the reader’s language, within the run’s scope', async () => {
    const dealer = await t.newDealer();
    const feed = await t.createFeed(dealer.token, { name: 'Yard', file_text: await fixture('stock.csv') });
    const run = await t.runFeed(dealer.token, feed.id);
    const url = `/api/feeds/${feed.id}/runs/${run.id}/errors.csv`;

    const english = await t.request({ method: 'GET', url, token: dealer.token });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toMatch(
      /^attachment; filename="Yard-errors-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = parseCsv(english.body.replace(/^\uFEFF/, '')).map((record) => record.values);
    expect(rows[0]).toEqual(['line', 'field', 'message']);
    expect(rows.slice(1)).toEqual(
      run.errors.map((error) => [String(error.line), error.field ?? '', error.message]),
    );
    expect(rows.slice(1).map(([line, field]) => [line, field])).toEqual([
      ['5', 'brand'],
      ['5', 'year'],
    ]);

    const arabic = await t.request({ method: 'GET', url: `${url}?lang=ar`, token: dealer.token });
    const arabicRows = parseCsv(arabic.body.replace(/^\uFEFF/, '')).map((record) => record.values);
    expect(arabicRows[1]![2]).not.toBe(rows[1]![2]);
    expect(arabicRows[1]![2]).toMatch(/[\u0600-\u06FF]/);

    // Another dealer's run is not there for them; staff read it.
    const stranger = await t.newDealer();
    expect((await t.request({ method: 'GET', url, token: stranger.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url, token: t.tokens.ADMIN })).statusCode).toBe(200);
    const unknown = await t.request({
      method: 'GET',
      url: `/api/feeds/${feed.id}/runs/00000000-0000-4000-8000-000000000000/errors.csv`,
      token: dealer.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });
});

describe('the advertisements of a feed', () => {
  it('are the list filtered by feed_id, each caller within their own scope', async () => {
    const dealer = await t.newDealer();
    const text = await fixture('stock.csv');
    const feed = await t.createFeed(dealer.token, { name: 'Listed', file_text: text });
    const other = await t.createFeed(dealer.token, {
      name: 'Other',
      file_text: text.replace(/A-10/g, 'B-10'),
    });
    await t.runFeed(dealer.token, feed.id);
    await t.runFeed(dealer.token, other.id);
    const list = async (token: string, query: string) =>
      t.request({ method: 'GET', url: `/api/advertisements?${query}`, token });

    const own = await list(dealer.token, `feed_id=${feed.id}&sort=short_id`);
    expect(own.statusCode).toBe(200);
    const stockNumbers = (await t.adsOfFeed(feed.id)).map((ad) => ad.id).sort();
    expect(
      own
        .json()
        .data.items.map((ad: { id: string }) => ad.id)
        .sort(),
    ).toEqual(stockNumbers);
    expect(own.json().data.total).toBe(3);
    expect((await list(t.tokens.ADMIN, `feed_id=${feed.id}`)).json().data.total).toBe(3);
    // Another dealer filtering by this feed sees none of its ads.
    const stranger = await t.newDealer();
    expect((await list(stranger.token, `feed_id=${feed.id}`)).json().data.total).toBe(0);

    const bad = await list(dealer.token, 'feed_id=yard');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ feed_id: ['Invalid value'] });
  });
});
