import { sql } from 'drizzle-orm';
import { SIGNAL_RULES, type Currency, type PriceBand, type PriceSignal } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { arrayPlaceholder, planOnceName, runOn, sqlOf, type BuiltQuery } from '../../db/prepared-by-shape.ts';

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
  const { query, values } = comparablesQueryOf(db, ad);
  const { rows } = (await runOn(db, query, values)) as { rows: Comparables[] };
  return priceBandAmong(ad, rows[0]!);
}

/** The values the comparables of an ad are found by. */
function comparablesValuesOf(ad: PricedAd) {
  return {
    id: ad.id,
    modelId: ad.modelId,
    currency: ad.currency,
    year: ad.year,
    yearFrom: ad.year - SIGNAL_RULES.yearSpan,
    yearTo: ad.year + SIGNAL_RULES.yearSpan,
    mileageFrom: ad.mileage === null ? null : Math.floor(ad.mileage * 0.5) - MILEAGE_SLACK,
    mileageTo: ad.mileage === null ? null : Math.ceil(ad.mileage * 1.5) + MILEAGE_SLACK,
    seatsFrom: ad.seats === null ? null : ad.seats - SEATS_SPAN,
    seatsTo: ad.seats === null ? null : ad.seats + SEATS_SPAN,
  };
}
type ComparablesValues = ReturnType<typeof comparablesValuesOf>;

/** What the statement's text depends on: whether the ad has a mileage and seats to compare. */
interface ComparablesShape {
  mileage: boolean;
  seats: boolean;
}

/** The statement of `priceSignalOf`, each value given by `value` (itself, or a placeholder of its name). */
function comparablesStatement(shape: ComparablesShape, value: (name: keyof ComparablesValues) => unknown) {
  const mileage = shape.mileage
    ? sql`mileage between ${value('mileageFrom')} and ${value('mileageTo')}`
    : sql`true`;
  const seats = shape.seats ? sql`seats between ${value('seatsFrom')} and ${value('seatsTo')}` : sql`true`;
  return sql`
    with comparables as (
      select short_id, year, price_minor from advertisements
      where deleted_at is null and status in ('published', 'sold')
        and model_id = ${value('modelId')} and currency = ${value('currency')}
        and year between ${value('yearFrom')} and ${value('yearTo')}
        and id <> ${value('id')} and ${mileage} and ${seats}
    )
    select count(*)::int as count,
      percentile_cont(0.1) within group (order by price_minor) as p10,
      percentile_cont(0.5) within group (order by price_minor) as median,
      percentile_cont(0.9) within group (order by price_minor) as p90,
      (select array_agg(short_id) from (
        select short_id from comparables order by abs(year - ${value('year')}), short_id limit ${SIGNAL_RULES.comparablesShown}
      ) shown) as short_ids
    from comparables`;
}

const shapeOf = (ad: PricedAd): ComparablesShape => ({
  mileage: ad.mileage !== null,
  seats: ad.seats !== null,
});

/** The statement of `priceSignalOf` with the ad's values in it (to explain it). */
export function comparablesSql(ad: PricedAd) {
  const values = comparablesValuesOf(ad);
  return comparablesStatement(shapeOf(ad), (name) => values[name]);
}

/**
 * The statement's text built once per shape (every price change of an ad runs it, inside the write's transaction,
 * on a transaction of its own: kept by shape alone, its text is the same on every database), and the ad's values.
 * Planned once per connection although it reads a range: planning it cost four times its run (0.8 vs 0.2 ms,
 * bench/RESULTS.md, issue 27), and PostgreSQL plans the first five runs for their values before it keeps a generic
 * plan, only one no costlier. The bench's raw twin runs it too.
 */
const builtComparables = new Map<string, BuiltQuery>();
export function comparablesQueryOf(db: Database, ad: PricedAd) {
  const shape = shapeOf(ad);
  const key = `${shape.mileage} ${shape.seats}`;
  let query = builtComparables.get(key);
  if (!query)
    builtComparables.set(
      key,
      (query = sqlOf(
        db,
        comparablesStatement(shape, (name) => sql.placeholder(name)),
        planOnceName(),
      )),
    );
  return { query, values: comparablesValuesOf(ad) };
}

/**
 * `priceSignalOf` for many ads in one statement (a feed's group of new ads, issue 28: one statement a row was a
 * tenth of its write), each ad's comparables found as its own statement finds them: same conditions, an absent
 * mileage or seats compared with nothing, the same index walked for each.
 */
export async function priceSignalsOf(db: Database, ads: readonly PricedAd[]): Promise<PriceSignal[]> {
  if (ads.length === 0) return [];
  const values = ads.map(comparablesValuesOf);
  const column = <K extends keyof ComparablesValues>(name: K) => values.map((value) => value[name]);
  const { rows } = (await runOn(db, (groupComparables ??= groupComparablesOf(db)), {
    ids: column('id'),
    modelIds: column('modelId'),
    currencies: column('currency'),
    years: column('year'),
    yearsFrom: column('yearFrom'),
    yearsTo: column('yearTo'),
    mileagesFrom: column('mileageFrom'),
    mileagesTo: column('mileageTo'),
    seatsFrom: column('seatsFrom'),
    seatsTo: column('seatsTo'),
  })) as { rows: (Comparables & { ordinal: string })[] };
  const found = new Map(rows.map((row) => [Number(row.ordinal), row]));
  return ads.map((ad, index) => priceBandAmong(ad, found.get(index + 1)!));
}

let groupComparables: BuiltQuery | undefined;
const groupComparablesOf = (db: Database) => {
  return sqlOf(
    db,
    sql`
    select ad.ordinal, found.* from unnest(
        ${arrayPlaceholder('ids', 'uuid')}, ${arrayPlaceholder('modelIds', 'uuid')}, ${arrayPlaceholder('currencies', 'text')}, ${arrayPlaceholder('years', 'int')},
        ${arrayPlaceholder('yearsFrom', 'int')}, ${arrayPlaceholder('yearsTo', 'int')}, ${arrayPlaceholder('mileagesFrom', 'int')},
        ${arrayPlaceholder('mileagesTo', 'int')}, ${arrayPlaceholder('seatsFrom', 'int')}, ${arrayPlaceholder('seatsTo', 'int')}
      ) with ordinality as ad(id, model_id, currency, year, year_from, year_to, mileage_from, mileage_to, seats_from,
                               seats_to, ordinal)
    cross join lateral (
      with comparables as (
        select short_id, year, price_minor from advertisements a
        where a.deleted_at is null and a.status in ('published', 'sold')
          and a.model_id = ad.model_id and a.currency = ad.currency
          and a.year between ad.year_from and ad.year_to and a.id <> ad.id
          and (ad.mileage_from is null or a.mileage between ad.mileage_from and ad.mileage_to)
          and (ad.seats_from is null or a.seats between ad.seats_from and ad.seats_to)
      )
      select count(*)::int as count,
        percentile_cont(0.1) within group (order by price_minor) as p10,
        percentile_cont(0.5) within group (order by price_minor) as median,
        percentile_cont(0.9) within group (order by price_minor) as p90,
        (select array_agg(short_id) from (
          select short_id from comparables order by abs(year - ad.year), short_id limit ${SIGNAL_RULES.comparablesShown}
        ) shown) as short_ids
      from comparables
    ) found`,
    planOnceName(),
  );
};

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
