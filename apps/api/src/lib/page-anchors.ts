import { and, sql } from 'drizzle-orm';
import { cursorKeyOf, fromBoundRow, keysetOrder, type Keyset, type PageSource } from './keyset.ts';

/**
 * Page anchors (issue 30): where a page by number deep in a long list starts, without walking every row before it.
 * A list (one filter, scope and order) keeps the key of every `step`-th row (its 0-based position and its key
 * values as a cursor holds them), found by one index-only walk the first time a page that deep is asked for. A page
 * at offset N then starts from the nearest anchor at or before N and walks fewer than `step` index entries from
 * there (lib/keyset.ts, start `anchored`), where OFFSET walked all N.
 *
 * Anchors are positions, so a write can move them: like list totals they are kept until a write through any
 * instance clears them (registerWriteClearedCache) and for `ttlMilliseconds` at the most (a write made where no
 * instance hears it, as by the seed command). Within that time a page by number may be off by the rows written
 * elsewhere, as an OFFSET page is between two clicks; pages by cursor never are. Half-way through that time the
 * anchors are found again beside the requests, which keep using the old ones until the new walk ends: on 1,000,000
 * ads the walk to page 2,000 took 57 ms, which every request for deep pages of that list waited for once per
 * time to live (bench/RESULTS.md, issue 30).
 */

/** The key values of the row at `position` (0-based) in a list's order, as text. */
export interface Anchor {
  position: number;
  values: string[];
}

/** Walks the list from `from` (its row included; null: from the top) and answers the anchors up to `upTo`. */
export type AnchorWalk = (from: Anchor | null, upTo: number, step: number) => Promise<Anchor[]>;

interface ListAnchors {
  anchors: Anchor[];
  /** Positions up to this one are covered: an anchor every `step` rows (fewer where the list ends). */
  covered: number;
  expiresAt: number;
  /** When a walk beside the requests starts finding them again. */
  refreshAt: number;
  refreshing: boolean;
  /** A walk in progress, which requests for the same list wait for rather than walking too. */
  walking: Promise<void> | null;
}

export interface PageAnchors {
  /** The anchor a page at `offset` starts from, walking first when none is near enough; null: start from the top. */
  nearest(list: string, offset: number, walk: AnchorWalk): Promise<Anchor | null>;
  clear(): void;
}

export function createPageAnchors({
  ttlMilliseconds,
  step = 1_000,
  maxLists = 200,
}: {
  ttlMilliseconds: number;
  step?: number;
  maxLists?: number;
}): PageAnchors {
  const lists = new Map<string, ListAnchors>();
  let generation = 0;

  const emptyEntry = (now: number): ListAnchors => ({
    anchors: [],
    covered: -1,
    expiresAt: now + ttlMilliseconds,
    refreshAt: now + ttlMilliseconds / 2,
    refreshing: false,
    walking: null,
  });
  const keep = (list: string, entry: ListAnchors) => {
    lists.delete(list);
    lists.set(list, entry);
    // Maps iterate in insertion order: the first list is the oldest.
    if (lists.size > maxLists) lists.delete(lists.keys().next().value!);
  };

  /** Finds the kept anchors again from the top, and puts the new ones in their place unless a write came first. */
  const refresh = (list: string, kept: ListAnchors, walk: AnchorWalk) => {
    kept.refreshing = true;
    const started = generation;
    const fresh = emptyEntry(Date.now());
    walk(null, kept.covered, step).then(
      (found) => {
        if (started !== generation || lists.get(list) !== kept) return;
        fresh.anchors = found;
        fresh.covered = kept.covered;
        keep(list, fresh);
      },
      () => {
        kept.refreshing = false;
      },
    );
  };

  const entryOf = (list: string, walk: AnchorWalk) => {
    const now = Date.now();
    const kept = lists.get(list);
    if (kept && kept.expiresAt > now) {
      if (now >= kept.refreshAt && !kept.refreshing && !kept.walking && kept.covered >= 0)
        refresh(list, kept, walk);
      return kept;
    }
    const fresh = emptyEntry(now);
    keep(list, fresh);
    return fresh;
  };

  const extend = (entry: ListAnchors, upTo: number, walk: AnchorWalk) => {
    const from = entry.anchors.at(-1) ?? null;
    const started = generation;
    entry.walking = walk(from, upTo, step)
      .then((found) => {
        // A write cleared the anchors while this walk ran: what it found may be out of date.
        if (started !== generation) return;
        entry.anchors.push(...(from ? found.filter((anchor) => anchor.position > from.position) : found));
        entry.covered = Math.max(entry.covered, upTo);
      })
      .finally(() => {
        entry.walking = null;
      });
    return entry.walking;
  };

  return {
    async nearest(list, offset, walk) {
      // No walk for a page within the first step: walking there from the top is as cheap.
      if (offset < step || ttlMilliseconds <= 0) return null;
      const entry = entryOf(list, walk);
      for (let attempt = 0; entry.covered < offset && attempt < 3; attempt += 1)
        await (entry.walking ?? extend(entry, offset, walk));
      if (entry.covered < offset) return null;
      let found: Anchor | null = null;
      for (const anchor of entry.anchors) {
        if (anchor.position > offset) break;
        found = anchor;
      }
      return found;
    },
    clear() {
      generation += 1;
      lists.clear();
    },
  };
}

/**
 * The statement of a walk: the key (as a cursor holds it) and the 1-based place of every `step`-th row of the
 * source in the keyset's order, reading at most `limit` rows, from the top or (`fromAnchor`) from the row whose
 * key values are bound as `key0`, `key1`, …. PostgreSQL answers it from an index-only scan of the sort's index.
 */
export function anchorWalkQuery(keyset: Keyset, source: PageSource, fromAnchor: boolean) {
  const order = keysetOrder(keyset);
  const walked = source.db
    .select({
      key: cursorKeyOf(keyset).as('key'),
      n: sql<string>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('n'),
    })
    .from(source.from)
    .where(fromAnchor ? and(source.where, fromBoundRow(keyset)) : source.where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .as('walked');
  return source.db
    .select({ key: walked.key, n: walked.n })
    .from(walked)
    .where(sql`(${walked.n} - 1) % ${sql.placeholder('step')} = 0`);
}
