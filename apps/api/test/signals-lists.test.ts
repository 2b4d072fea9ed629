import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement, AdvertisementCreate, AdvertisementListItem } from '@coachyard/contract';
import {
  createAdsTestApp,
  healthyBody,
  publishedCopies,
  setListings,
  storedReviewRank,
  TURKISH_DESCRIPTION,
  type AdsTestApp,
} from './signals-support.ts';

let t: AdsTestApp;
let dealer: { id: string; token: string };
const ads: Record<'plain' | 'turkish' | 'cheap' | 'latePlain', Advertisement> = {} as never;

/** A new dealer's ad with one photo, submitted for review: each submission waits in the queue longer than the next. */
async function submitted(
  overrides: Partial<AdvertisementCreate> = {},
  beforeSubmit?: (ad: Advertisement) => Promise<void>,
) {
  const created = await t.createAd(dealer.token, healthyBody(t, overrides));
  await beforeSubmit?.(created);
  // The photo is a write: the stored signals are computed again, with the comparables made above.
  const ad = await t.addPhoto(dealer.token, created);
  const response = await t.request({
    method: 'POST',
    url: `/api/advertisements/${ad.id}/status`,
    token: dealer.token,
    payload: { status: 'pending_review', version: ad.version },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as Advertisement;
}

beforeAll(async () => {
  t = await createAdsTestApp();
  await setListings(t, { min_photos: 2 });
  dealer = await t.newDealer();
  ads.plain = await submitted();
  ads.turkish = await submitted({ description: { en: TURKISH_DESCRIPTION } });
  // Five comparables at 100–140 million: 10 million is far below its band.
  ads.cheap = await submitted({ year: 1977, price_minor: 10_000_000 }, async (ad) => {
    await publishedCopies(
      t,
      ad,
      [100, 110, 120, 130, 140].map((millions) => millions * 1_000_000),
    );
  });
  ads.latePlain = await submitted();
});
afterAll(() => t?.close());

const listed = async (query: string) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/advertisements?owner=${dealer.id}&status=pending_review&${query}`,
    token: t.tokens.ADMIN,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as AdvertisementListItem[];
};
const shortIds = (items: AdvertisementListItem[]) => items.map((item) => item.short_id);

describe('the review queue’s order', () => {
  it('stores each ad’s review rank: price below its band 2, flagged texts 1, nothing 0', async () => {
    expect(await storedReviewRank(t, ads.cheap.id)).toBe(2);
    expect(await storedReviewRank(t, ads.turkish.id)).toBe(1);
    expect(await storedReviewRank(t, ads.plain.id)).toBe(0);
  });

  it('lists pending ads by risk, then the longest waiting first (sort=-review_rank), and pages by cursor', async () => {
    const expected = [ads.cheap, ads.turkish, ads.plain, ads.latePlain].map((ad) => ad.short_id);
    expect(shortIds(await listed('sort=-review_rank'))).toEqual(expected);
    const first = await t.request({
      method: 'GET',
      url: `/api/advertisements?owner=${dealer.id}&status=pending_review&sort=-review_rank&per_page=2`,
      token: t.tokens.ADMIN,
    });
    const next = await listed(`sort=-review_rank&per_page=2&cursor=${first.json().data.next_cursor}`);
    expect([...shortIds(first.json().data.items), ...shortIds(next)]).toEqual(expected);
  });

  it('keeps a waiting ad’s place when it is edited: the queue counts from its submission, not its last change', async () => {
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/advertisements/${ads.plain.id}`,
      token: dealer.token,
      payload: { version: ads.plain.version, title: { en: 'Clean Safari HD freshly serviced' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.updated_at > ads.latePlain.updated_at).toBe(true);
    expect(shortIds(await listed('sort=-review_rank'))).toEqual(
      [ads.cheap, ads.turkish, ads.plain, ads.latePlain].map((ad) => ad.short_id),
    );
  });
});

describe('the health of the advertisements list', () => {
  it('shows each row’s score (its band follows from it)', async () => {
    const rows = await listed('sort=short_id');
    expect(rows.find((row) => row.id === ads.plain.id)).toMatchObject({
      health_score: 80,
    });
    expect(rows.find((row) => row.id === ads.turkish.id)).toMatchObject({
      health_score: 70,
    });
  });

  it('filters by band and sorts by score', async () => {
    expect(new Set(shortIds(await listed('health=amber')))).toEqual(
      new Set([ads.turkish.short_id, ads.cheap.short_id]),
    );
    const byScore = await listed('sort=-health_score');
    expect(byScore.map((row) => row.health_score)).toEqual([80, 80, 70, 70]);
    const ascending = await listed('sort=health_score');
    expect(ascending.map((row) => row.health_score)).toEqual([70, 70, 80, 80]);
  });

  it('exports each ad’s score, band and price band in the CSV, sorted by risk as the queue is', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/advertisements/export.csv?owner=${dealer.id}&status=pending_review&sort=-review_rank`,
      token: t.tokens.ADMIN,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const columns = header!.split(',');
    const cell = (row: string, column: string) => row.split(',')[columns.indexOf(column)];
    const health = columns.indexOf('health_score');
    expect(columns.slice(health, health + 3)).toEqual(['health_score', 'health_band', 'price_band']);
    expect(rows.map((row) => cell(row, 'short_id'))).toEqual(
      [ads.cheap, ads.turkish, ads.plain, ads.latePlain].map((ad) => ad.short_id),
    );
    expect(
      rows.map((row) => [cell(row, 'health_score'), cell(row, 'health_band'), cell(row, 'price_band')]),
    ).toEqual([
      ['70', 'amber', 'below'],
      ['70', 'amber', 'no_analysis'],
      ['80', 'green', 'no_analysis'],
      ['80', 'green', 'no_analysis'],
    ]);
  });

  it('refuses a band or sort it does not know (400)', async () => {
    for (const query of ['health=purple', 'sort=-healthiness']) {
      const response = await t.request({
        method: 'GET',
        url: `/api/advertisements?${query}`,
        token: t.tokens.ADMIN,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
