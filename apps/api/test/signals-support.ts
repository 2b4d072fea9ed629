import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Advertisement, AdvertisementCreate, AdvertisementSignals } from '@coachyard/contract';
import { advertisements } from '../src/db/schema/index.ts';
import { createAdsTestApp, storedRow, type AdsTestApp } from './advertisements-support.ts';
import type { TestApp } from './helpers.ts';

export { createAdsTestApp, storedRow, type AdsTestApp };

/** An English description of well over 200 characters, with numbers that are not phone numbers. */
export const ENGLISH_DESCRIPTION =
  'Well kept intercity coach from a single owner, serviced every 30,000 km at the authorised workshop. ' +
  'New tyres in 2024, working air conditioning, reclining leather seats with belts, a toilet and a fridge. ' +
  'Ready for the road, inspection valid until next summer.';

/** The same kind of text in Turkish. */
export const TURKISH_DESCRIPTION =
  'Tek sahibinden, bakımları yetkili serviste düzenli olarak yapılmış şehirlerarası otobüs. ' +
  'Lastikleri geçen yıl yenilendi, klima sorunsuz çalışıyor, koltuklar deri ve emniyet kemerli. ' +
  'Tuvalet ve buzdolabı mevcut, muayenesi gelecek yaza kadar geçerli, hemen yola çıkmaya hazır.';

/** No seeded ad is this old: an ad of this year has no comparables unless a test makes them. */
export const UNCOMPARED_YEAR = 1985;

/** An English ad that passes every check but the photos (and has no comparables: no price analysis). */
export const healthyBody = (t: AdsTestApp, overrides: Partial<AdvertisementCreate> = {}) => ({
  lang: 'en' as const,
  year: UNCOMPARED_YEAR,
  title: { en: 'Clean Safari HD with a fresh service' },
  description: { en: ENGLISH_DESCRIPTION },
  mileage: 600_000,
  mileage_type_id: t.lookups.id('mileage-types', 'km'),
  seats: 46,
  ...overrides,
});

export async function signalsOf(t: AdsTestApp, token: string, id: string, lang = 'en') {
  const response = await t.request({
    method: 'GET',
    url: `/api/advertisements/${id}/signals?lang=${lang}`,
    token,
  });
  return { status: response.statusCode, signals: response.json().data as AdvertisementSignals };
}

export const checkOf = (signals: AdvertisementSignals, key: string) =>
  signals.health.checks.find((check) => check.key === key)!;

/** Changes Settings › Listings (as an ADMIN). */
export async function setListings(t: AdsTestApp, values: Record<string, unknown>) {
  const current = (await t.request({ method: 'GET', url: '/api/settings', token: t.tokens.ADMIN })).json()
    .data.listings;
  const response = await t.request({
    method: 'PATCH',
    url: '/api/settings/listings',
    token: t.tokens.ADMIN,
    payload: { version: current.version, values: { ...current.values, ...values } },
  });
  if (response.statusCode !== 200) throw new Error(`settings: ${response.body}`);
}

/** Sets Settings › Listings' minimum photo count. */
export const setMinPhotos = (t: AdsTestApp, minPhotos: number) => setListings(t, { min_photos: minPhotos });

/** The review queue's rank stored beside the row. */
export const storedReviewRank = async (t: AdsTestApp, id: string) =>
  (
    await t.db
      .select({ rank: advertisements.reviewRank })
      .from(advertisements)
      .where(eq(advertisements.id, id))
  )[0]!.rank;

/** Copies of an ad straight into the table, as published ads at the prices given: comparables for its price band. */
export async function publishedCopies(
  t: AdsTestApp,
  ad: Advertisement,
  prices: number[],
  status = 'published',
) {
  const { id: _id, searchVector: _vector, ...row } = (await storedRow(t, ad.id))!;
  const inserted = await t.db
    .insert(advertisements)
    .values(
      prices.map((priceMinor) => ({
        ...row,
        shortId: randomBytes(5).toString('hex').toUpperCase(),
        status: status as 'published',
        publishedAt: new Date(),
        priceMinor,
      })),
    )
    .returning({ shortId: advertisements.shortId, id: advertisements.id });
  return inserted;
}

export const storedSignals = async (t: AdsTestApp, id: string) => {
  const [row] = await t.db
    .select({
      score: advertisements.healthScore,
      band: advertisements.healthBand,
      price: advertisements.priceBand,
    })
    .from(advertisements)
    .where(eq(advertisements.id, id));
  return row!;
};

/** The signals of a seeded ad named by its short id (the demo's planted cases), as `token`'s holder reads them. */
export async function signalsOfShortId(t: TestApp, token: string, shortId: string) {
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select id from advertisements where short_id = ${shortId}`,
  );
  const response = await t.request({
    method: 'GET',
    url: `/api/advertisements/${rows[0]!.id}/signals`,
    token,
  });
  return response.json().data as AdvertisementSignals;
}
