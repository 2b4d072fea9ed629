import type { Feed, FeedListItem, Region } from '@coachyard/contract';
import type { FeedRow, FeedRunRow } from '../../db/schema/index.ts';

export type FeedWithOwner = FeedRow & { ownerName: string | null };
type LastRun = Pick<FeedRunRow, 'id' | 'status' | 'dryRun' | 'counts' | 'createdAt' | 'finishedAt'>;
export type FeedListRow = FeedWithOwner & { lastRun: LastRun | null };

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

/** A row of the feeds list: the feed and, in short, its newest run. */
export const presentFeedListItem = ({ lastRun, ...row }: FeedListRow): FeedListItem => ({
  ...presentFeed(row),
  last_run: lastRun && {
    id: lastRun.id,
    status: lastRun.status,
    dry_run: lastRun.dryRun,
    counts: lastRun.counts,
    created_at: lastRun.createdAt.toISOString(),
    finished_at: lastRun.finishedAt?.toISOString() ?? null,
  },
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
