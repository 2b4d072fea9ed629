import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { AdvertisementsApp } from '../advertisements/index.ts';
import { dryRunPlanner, type LookedPhotos } from './dry-run.ts';
import { loadLookupIndex, mapRecord, type MappedVehicle } from './mapping.ts';
import { readFeedRecords } from './parse.ts';
import { fetchedFrom } from '../uploads/index.ts';
import { checkRowPhotos, concurrencyLimit, PhotoRefused, storeRowPhotos } from './photos.ts';
import {
  adsOfStockNumbers,
  inRowSavepoint,
  inTransaction,
  refusalOf,
  rowDigestOf,
  unchangedByDigest,
  writeVehicle,
  type AdColumns,
  type RowWriter,
} from './row-writes.ts';
import { saveProgress, type RunReport } from './run-report.ts';
import { openFeedSource } from './source.ts';
import { StockNumberSet } from './stock-number-set.ts';

/**
 * Rows written in one transaction, each in a savepoint of its own: a group's commit costs what one row's did, and
 * a bad row still rolls back alone. Also how many rows pass between two saves of the run's progress.
 */
const ROWS_PER_TRANSACTION = 100;

/** The row's photos as the run fetched them (their stored keys) or a dry run looked at them, or why not. */
type PhotosOutcome = LookedPhotos | { failure: unknown };

/** A row mapped and waiting for its group's writes. */
interface PendingRow {
  line: number;
  vehicle: MappedVehicle;
  digest: string;
  ad?: AdColumns;
  /** The feed's row is what this feed last wrote on the ad: nothing to fetch or write. */
  unchanged?: boolean;
  photos?: Promise<PhotosOutcome>;
}

export interface RunOfRows {
  id: string;
  dryRun: boolean;
  /** Aborted when the run is cancelled: the feed's download and every photo download stop. */
  signal: AbortSignal;
  /** Called when the run learns, saving its progress, that it was cancelled. */
  stop: () => void;
}

/**
 * Every row of the file, each on its own: a bad row is reported and the next one read. Rows are read in groups:
 * one look-up finds a group's ads by stock number, rows whose digest matches are skipped whole, and the others'
 * photos are fetched (a bounded number at a time, across rows) while the group before is being written. Answers
 * the stock numbers the file listed, or null when the run was cancelled. A dry run goes the same way up to the
 * writes: its rows are planned (`dryRunPlanner`), their photos only looked at, and nothing is written.
 */
