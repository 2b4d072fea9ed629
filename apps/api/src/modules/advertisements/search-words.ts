import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { advertisements } from '../../db/schema/index.ts';
import { registerJobTask } from '../../lib/jobs.ts';
import { lookupEntriesByIds, onLookupTextsChanged } from '../lookup-tables/index.ts';
import { AD_LOOKUP_TABLES } from './catalog.ts';
import { NAMESPACE } from './context.ts';
import { buildSearchText } from './search-text.ts';

export const SEARCH_WORDS_TASK = 'advertisement_search_words';
/** Ads rewritten per statement. */
const BATCH = 500;

/**
 * An ad is found by its brand's and model's names in every language (./search-text.ts), stored with it. When a
 * brand or a model is renamed or translated, the ads naming it are given their words again, by a job queued in
 * the lookup write's own transaction: a brand may name a hundred thousand ads, which no request should wait on.
 */
const queueSearchWords = async (tx: Database, itemIds: string[]) => {
  await tx.execute(
    sql`select graphile_worker.add_job(${SEARCH_WORDS_TASK}, json_build_object('ids', ${`{${itemIds.join(',')}}`}::uuid[]), max_attempts := 5)`,
  );
};

/**
 * Rewrites the stored search words of every ad (live or deleted: a restored ad is searched too) that names one
 * of the brands or models among `itemIds`, from their texts as they are now. The words are derived, not edited:
 * no version and no audit event, as when an ad's own write stores them. The caches of list totals are cleared
 * here and on every instance, so a search by the new name is counted afresh.
 */
export async function refreshSearchWords(
  app: Pick<FastifyInstance, 'db' | 'announceWrite'>,
  itemIds: string[],
) {
  const named = (await lookupEntriesByIds(app.db, itemIds))
    .filter(
      ({ lookupTableSlug }) =>
        lookupTableSlug === AD_LOOKUP_TABLES.brand || lookupTableSlug === AD_LOOKUP_TABLES.model,
    )
    .map(({ id }) => id);
  if (named.length === 0) return;
  const { rows } = await app.db.$client.query<{ id: string }>(
    'select id from advertisements where brand_id = any($1::uuid[]) or model_id = any($1::uuid[])',
    [named],
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    const ads = await app.db
      .select({
        id: advertisements.id,
        shortId: advertisements.shortId,
        brandId: advertisements.brandId,
        modelId: advertisements.modelId,
        title: advertisements.title,
        description: advertisements.description,
      })
      .from(advertisements)
      .where(
        inArray(
          advertisements.id,
          rows.slice(start, start + BATCH).map(({ id }) => id),
        ),
      );
    const entries = new Map(
      (
        await lookupEntriesByIds(
          app.db,
          ads.flatMap((ad) => [ad.brandId, ad.modelId]),
        )
      ).map((entry) => [entry.id, entry]),
    );
    const words = ads.map((ad) =>
      buildSearchText({ ...ad, brand: entries.get(ad.brandId), model: entries.get(ad.modelId) }),
    );
    await app.db.$client.query(
      `update advertisements as ad set search_text = given.words
         from unnest($1::uuid[], $2::text[]) as given(id, words)
        where ad.id = given.id and ad.search_text is distinct from given.words`,
      [ads.map((ad) => ad.id), words],
    );
  }
  await app.announceWrite([NAMESPACE]);
}

/** Registers the job and the listener that queues it (once per process; the app's job runner runs it). */
export function registerSearchWords() {
  registerJobTask(SEARCH_WORDS_TASK, (app, payload) =>
    refreshSearchWords(app, (payload as { ids: string[] }).ids),
  );
  onLookupTextsChanged(queueSearchWords);
}
