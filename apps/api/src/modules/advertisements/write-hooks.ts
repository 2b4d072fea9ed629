import type { Database } from '../../db/client.ts';
import type { App } from './context.ts';
import type { AdRow } from './present.ts';

/**
 * Work another module does inside every write of an ad (create, PUT, PATCH, status move, photos), in the write's
 * own transaction, on the row as written: the trust signals (issue 27) keep their stored columns this way
 * without this module knowing them, and without an import cycle. A hook that writes columns of the ad's own row
 * answers them, so that the write knows its row as stored without reading it back.
 */
export type AdvertisementWriteHook = (
  app: App,
  tx: Database,
  row: AdRow,
  before?: AdRow,
) => Promise<Partial<AdRow> | void>;

/**
 * A write hook's work for new rows inserted together (a feed's group, `insertAdvertisements`): what the hook does
 * for each new row, in a few statements for them all; answers each row's columns as the hook would.
 */
export type AdvertisementNewWritesHook = (
  app: App,
  tx: Database,
  rows: readonly AdRow[],
) => Promise<readonly (Partial<AdRow> | void)[]>;

const hooks = new Map<AdvertisementWriteHook, AdvertisementNewWritesHook | undefined>();

/** Registers a hook once (registering the same function again, as every app instance does, is a no-op). */
export function onAdvertisementWritten(hook: AdvertisementWriteHook, ofNewRows?: AdvertisementNewWritesHook) {
  hooks.set(hook, ofNewRows);
}

/**
 * Work that needs only the transaction and the row (the photo index of issue 27): it also runs when an ad comes
 * back from the trash or from its history, which restore rows without an app at hand. `before` is the row before a
 * change (none for a new ad or a restore from history), so a hook can skip what the change cannot move.
 */
export type AdvertisementRowHook = (tx: Database, row: AdRow, before?: AdRow) => Promise<void>;

/**
 * A row hook's work for new rows inserted together (a feed's group, `insertAdvertisements`): one call for the group
 * does what the hook does for each new row, in a few statements for them all.
 */
export type AdvertisementNewRowsHook = (tx: Database, rows: readonly AdRow[]) => Promise<void>;

const rowHooks = new Map<AdvertisementRowHook, AdvertisementNewRowsHook | undefined>();

export function onAdvertisementRowChanged(hook: AdvertisementRowHook, ofNewRows?: AdvertisementNewRowsHook) {
  rowHooks.set(hook, ofNewRows);
}

export async function runRowHooks(tx: Database, row: AdRow, before?: AdRow) {
  for (const hook of rowHooks.keys()) await hook(tx, row, before);
}

/** The row hooks of new rows inserted together: once for the group where a hook can, else row by row. */
export async function runNewRowsHooks(tx: Database, rows: readonly AdRow[]) {
  for (const [hook, ofNewRows] of rowHooks)
    if (ofNewRows) await ofNewRows(tx, rows);
    else for (const row of rows) await hook(tx, row);
}

/** Runs every hook on the row as written; answers the row as the hooks left it (the columns they wrote on it). */
export async function runWriteHooks<Row extends AdRow>(app: App, tx: Database, row: Row, before?: AdRow) {
  await runRowHooks(tx, row, before);
  let written = row;
  for (const hook of hooks.keys()) written = { ...written, ...(await hook(app, tx, row, before)) };
  return written;
}

/**
 * `runWriteHooks` for new rows inserted together: every row hook, then every write hook, once for the group where
 * a hook can, else row by row. Answers the rows as the hooks left them, in order.
 */
export async function runNewWriteHooks<Row extends AdRow>(app: App, tx: Database, rows: readonly Row[]) {
  await runNewRowsHooks(tx, rows);
  const written = [...rows];
  for (const [hook, ofNewRows] of hooks) {
    const columns = ofNewRows
      ? await ofNewRows(app, tx, rows)
      : await inTurn(rows, (row) => hook(app, tx, row));
    columns.forEach((wrote, index) => (written[index] = { ...written[index]!, ...wrote }));
  }
  return written;
}

const inTurn = async <T, R>(items: readonly T[], run: (item: T) => Promise<R>) => {
  const results: R[] = [];
  for (const item of items) results.push(await run(item));
  return results;
};
