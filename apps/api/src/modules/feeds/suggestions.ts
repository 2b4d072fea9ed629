import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  FEED_LIMITS,
  FEED_LOOKUP_FIELDS,
  type FeedLookupField,
  type FeedPreview,
  type FeedSuggestions,
} from '@coachyard/contract';
import type { FeedRow } from '../../db/schema/index.ts';
import { loadLookupIndex, TABLE_OF_FIELD } from './mapping.ts';
import { readFeedRecords, type FeedRecord } from './parse.ts';
import { openFeedSource } from './source.ts';

/** Rows read for the suggestions: enough to meet a feed's vocabulary, few enough to answer at once. */
const SUGGESTION_ROWS = 500;
const VALUES_PER_FIELD = 25;
const ITEMS_PER_VALUE = 3;
/** Below this a resemblance is noise ("Setra" and "Safari" share a trigram or two). */
const MIN_SIMILARITY = 0.45;

/** The first rows of the feed's file, read as a run reads them. */
async function firstRecords(app: Pick<FastifyInstance, 'storage' | 'config'>, feed: FeedRow, count: number) {
  const source = await openFeedSource(app, feed);
  const records: FeedRecord[] = [];
  try {
    for await (const record of readFeedRecords(source, feed.format)) {
      records.push(record);
      if (records.length >= count) break;
    }
  } finally {
    source.destroy();
  }
  return records;
}

/** GET /feeds/{id}/preview: the first rows beside every column they have, for the mapping screen. */
export async function previewFeed(
  app: Pick<FastifyInstance, 'storage' | 'config'>,
  feed: FeedRow,
): Promise<FeedPreview> {
  const rows = (await firstRecords(app, feed, FEED_LIMITS.previewRows)).map((record) => record.values);
  return { columns: [...new Set(rows.flatMap((row) => Object.keys(row)))], rows };
}

/**
 * GET /feeds/{id}/suggestions: each lookup value of the feed that neither the value mappings nor an item's
 * exact name resolve, with the items whose names it most resembles by trigrams (pg_trgm), best first. The
 * mapping screen offers them; nothing is mapped until someone saves the choice.
 */
export async function suggestValues(
  app: Pick<FastifyInstance, 'storage' | 'config' | 'db'>,
  feed: FeedRow,
): Promise<FeedSuggestions> {
  const index = await loadLookupIndex(app.db);
  const unknown = new Map<FeedLookupField, Set<string>>();
  for (const record of await firstRecords(app, feed, SUGGESTION_ROWS)) {
    for (const field of FEED_LOOKUP_FIELDS) {
      const column = feed.fieldMapping[field];
      const value = column ? record.values[column]?.trim() : undefined;
      if (!value || feed.valueMappings[field]?.[value]) continue;
      // Exact names resolve without help; models and cities depend on the row's brand and country.
      if (
        (field === 'brand' || field === 'vehicle_type' || field === 'country') &&
        index.find(field, value, {})
      )
        continue;
      const values = unknown.get(field) ?? new Set();
      if (values.size < VALUES_PER_FIELD) unknown.set(field, values.add(value));
    }
  }
  const items: FeedSuggestions['items'] = [];
  for (const [field, values] of unknown)
    for (const value of values) {
      const level = field === 'city' ? sql`i.parent_id is not null` : sql`i.parent_id is null`;
      const found = await app.db.execute<{ id: string; name: string; similarity: number }>(sql`
        select i.id, i.name,
          greatest(word_similarity(lower(i.name), lower(${value})), similarity(lower(i.name), lower(${value})))::float8 as similarity
        from collection_items i join collections c on c.id = i.collection_id
        where c.slug = ${TABLE_OF_FIELD[field]} and i.deleted_at is null and i.is_active and ${level}
        order by similarity desc, length(i.name) desc, i.name
        limit ${ITEMS_PER_VALUE}`);
      const suggestions = found.rows.filter((row) => row.similarity >= MIN_SIMILARITY);
      items.push({
        field,
        value,
        suggestions: suggestions.map(({ id, name, similarity }) => ({
          id,
          name,
          similarity: Number(similarity),
        })),
      });
    }
  return { items };
}
