import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement } from '@coachyard/contract';
import {
  createAdsTestApp,
  healthyBody,
  publishedCopies,
  signalsOf,
  type AdsTestApp,
} from './signals-support.ts';

let t: AdsTestApp;
let dealerB: { id: string; token: string };
let adOfB: Advertisement;
let draftsOfB: { shortId: string }[];

beforeAll(async () => {
  t = await createAdsTestApp();
  dealerB = await t.newDealer();
  adOfB = await t.createAd(dealerB.token, healthyBody(t, { year: 1960 }));
  // Dealer B's drafts of the very same vehicle: they must never show in anyone's price band.
  draftsOfB = await publishedCopies(t, adOfB, [1, 2, 3, 4, 5, 6], 'draft');
});
afterAll(() => t?.close());

describe('who reads the signals of an ad', () => {
  it('is whoever may read the ad: another dealer and an unrelated representative get 404', async () => {
    expect((await signalsOf(t, t.tokens.DEALER, adOfB.id)).status).toBe(404);
    expect((await signalsOf(t, t.tokens.REPRESENTATIVE, adOfB.id)).status).toBe(404);
    expect((await signalsOf(t, dealerB.token, adOfB.id)).status).toBe(200);
    expect((await signalsOf(t, t.tokens.ADMIN, adOfB.id)).status).toBe(200);
  });

  it('needs a token, and a bad id is 404', async () => {
    const anonymous = await t.request({ method: 'GET', url: `/api/advertisements/${adOfB.id}/signals` });
    expect(anonymous.statusCode).toBe(401);
    expect((await signalsOf(t, t.tokens.ADMIN, 'not-an-id')).status).toBe(404);
  });

  it("never names another dealer's drafts among the comparables", async () => {
    const mine = await t.createAd(t.tokens.DEALER, healthyBody(t, { year: 1960 }));
    const { signals } = await signalsOf(t, t.tokens.DEALER, mine.id);
    expect(signals.price).toMatchObject({ band: 'no_analysis', comparables: 0, comparable_short_ids: [] });
    const named = JSON.stringify(signals);
    for (const draft of draftsOfB) expect(named).not.toContain(draft.shortId);
    expect(named).not.toContain(adOfB.short_id);
  });
});
