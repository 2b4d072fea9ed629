import { sql } from 'drizzle-orm';
import { PERFORMANCE_RULES } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { keptOf } from './kept.ts';
import {
  daysOnline,
  daysOnlineHoldUntil,
  onlineSpanColumnsOf,
  windowCountsOf,
  type OnlineSpan,
  type OnlineSpanColumns,
} from './window.ts';

/** A published ad (or one that was) as ratings compare it: its year, window counts and time online. */
export interface ComparedAd extends OnlineSpan {
  id: string;
  year: number;
  views: number;
  leads: number;
}

/** The ads of one model and market, by year. */
export type ComparisonGroup = ReadonlyMap<number, readonly ComparedAd[]>;

export interface ModelMarket {
  modelId: string;
  region: string;
}

/** A few hundred bytes an ad: every (model, market) of 100,000 ads fits many times over. */
const MAX_GROUPS = 20_000;

/**
 * The groups of one database connection, shared by both screens and cleared by its roll-ups. Ad writes do not
 * clear them (a busy marketplace edits ads every few seconds, and a rating over 30 days does not turn on the last
 * half minute); an ad's own counts and days come fresh with each answer.
 */
const comparisonsOf = (db: Database) => keptOf<ComparisonGroup>(db, 'comparison groups', MAX_GROUPS);

export const modelMarketKey = ({ modelId, region }: ModelMarket) => `${modelId}|${region}`;

/** Every ad ever published of these models and markets with its counts over the window: one statement. */
async function loadGroups(db: Database, from: string, to: string, pairs: readonly ModelMarket[]) {
  const counts = windowCountsOf('a', from, to);
  const { rows } = await db.execute<
    OnlineSpanColumns & {
      id: string;
      model_id: string;
      region: string;
      year: number;
      views: number;
      leads: number;
    }
  >(sql`
    select a.id, a.model_id, a.region, a.year, ${onlineSpanColumnsOf('a')},
      ${counts.views} as views, ${counts.leads} as leads
    from advertisements a
    where a.deleted_at is null and a.published_at is not null
      and (a.model_id, a.region) in (select model_id, region from jsonb_to_recordset(
        ${JSON.stringify(pairs.map((pair) => ({ model_id: pair.modelId, region: pair.region })))}::jsonb
      ) as asked(model_id uuid, region text))`);
  const groups = new Map<string, Map<number, ComparedAd[]>>(
    pairs.map((pair) => [modelMarketKey(pair), new Map()]),
  );
  for (const row of rows) {
    const years = groups.get(modelMarketKey({ modelId: row.model_id, region: row.region }))!;
    const ad = {
      id: row.id,
      year: row.year,
      views: row.views,
      leads: row.leads,
      publishedAt: row.published_ms,
      leftAt: row.left_ms,
    };
    const ofYear = years.get(row.year);
    if (ofYear) ofYear.push(ad);
    else years.set(row.year, [ad]);
  }
  return groups;
}

/**
 * The ads of each (model, market) with their counts over the window, kept per process (issue 29): a rating reads
 * its group instead of every comparable ad's counts, and a dealer's screen one group per (model, market) of its
 * stock instead of joining tens of thousands of ads. Groups not kept are read together in one statement.
 */
export async function comparisonGroups(
  db: Database,
  from: string,
  to: string,
  pairs: readonly ModelMarket[],
): Promise<Map<string, ComparisonGroup>> {
  const cache = comparisonsOf(db);
  const missing: ModelMarket[] = [];
  let batch: Promise<Map<string, ComparisonGroup>> | undefined;
  // Each miss adds its pair, and the one statement runs once every pair has been asked for.
  const load = (pair: ModelMarket) => () => {
    missing.push(pair);
    batch ??= Promise.resolve().then(() => loadGroups(db, from, to, missing));
    return batch.then((groups) => groups.get(modelMarketKey(pair))!);
  };
  const unique = [...new Map(pairs.map((pair) => [modelMarketKey(pair), pair])).values()];
  const groups = await Promise.all(
    unique.map((pair) => cache.get(`${from}|${to}|${modelMarketKey(pair)}`, load(pair))),
  );
  return new Map(unique.map((pair, index) => [modelMarketKey(pair), groups[index]!]));
}

/** The group's ads of `year` ± the similarity span. */
export function alikeIn(group: ComparisonGroup | undefined, year: number): ComparedAd[] {
  const alike: ComparedAd[] = [];
  for (let other = year - PERFORMANCE_RULES.yearSpan; other <= year + PERFORMANCE_RULES.yearSpan; other++)
    alike.push(...(group?.get(other) ?? []));
  return alike;
}

/** An ad's views a day online in a window: its views over its whole days, at least one. */
export const viewsPerDay = (views: number, days: number) => views / Math.max(days, 1);

/** A group's ads of one year online in the window: their views a day, sorted, and each one's by id. */
interface MeasuredYear {
  sorted: Float64Array;
  byId: ReadonlyMap<string, number>;
  /** The last instant the measures hold: an ad still online gains a day just after it. */
  validUntil: number;
}

const measuredYears = new WeakMap<ComparisonGroup, Map<number, MeasuredYear>>();

/**
 * A group's year measured, kept with the group (and so for its window) until one of its ads gains a day online:
 * the measures are then those of this instant, as a statement's would be, without measuring ~300,000 alike ads
 * for a 500-ad stock at every request (issue 29: most of a dealer screen's CPU at 100,000 ads).
 */
function measuredYear(
  group: ComparisonGroup,
  year: number,
  window: { start: number; end: number },
  now: number,
): MeasuredYear {
  let years = measuredYears.get(group);
  if (!years) measuredYears.set(group, (years = new Map()));
  const kept = years.get(year);
  if (kept && now <= kept.validUntil) return kept;
  const byId = new Map<string, number>();
  let validUntil = Infinity;
  for (const ad of group.get(year) ?? []) {
    // Those online in the window, as the stock itself.
    if (ad.publishedAt >= window.end) continue;
    byId.set(ad.id, viewsPerDay(ad.views, daysOnline(ad, window, now)));
    validUntil = Math.min(validUntil, daysOnlineHoldUntil(ad, window, now));
  }
  const measured = { sorted: Float64Array.from(byId.values()).sort(), byId, validUntil };
  years.set(year, measured);
  return measured;
}

/** How many of `sorted` are below `value` (`orEqual`: at most `value`). */
function countBelow(sorted: Float64Array, value: number, orEqual: boolean) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value || (orEqual && sorted[middle] === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * How an ad of a stock stands among its alike in `group`, with `own` views a day: the others online in the
 * window with more views a day (`above`), with as many (`level`), and how many were `compared`.
 */
export function standingIn(
  group: ComparisonGroup | undefined,
  ad: { id: string; year: number },
  own: number,
  window: { start: number; end: number },
  now: number,
) {
  let compared = 0;
  let above = 0;
  let level = 0;
  if (!group) return { compared, above, level };
  for (
    let year = ad.year - PERFORMANCE_RULES.yearSpan;
    year <= ad.year + PERFORMANCE_RULES.yearSpan;
    year++
  ) {
    const { sorted, byId } = measuredYear(group, year, window, now);
    const atMost = countBelow(sorted, own, true);
    compared += sorted.length;
    above += sorted.length - atMost;
    level += atMost - countBelow(sorted, own, false);
    // The ad meets itself as it stands now, not as kept (under the year it had then).
    const itself = byId.get(ad.id);
    if (itself !== undefined) {
      compared -= 1;
      if (itself > own) above -= 1;
      else if (itself === own) level -= 1;
    }
  }
  return { compared, above, level };
}
