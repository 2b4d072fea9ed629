import type { FastifyRequest } from 'fastify';
import type { AdvertisementCreate } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { advertisements, type AdvertisementRow } from '../../db/schema/index.ts';
import { recordAudits } from '../../lib/audit.ts';
import { refusalOr, uniqueAsField, type AppError } from '../../lib/errors.ts';
import type { LookupEntry } from '../lookup-tables/index.ts';
import { catalogOf } from './catalog.ts';
import { callerOf, NAMESPACE, type App, type Caller } from './context.ts';
import { resolveOwner } from './owners.ts';
import { checkState } from './rules.ts';
import { buildSearchText } from './search-text.ts';
import { generateShortId } from './short-id.ts';
import { firstStatusOf, settleStart, type StartIn } from './start-status.ts';
import { columnsOfState, nextState, type AdState } from './state.ts';
import { runNewWriteHooks } from './write-hooks.ts';

export const searchTextOf = (shortId: string, state: AdState, entries: ReadonlyMap<string, LookupEntry>) =>
  buildSearchText({
    shortId,
    brand: entries.get(state.brand_id),
    model: entries.get(state.model_id),
    title: state.title,
    description: state.description,
  });

/** A live ad of the same dealer took the stock number (the unique index is the one judge of a race). */
export const withStockNumberCheck = <T>(write: () => Promise<T>): Promise<T> =>
  uniqueAsField('stock_number', 'advertisement.stock_number_taken', write);

/** The audit trail says what changed, not how it is indexed nor a feed's bookkeeping (never audited on updates). */
const forAudit = ({
  searchText: _searchText,
  searchVector: _searchVector,
  feedRowDigest: _feedRowDigest,
  ...row
}: AdvertisementRow) => row;

/**
 * Columns only the server sets, which a stock feed (issue 28) writes beside the fields of the body: the feed
 * that last wrote the ad, when that feed took it off the site, and a new ad's photos (already stored uploads).
 */
export type ServerColumns = Partial<
  Pick<AdvertisementRow, 'feedId' | 'feedUnpublishedAt' | 'media' | 'feedRowDigest'>
>;

/** One ad of a group to insert: its body as the API takes it, and the columns the server sets beside it. */
export interface NewAdvertisement {
  body: AdvertisementCreate;
  serverColumns?: ServerColumns;
}

/** How a group is inserted: where its ads ask to start (`StartIn`), and the `checkState` a feed run keeps. */
export interface InsertOptions {
  start?: StartIn;
  check?: typeof checkState;
}

/**
 * An ad inserted: the row as written (a feed run needs no presented answer), the lookups it names, and, when it
 * was asked to start elsewhere and stayed a draft, why.
 */
export interface InsertedAdvertisement {
  row: AdvertisementRow;
  entries: ReadonlyMap<string, LookupEntry>;
  refusals?: Record<string, string[]>;
}

/** What became of one ad of a group: inserted, or refused by the API's rules (its state, its stock number). */
export type InsertOutcome = InsertedAdvertisement | AppError;

/** An ad checked and ready to insert. */
interface Ready extends InsertOptions {
  state: AdState;
  entries: ReadonlyMap<string, LookupEntry>;
  serverColumns: ServerColumns;
}

/** Rows a single INSERT takes at most: well within PostgreSQL’s 65,535 parameters at some 40 columns a row. */
const ROWS_PER_INSERT = 500;

/**
 * Every new ad of the platform is inserted here, one or many (a feed's group of rows, issue 28): each gets a fresh
 * short id, is owned by the caller or the dealer it names, and has every write hook run and its start settled in
 * the group's transaction (a savepoint inside a caller's). The group is one multi-row INSERT and one statement of
 * audit events (one `create` a row, naming the status it starts in). The hooks of each ad run once the whole group
 * is in, so the group's ads written as published are among each other's comparables (README, Decisions: dealer
 * feeds). A group the database refuses (a stock number taken meanwhile, any row's constraint) is rolled back
 * whole and written again one ad at a time, each in a savepoint of its own: a bad ad never stops the others and
 * never leaves half of itself written. Answers what became of each ad, in order; anything but a refusal of the
 * API's rules is thrown.
 */
