import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@coachyard/contract';
import { adBody, createAdsTestApp, fieldsOf, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t.close());

const market = async (slug: string) => {
  const response = await t.request({ method: 'GET', url: `/api/locations?q=${slug}`, token: t.tokens.ADMIN });
  return (response.json().data.items as { id: string; slug: string; version: number }[]).find(
    (row) => row.slug === slug,
  )!;
};

describe("an advertisement's vehicle type follows its region's market", () => {
  it('is refused while the market does not allow it, and accepted as soon as an ADMIN adds it', async () => {
    const coach = { vehicle_type_id: t.lookups.id('vehicle-type', 'coach') };
    const refused = await t.request({
      method: 'POST',
      url: '/api/advertisements',
      token: t.tokens.DEALER,
      payload: adBody(t.lookups, coach),
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.body).vehicle_type_id).toEqual([
      translateMessage('advertisement.vehicle_type_not_for_region'),
    ]);

    const tr = await market('tr');
    const added = await t.request({
      method: 'PATCH',
      url: `/api/locations/${tr.id}`,
      token: t.tokens.ADMIN,
      payload: { vehicle_types: ['city', 'intercity', 'coach'], version: tr.version },
    });
    expect(added.statusCode).toBe(200);
    const ad = await t.createAd(t.tokens.DEALER, coach);
    expect((await t.get(t.tokens.DEALER, ad.id)).vehicle_type_id).toBe(coach.vehicle_type_id);
  });
});
