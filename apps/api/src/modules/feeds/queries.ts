import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { FEED_SORT_FIELDS } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { feedRuns, feeds, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { ownedByScope, type ScopedActor } from '../../lib/scope.ts';
import { likePattern } from '../../lib/translated-entries.ts';
import type { FeedListRow, FeedWithOwner } from './present.ts';

export const NAMESPACE = 'feeds';
export const TAG = 'feeds';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Feeds follow the row scope of their dealer, as its advertisements do (DESIGN §4). */
export const feedScope = (db: Database, actor: ScopedActor) => ownedByScope(db, actor, feeds.ownerId);

const withOwner = (db: Database) =>
  db
    .select({ feed: feeds, ownerName: users.firstName })
    .from(feeds)
    .leftJoin(users, eq(users.id, feeds.ownerId));

const flatten = ({ feed, ownerName }: { feed: typeof feeds.$inferSelect; ownerName: string | null }) => ({
  ...feed,
  ownerName,
});

/** A feed in the actor's reach, live or deleted; anything else (another dealer's) is a 404. */
export async function findFeed(
  db: Database,
  actor: ScopedActor,
  id: string,
  state: 'live' | 'deleted' = 'live',
): Promise<FeedWithOwner> {
  if (!UUID.test(id)) throw notFound();
  const [found] = await withOwner(db).where(
    and(
      eq(feeds.id, id),
      state === 'live' ? isNull(feeds.deletedAt) : isNotNull(feeds.deletedAt),
      feedScope(db, actor),
    ),
  );
  if (!found) throw notFound();
  return flatten(found);
}

export interface FeedFilters {
  q?: string;
  owner_id?: string;
  deleted?: '0' | '1';
  sort?: string;
}

export function feedConditions(db: Database, actor: ScopedActor, filters: FeedFilters): SQL | undefined {
  return and(
    filters.deleted === '1' ? isNotNull(feeds.deletedAt) : isNull(feeds.deletedAt),
    feedScope(db, actor),
    filters.owner_id ? eq(feeds.ownerId, filters.owner_id) : undefined,
    filters.q ? ilike(feeds.name, likePattern(filters.q)) : undefined,
  );
}

/** Each feed's newest run, one index probe per feed row (feed_runs_feed_idx) in the same statement as the list. */
const lastRunOf = (db: Database) =>
  db
    .select({
      id: feedRuns.id,
      status: feedRuns.status,
      dryRun: feedRuns.dryRun,
      counts: feedRuns.counts,
      createdAt: feedRuns.createdAt,
      finishedAt: feedRuns.finishedAt,
    })
    .from(feedRuns)
    .where(eq(feedRuns.feedId, feeds.id))
    .orderBy(desc(feedRuns.createdAt), desc(feedRuns.id))
    .limit(1)
    .as('last_run');

type SortField = (typeof FEED_SORT_FIELDS)[number];

/** `name`, `-updated_at`, `-last_run_at`…; anything off the allowlist sorts by newest change first. */
const orderOf = (sort: string | undefined, lastRunAt: SQLWrapper) => {
  const columns = { name: feeds.name, created_at: feeds.createdAt, updated_at: feeds.updatedAt };
  const field = sort?.replace(/^-/, '') as SortField | undefined;
  const descending = sort ? sort.startsWith('-') : true;
  // Feeds never run come last whichever way the list runs.
  if (field === 'last_run_at')
    return [sql`${lastRunAt} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`, asc(feeds.id)];
  const column = field && FEED_SORT_FIELDS.includes(field) ? columns[field] : feeds.updatedAt;
  return [descending ? desc(column) : asc(column), asc(feeds.id)];
};

/** The list's rows (and the export's, the palette's): each feed with its dealer's name and its newest run. */
export const selectFeeds = async (
  db: Database,
  where: SQL | undefined,
  sort: string | undefined,
  window: { limit?: number; offset?: number },
): Promise<FeedListRow[]> => {
  const lastRun = lastRunOf(db);
  let statement = db
    .select({
      feed: feeds,
      ownerName: users.firstName,
      lastRunId: lastRun.id,
      lastRunStatus: lastRun.status,
      lastRunDry: lastRun.dryRun,
      lastRunCounts: lastRun.counts,
      lastRunAt: lastRun.createdAt,
      lastRunFinishedAt: lastRun.finishedAt,
    })
    .from(feeds)
    .leftJoin(users, eq(users.id, feeds.ownerId))
    .leftJoinLateral(lastRun, sql`true`)
    .where(where)
    .orderBy(...orderOf(sort, lastRun.createdAt))
    .$dynamic();
  if (window.limit !== undefined) statement = statement.limit(window.limit);
  if (window.offset !== undefined) statement = statement.offset(window.offset);
  return (await statement).map((row) => ({
    ...flatten(row),
    lastRun:
      row.lastRunId && row.lastRunStatus && row.lastRunCounts && row.lastRunAt
        ? {
            id: row.lastRunId,
            status: row.lastRunStatus,
            dryRun: row.lastRunDry ?? false,
            counts: row.lastRunCounts,
            createdAt: row.lastRunAt,
            finishedAt: row.lastRunFinishedAt,
          }
        : null,
  }));
};

export const countFeeds = async (db: Database, where: SQL | undefined) =>
  (await db.select({ total: count() }).from(feeds).where(where))[0]?.total ?? 0;
