import type { Feed, Region } from '@coachyard/contract';
import type { FeedRow } from '../../db/schema/index.ts';

export type FeedWithOwner = FeedRow & { ownerName: string | null };

export const presentFeed = (row: FeedWithOwner): Feed => ({
  id: row.id,
  version: row.version,
  owner_id: row.ownerId,
  owner_name: row.ownerName,
  name: row.name,
  format: row.format,
  source_kind: row.sourceKind,
  url: row.url,
  interval_hours: row.intervalHours,
  file_key: row.fileKey,
  region: row.region as Region,
  field_mapping: row.fieldMapping,
  value_mappings: row.valueMappings,
  full_sync: row.fullSync,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  deleted_at: row.deletedAt?.toISOString() ?? null,
});

/** The CSV export's columns and a feed's row in it. */
export const FEED_CSV_HEADER = [
  'id',
  'name',
  'dealer',
  'format',
  'source',
  'url',
  'interval_hours',
  'full_sync',
];
export const feedCsvRow = (feed: Feed) => [
  feed.id,
  feed.name,
  feed.owner_name ?? '',
  feed.format,
  feed.source_kind,
  feed.url ?? '',
  String(feed.interval_hours),
  feed.full_sync ? 'yes' : 'no',
];
