import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdsTestApp, type AdsTestApp } from './advertisements-support.ts';

/** Totals are reused between requests (lib/write-cleared-cache.ts): these are the promises that reuse keeps. */
const TTL_SECONDS = 1;
let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp({ LIST_TOTALS_TTL_SECONDS: String(TTL_SECONDS) });
});
afterAll(() => t?.close());

const totalOf = async (token: string, query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/advertisements?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.total as number;
};

describe('list totals', () => {
  it('follow every write made through the API at once', async () => {
    const dealer = await t.newDealer();
    const first = await t.createAd(dealer.token);
    expect(await totalOf(dealer.token)).toBe(1);
    expect(await totalOf(dealer.token, 'status=pending_review')).toBe(0);

    const second = await t.addPhoto(dealer.token, await t.createAd(dealer.token));
    expect(await totalOf(dealer.token)).toBe(2);

    const submitted = await t.request({
      method: 'POST',
      url: `/api/advertisements/${second.id}/status`,
      token: dealer.token,
      payload: { status: 'pending_review', version: second.version },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await totalOf(dealer.token, 'status=pending_review')).toBe(1);

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${first.id}?version=${first.version}`,
      token: dealer.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await totalOf(dealer.token)).toBe(1);
  });

  it('show a change made elsewhere (another instance) within their time to live', async () => {
    const dealer = await t.newDealer();
    const ad = await t.createAd(dealer.token);
    expect(await totalOf(dealer.token)).toBe(1);
    // What another instance's delete leaves in the database; this instance hears nothing of it.
    await t.db.execute(`update advertisements set deleted_at = now() where id = '${ad.id}'`);
    expect(await totalOf(dealer.token)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 100));
    expect(await totalOf(dealer.token)).toBe(0);
  });

  it('are counted within the caller’s scope: two dealers never share one', async () => {
    const [one, other] = [await t.newDealer(), await t.newDealer()];
    await t.createAd(one.token);
    await t.createAd(one.token);
    expect(await totalOf(one.token)).toBe(2);
    expect(await totalOf(other.token)).toBe(0);
  });
});