export async function insertAdvertisements(
  app: App,
  request: FastifyRequest,
  ads: readonly NewAdvertisement[],
  options: InsertOptions = {},
): Promise<InsertOutcome[]> {
  const caller = await callerOf(app, request);
  const outcomes: (InsertOutcome | Ready)[] = [];
  for (const ad of ads) outcomes.push(await refusalOr(() => readyOf(app, caller, ad, options)));
  const ready = outcomes.filter((outcome): outcome is Ready => 'state' in outcome);
  const written = new Map<Ready, InsertOutcome>();
  const writeAlone = async (one: Ready) =>
    written.set(one, await refusalOr(async () => (await writeGroup(app, request, caller, [one]))[0]!));
  if (ready.length === 1) await writeAlone(ready[0]!);
  else if (ready.length > 1)
    try {
      const rows = await writeGroup(app, request, caller, ready);
      ready.forEach((one, index) => written.set(one, rows[index]!));
    } catch {
      for (const one of ready) await writeAlone(one);
    }
  return outcomes.map((outcome) => ('state' in outcome ? written.get(outcome)! : outcome));
}

/** The ad's state by the API's rules (owner, lookups), before any write. */
async function readyOf(
  app: App,
  caller: Caller,
  ad: NewAdvertisement,
  options: InsertOptions,
): Promise<Ready> {
  const ownerId = await resolveOwner(app.db, caller, ad.body.owner_id);
  const state = nextState(null, ad.body, 'whole', ownerId, await catalogOf(app.db).with());
  const entries = await (options.check ?? checkState)(app.db, state, null);
  return { ...options, state, entries, serverColumns: ad.serverColumns ?? {} };
}

/** The group's writes in one transaction (a savepoint of the caller's): inserts, hooks and starts, the audit. */
const writeGroup = (app: App, request: FastifyRequest, caller: Caller, group: readonly Ready[]) =>
  withStockNumberCheck(() =>
    app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const rows = await insertRows(tx, caller, group);
      // The photo index takes the group's photos at once; each row's signals then see them all.
      const hooked = await runNewWriteHooks(app, tx, rows);
      const settled: InsertedAdvertisement[] = [];
      for (const [index, ready] of group.entries()) {
        const row = rows[index]!;
        const { row: started, refusals } = await settleStart(app, tx, row, hooked[index]!, ready.start);
        settled.push({ row: started, entries: ready.entries, refusals });
      }
      await recordAudits(
        tx,
        request,
        settled.map(({ row }) => ({
          action: 'create',
          namespace: NAMESPACE,
          entityId: row.id,
          after: forAudit(row),
        })),
      );
      return settled;
    }),
  );

/** Inserts the group's rows, in its order; a short id clash (one in 10¹¹) is simply retried with another. */
async function insertRows(tx: Database, caller: Caller, group: readonly Ready[]) {
  const inserted = new Map<Ready, AdvertisementRow>();
  let waiting = group;
  while (waiting.length > 0) {
    for (let start = 0; start < waiting.length; start += ROWS_PER_INSERT) {
      const byShortId = new Map(
        waiting.slice(start, start + ROWS_PER_INSERT).map((one) => [generateShortId(), one]),
      );
      const rows = await tx
        .insert(advertisements)
        .values([...byShortId].map(([shortId, one]) => columnsOf(one, shortId, caller)))
        .onConflictDoNothing({ target: advertisements.shortId })
        .returning();
      for (const row of rows) inserted.set(byShortId.get(row.shortId)!, row);
    }
    waiting = waiting.filter((one) => !inserted.has(one));
  }
  return group.map((one) => inserted.get(one)!);
}

/** The row of a new ad: written in the status it asks to start in when it has photos, else as a draft. */
function columnsOf({ state, entries, serverColumns, start }: Ready, shortId: string, caller: Caller) {
  const status = firstStatusOf(start, (serverColumns.media?.length ?? 0) > 0);
  return {
    ...columnsOfState(state),
    ...serverColumns,
    shortId,
    status,
    publishedAt: status === 'published' ? new Date() : null,
    searchText: searchTextOf(shortId, state, entries),
    createdBy: caller.id,
    updatedBy: caller.id,
  };
}
