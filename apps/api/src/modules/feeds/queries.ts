import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { FEED_SORT_FIELDS } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { feeds, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { ownedByScope, type ScopedActor } from '../../lib/scope.ts';
import { likePattern } from '../../lib/translated-entries.ts';
import type { FeedWithOwner } from './present.ts';

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

const SORT_COLUMNS = { name: feeds.name, created_at: feeds.createdAt, updated_at: feeds.updatedAt };

/** `name`, `-updated_at`…; anything off the allowlist sorts by newest change first. */
const orderOf = (sort: string | undefined) => {
  const field = sort?.replace(/^-/, '') as (typeof FEED_SORT_FIELDS)[number] | undefined;
  const column = field && FEED_SORT_FIELDS.includes(field) ? SORT_COLUMNS[field] : feeds.updatedAt;
  const descending = sort ? sort.startsWith('-') : true;
  return [descending ? desc(column) : asc(column), asc(feeds.id)];
};

export const selectFeeds = async (
  db: Database,
  where: SQL | undefined,
  sort: string | undefined,
  window: { limit?: number; offset?: number },
) => {
  let statement = withOwner(db)
    .where(where)
    .orderBy(...orderOf(sort))
    .$dynamic();
  if (window.limit !== undefined) statement = statement.limit(window.limit);
  if (window.offset !== undefined) statement = statement.offset(window.offset);
  return (await statement).map(flatten);
};

export const countFeeds = async (db: Database, where: SQL | undefined) =>
  (await db.select({ total: count() }).from(feeds).where(where))[0]?.total ?? 0;
