import { sql } from 'drizzle-orm';
import { SIGNAL_RULES, type Currency, type PriceBand, type PriceSignal } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';

/** What the price band of an ad is judged from. */
export interface PricedAd {
  id: string;
  modelId: string;
  year: number;
  mileage: number | null;
  seats: number | null;
  priceMinor: number;
  currency: string;
}

/** A similar mileage: half to one and a half times the ad's, with some slack for nearly new vehicles. */
const MILEAGE_SLACK = 20_000;
const SEATS_SPAN = 10;

export interface Comparables extends Record<string, unknown> {
  count: number;
  p10: number | null;
  median: number | null;
  p90: number | null;
  short_ids: string[] | null;
}

/**
 * The price band of an ad among published or sold ads of the same model and currency, year ± 2, a similar mileage
 * and seats (issue 27). Fewer than five comparables is `no_analysis`, never a guess. Only public ads are compared,
 * so a band never tells anyone about another dealer's draft. The look-up walks `advertisements_comparables_idx`.
 */
export async function priceSignalOf(db: Database, ad: PricedAd): Promise<PriceSignal> {
  const found = (await db.execute<Comparables>(comparablesSql(ad))).rows[0]!;
  return priceBandAmong(ad, found);
}

/** The statement of `priceSignalOf`: its count, percentiles and shown short ids (the bench's raw twin runs it too). */
export function comparablesSql(ad: PricedAd) {
  const mileage =
    ad.mileage === null
      ? sql`true`
      : sql`mileage between ${Math.floor(ad.mileage * 0.5) - MILEAGE_SLACK} and ${Math.ceil(ad.mileage * 1.5) + MILEAGE_SLACK}`;
  const seats =
    ad.seats === null ? sql`true` : sql`seats between ${ad.seats - SEATS_SPAN} and ${ad.seats + SEATS_SPAN}`;
  return sql`
    with comparables as (
      select short_id, year, price_minor from advertisements
      where deleted_at is null and status in ('published', 'sold')
        and model_id = ${ad.modelId} and currency = ${ad.currency}
        and year between ${ad.year - SIGNAL_RULES.yearSpan} and ${ad.year + SIGNAL_RULES.yearSpan}
        and id <> ${ad.id} and ${mileage} and ${seats}
    )
    select count(*)::int as count,
      percentile_cont(0.1) within group (order by price_minor) as p10,
      percentile_cont(0.5) within group (order by price_minor) as median,
      percentile_cont(0.9) within group (order by price_minor) as p90,
      (select array_agg(short_id) from (
        select short_id from comparables order by abs(year - ${ad.year}), short_id limit ${SIGNAL_RULES.comparablesShown}
      ) shown) as short_ids
    from comparables`;
}

/** The band of the ad's price among what `comparablesSql` found. */
export function priceBandAmong(
  ad: Pick<PricedAd, 'priceMinor' | 'currency'>,
  found: Comparables,
): PriceSignal {
  const currency = ad.currency as Currency;
  const shortIds = found.short_ids ?? [];
  if (found.count < SIGNAL_RULES.comparablesMin)
    return {
      band: 'no_analysis',
      p10: null,
      median: null,
      p90: null,
      currency,
      comparables: found.count,
      comparable_short_ids: shortIds,
    };
  const [p10, median, p90] = [found.p10, found.median, found.p90].map((value) => Math.round(Number(value)));
  const band: PriceBand =
    ad.priceMinor < p10! * SIGNAL_RULES.farBelowShare ? 'below' : ad.priceMinor > p90! ? 'above' : 'within';
  return {
    band,
    p10: p10!,
    median: median!,
    p90: p90!,
    currency,
    comparables: found.count,
    comparable_short_ids: shortIds,
  };
}
