import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { advertisements } from '../../../db/schema/index.ts';
import { searchWords } from '../search-text.ts';

/**
 * The cases a reviewer meets (issue 27), planted in the demo among ads that are otherwise clean: each is an ad
 * waiting for review, found by its short id in the review queue, the tests and the browser tests.
 */
export const PLANTED_SHORT_IDS = {
  /** A phone number in an English description. */
  contactDetails: 'PHNUMB23',
  /** A Turkish description on an English ad. */
  turkishOnEnglish: 'TRKDESC2',
  /** A price far below its band among published comparables. */
  priceBelowBand: 'CHEAPBUS',
  /** A cover photo taken from another dealer's published ad (planted-photos.ts). */
  stolenPhoto: 'STOLENPH',
  /** A dealer's second listing of an ad it already publishes (planted-photos.ts). */
  duplicateListing: 'DUPLIST2',
} as const;

const PHONE_SENTENCE = ' For a test drive call our sales desk on +44 7911 123456, weekdays 9 to 5.';

const TURKISH_DESCRIPTION =
  'Tek sahibinden, bakımları yetkili serviste düzenli yapılmış şehirlerarası otobüs. Lastikleri geçen yıl ' +
  'yenilendi, klima sorunsuz çalışıyor, koltuklar deri ve emniyet kemerli. Muayenesi yeni yapıldı, hemen ' +
  'yola çıkmaya hazır.';

/** A far-below price: a quarter of what its comparables' cheapest tenth asks. */
const BELOW_BAND_SHARE = 0.25;

/** The next English ad waiting for review that is not planted yet: the one to plant a case in. */
const nextEnglishPending = sql`(
  select id from advertisements
  where status = 'pending_review' and lang = 'en' and deleted_at is null and short_id not in ${sql.raw(
    `(${Object.values(PLANTED_SHORT_IDS)
      .map((id) => `'${id}'`)
      .join(', ')})`,
  )}
  order by created_at limit 1)`;

/**
 * Plants the three cases in the freshly seeded demo (the signals step computes their signals after). The cheap ad
 * is the waiting ad with the most published comparables under the signals' own rules (same model and currency,
 * year ± 2, a similar mileage and seats), so its band is judged, not `no_analysis`.
 */
export async function plantReviewCases(db: Database) {
  await db.execute(sql`
    update advertisements set short_id = ${PLANTED_SHORT_IDS.contactDetails},
      description = jsonb_set(description, '{en}', to_jsonb(coalesce(description->>'en', '') || ${PHONE_SENTENCE}))
    where id = ${nextEnglishPending}`);
  await db.execute(sql`
    update advertisements set short_id = ${PLANTED_SHORT_IDS.turkishOnEnglish},
      description = jsonb_set(description, '{en}', to_jsonb(${TURKISH_DESCRIPTION}::text))
    where id = ${nextEnglishPending}`);
  await db.execute(sql`
    with candidates as (
      select ad.id, count(other.id) as comparables,
        percentile_cont(0.1) within group (order by other.price_minor) as p10
      from advertisements ad
      join advertisements other on other.model_id = ad.model_id and other.currency = ad.currency
        and other.year between ad.year - 2 and ad.year + 2
        and other.status in ('published', 'sold') and other.deleted_at is null
        and other.mileage between ad.mileage * 0.5 - 20000 and ad.mileage * 1.5 + 20000
        and other.seats between ad.seats - 10 and ad.seats + 10
      where ad.status = 'pending_review' and ad.deleted_at is null and ad.lang = 'en'
        and ad.short_id not in (${PLANTED_SHORT_IDS.contactDetails}, ${PLANTED_SHORT_IDS.turkishOnEnglish})
      group by ad.id
      order by count(other.id) desc, ad.id
      limit 1)
    update advertisements set short_id = ${PLANTED_SHORT_IDS.priceBelowBand},
      price_minor = (round(candidates.p10 * ${BELOW_BAND_SHARE} / 10000) * 10000)::bigint
    from candidates where advertisements.id = candidates.id`);
  await refreshPlantedSearchText(db);
}

/**
 * Planting renames an ad and rewrites its description behind the writes that keep `search_text`: `q` must find it
 * by its new short id and its new words, as a reviewer types them. (The seed's own short id stays among the words:
 * it was never shown to anyone.)
 */
async function refreshPlantedSearchText(db: Database) {
  const planted = await db
    .select()
    .from(advertisements)
    .where(inArray(advertisements.shortId, Object.values(PLANTED_SHORT_IDS)));
  for (const ad of planted) {
    const texts = [ad.shortId, ...Object.values(ad.title), ...Object.values(ad.description)];
    const words = new Set([...ad.searchText.split(' '), ...searchWords(texts.join(' '))]);
    await db
      .update(advertisements)
      .set({ searchText: [...words].join(' ') })
      .where(eq(advertisements.id, ad.id));
  }
}