export async function readRows(
  app: FastifyInstance,
  writer: RowWriter,
  run: RunOfRows,
  report: RunReport,
): Promise<StockNumberSet | null> {
  const { feed } = writer;
  const index = await loadLookupIndex(app.db);
  const seen = new StockNumberSet();
  const planVehicle = dryRunPlanner(writer);
  const limit = concurrencyLimit();
  const withPhotos = Boolean(feed.fieldMapping.photos);

  /** Looks up the group's ads and starts fetching the photos of the rows that need them. */
  async function prepare(rows: PendingRow[]) {
    const ads = await adsOfStockNumbers(
      app.db,
      feed.ownerId,
      rows.map((row) => row.vehicle.stockNumber),
    );
    for (const row of rows) {
      row.ad = ads.get(row.vehicle.stockNumber);
      row.unchanged = unchangedByDigest(row.ad, feed.id, row.digest);
    }
    const fetching = rows.filter((row) => !row.unchanged && withPhotos);
    // What was stored from the group's photo URLs before: one look-up for the group, not one a row.
    const known =
      run.dryRun || fetching.length === 0
        ? undefined
        : await fetchedFrom(
            app,
            fetching.flatMap((row) => row.vehicle.photos),
          );
    for (const row of fetching) {
      const look = { limit, signal: run.signal, known };
      const taken: Promise<LookedPhotos> = run.dryRun
        ? checkRowPhotos(app, row.vehicle.photos, look).then((keys) => ({
            keys: keys.filter((key): key is string => key !== null),
            anew: keys.includes(null),
          }))
        : storeRowPhotos(app, feed.ownerId, row.vehicle.photos, look);
      row.photos = taken.catch((failure: unknown) => ({ failure }));
    }
  }

  /**
   * Writes one row in its savepoint (a dry run, without a group, plans it); a refusal of the API is the row's
   * error, anything else stops the run.
   */
  async function writeRow(group: AdvertisementsApp | undefined, row: PendingRow) {
    const photos = await row.photos;
    if (photos && 'failure' in photos) {
      if (!(photos.failure instanceof PhotoRefused)) throw photos.failure;
      const { url, messageKey, values } = photos.failure;
      return report.fail(row.line, [{ field: 'photos', key: messageKey, value: url, values }]);
    }
    const write = (rowApp: AdvertisementsApp) =>
      writeVehicle({ ...writer, app: rowApp }, row.vehicle, {
        ad: row.ad,
        digest: row.digest,
        photoKeys: photos?.keys,
        thumbnails: photos?.thumbnails,
      });
    try {
      // A new ad is one insert in a savepoint of its own (insertAdvertisement's transaction): a second savepoint
      // around it would cost two statements a row and protect nothing more.
      const done = !group
        ? await planVehicle(row.vehicle, { ad: row.ad, photos })
        : row.ad
          ? await inRowSavepoint(app, group, write)
          : await write(group);
      report.counts[done.outcome] += 1;
      report.progress += 1;
      for (const [field, keys] of Object.entries(done.notSubmitted ?? {}))
        keys.forEach((key) => report.note({ line: row.line, field, key }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report.fail(row.line, refusalOf(error));
    }
  }

  /**
   * A group's rows in one transaction, opened once their photos are in: no transaction waits on a server. A dry
   * run's group opens none.
   */
  async function write(rows: PendingRow[]) {
    await Promise.all(rows.map((row) => row.photos));
    if (run.signal.aborted) return;
    const eachRow = async (group?: AdvertisementsApp) => {
      for (const row of rows) {
        if (run.signal.aborted) return;
        if (!row.unchanged) await writeRow(group, row);
        else {
          report.counts.unchanged += 1;
          report.progress += 1;
        }
      }
    };
    await (run.dryRun ? eachRow() : inTransaction(app, eachRow));
    if (!run.signal.aborted && !(await saveProgress(app.db, run.id, report))) run.stop();
  }

  let group: PendingRow[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    const rows = group;
    group = [];
    await prepare(rows);
    await writing;
    writing = write(rows);
    // Awaited at the next flush; until then its failure must not count as unhandled.
    writing.catch(() => {});
  };

  const source = await openFeedSource(app, feed, run.signal);
  try {
    for await (const record of readFeedRecords(source, feed.format)) {
      if (run.signal.aborted) break;
      const mapped = mapRecord(feed, index, record);
      const fieldValue = (field: string) => record.values[feed.fieldMapping[field as never] ?? ''];
      if (!mapped.vehicle)
        report.fail(
          record.line,
          mapped.problems.map(({ field, messageKey }) => ({
            field,
            key: messageKey,
            value: fieldValue(field),
          })),
        );
      else if (seen.has(mapped.vehicle.stockNumber))
        report.fail(record.line, [
          { field: 'stock_number', key: 'feed.stock_number_repeated', value: mapped.vehicle.stockNumber },
        ]);
      else {
        seen.add(mapped.vehicle.stockNumber);
        const digest = rowDigestOf(feed.id, mapped.vehicle);
        group.push({ line: record.line, vehicle: mapped.vehicle, digest });
        if (group.length >= ROWS_PER_TRANSACTION) await flush();
      }
    }
    if (!run.signal.aborted) await flush();
    await writing;
  } finally {
    source.destroy();
    // A cancelled run ends once the group being written has stopped at its next row.
    await writing.catch(() => {});
  }
  return run.signal.aborted ? null : seen;
}
