import { sql } from 'drizzle-orm';
import { PERFORMANCE_RULES } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { keptOf } from './kept.ts';
import { onlineSpanColumnsOf, windowCountsOf, type OnlineSpan, type OnlineSpanColumns } from './window.ts';

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
