import { useMemo, useState } from 'react';
import { getCachedPermissions } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { advertisements } from '../api/resources';
import { adSignalsQueryOptions } from '../api/signals';

/** The queue's order (issue 27): possible theft, price below its band, flagged texts, then the longest waiting. */
export const REVIEW_PAGE_SIZE = 50;
const QUEUE_QUERY = { status: 'pending_review', sort: '-review_rank', per_page: REVIEW_PAGE_SIZE };

/**
 * The queue's `startQueries`: its first page, then the first ad whole and its signals, which the screen shows
 * together (it waits for both before showing the first ad), so its first render waits for them all.
 */
export const startReviewQueue = () => {
  // As the screen asks (`useReviewQueue`'s `enabled`): only a reviewer's queue.
  if (!getCachedPermissions()?.privileges.advertisements?.includes('review')) return undefined;
  return advertisements.startList({}, QUEUE_QUERY).then((page) => {
    const first = page?.items[0];
    return (
      first &&
      Promise.allSettled([
        advertisements.startOne({}, first.id),
        queryClient.prefetchQuery(adSignalsQueryOptions(first.id)),
      ])
    );
  });
};

/**
 * The ads waiting for review, a page at a time by cursor (as every deep list pages): a queue of hundreds is
 * worked through to its end, not only its first page.
 */
export function useReviewQueue(enabled: boolean) {
  // The cursors of the pages opened after the first: going back is dropping the last one.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const queue = advertisements.useList({}, cursor ? { ...QUEUE_QUERY, cursor } : QUEUE_QUERY, { enabled });
  const items = useMemo(() => queue.data?.items ?? [], [queue.data]);
  const nextCursor = queue.data?.next_cursor ?? null;
  const total = queue.data?.total ?? items.length;
  // One object while nothing changed: the keyboard's handlers depend on it.
  return useMemo(
    () => ({
      isPending: queue.isPending,
      items,
      /** How many ads come before this page. */
      offset: cursors.length * REVIEW_PAGE_SIZE,
      total,
      hasNextPage: nextCursor !== null,
      hasPreviousPage: cursors.length > 0,
      nextPage: () => {
        if (nextCursor !== null) setCursors((opened) => [...opened, nextCursor]);
      },
      previousPage: () => setCursors((opened) => opened.slice(0, -1)),
    }),
    [queue.isPending, items, cursors.length, total, nextCursor],
  );
}
