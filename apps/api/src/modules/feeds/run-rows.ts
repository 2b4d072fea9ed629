import type { FastifyInstance } from 'fastify';
import { AppError, refusalOr } from '../../lib/errors.ts';
import type { AdvertisementsApp } from '../advertisements/index.ts';
import { dryRunPlanner, type LookedPhotos } from './dry-run.ts';
import { loadLookupIndex, mapRecord, type MappedVehicle } from './mapping.ts';
import { readFeedRecords } from './parse.ts';
import { fetchedFrom } from '../uploads/index.ts';
import { checkRowPhotos, concurrencyLimit, PhotoRefused, storeGroupPhotos, takeRowPhotos } from './photos.ts';
import {
  adsOfStockNumbers,
  createVehicles,
  inRowSavepoint,
  inTransaction,
  refusalOf,
  rowDigestOf,
  unchangedByDigest,
  writeVehicle,
  type AdColumns,
  type RowWriter,
  type RowWritten,
  type VehicleRow,
} from './row-writes.ts';
import { saveProgress, type RunReport } from './run-report.ts';
import { openFeedSource } from './source.ts';
import { StockNumberSet } from './stock-number-set.ts';

/**
 * Rows written in one transaction, its new ads in one insert (their group in a savepoint, or each in its own when
 * the group is refused), each other row in a savepoint of its own: a group's commit costs what one row's did, and a
 * bad row still rolls back alone. Also how many rows pass between two saves of the run's progress.
 */
const ROWS_PER_TRANSACTION = 100;

/** The row's photos as the run fetched them (their stored keys) or a dry run looked at them, or why not. */
type PhotosOutcome = LookedPhotos | { failure: unknown };

/** A photo of the row could not be taken (or its fetch failed). */
const failed = (photos: PhotosOutcome | undefined): photos is { failure: unknown } =>
  photos !== undefined && 'failure' in photos;

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

/** A row of a group being written, with its photos as they came. */
interface TakenRow {
  row: PendingRow;
  photos?: PhotosOutcome;
}

/** The row as the writes take it: its photos' stored keys (a refused photo has failed the row before). */
const vehicleRowOf = ({ row, photos }: TakenRow): VehicleRow => {
  const stored = photos as LookedPhotos | undefined;
  return {
    vehicle: row.vehicle,
    digest: row.digest,
    photoKeys: stored?.keys,
    thumbnails: stored?.thumbnails,
  };
};

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
    if (run.dryRun) {
      for (const row of fetching)
        row.photos = checkRowPhotos(app, row.vehicle.photos, { limit, signal: run.signal }).then(
          (keys) => ({ keys: keys.filter((key): key is string => key !== null), anew: keys.includes(null) }),
          (failure: unknown) => ({ failure }),
        );
      return;
    }
    if (fetching.length === 0) return;
    const group = { limit, signal: run.signal, known, checks: new Map() };
    const stored = storeGroupPhotos(
      app,
      fetching.map((row) => takeRowPhotos(app, feed.ownerId, row.vehicle.photos, group)),
    );
    fetching.forEach((row, index) => {
      row.photos = stored.then(
        (photos) => photos[index]!,
        (failure: unknown) => ({ failure }),
      );
    });
  }

  /** Counts what a row did, or reports the API's refusal of it as the row's error. */
  function record(line: number, done: RowWritten | AppError) {
    if (done instanceof AppError) return report.fail(line, refusalOf(done));
    report.counts[done.outcome] += 1;
    report.progress += 1;
    for (const [field, keys] of Object.entries(done.notSubmitted ?? {}))
      keys.forEach((key) => report.note({ line, field, key }));
  }

  /**
   * A group's rows, their photos in: the new ones inserted together first (`createVehicles`), then each other row
   * in its savepoint (a dry run, without a group, plans each), each row reported in the file's order. A refused
   * photo fails its row; anything but the API's refusal of a row stops the run.
   */
  async function writeRows(group: AdvertisementsApp | undefined, rows: readonly TakenRow[]) {
    const fresh = group ? rows.filter(({ row, photos }) => !row.unchanged && !row.ad && !failed(photos)) : [];
    const created = new Map<TakenRow, RowWritten | AppError>();
    if (fresh.length > 0 && !run.signal.aborted) {
      const outcomes = await createVehicles({ ...writer, app: group! }, fresh.map(vehicleRowOf));
      fresh.forEach((taken, index) => created.set(taken, outcomes[index]!));
    }
    for (const taken of rows) {
      const { row, photos } = taken;
      if (row.unchanged) {
        report.counts.unchanged += 1;
        report.progress += 1;
      } else if (failed(photos)) {
        if (!(photos.failure instanceof PhotoRefused)) throw photos.failure;
        const { url, messageKey, values } = photos.failure;
        report.fail(row.line, [{ field: 'photos', key: messageKey, value: url, values }]);
      } else if (created.has(taken)) record(row.line, created.get(taken)!);
      else if (run.signal.aborted) return;
      else
        record(
          row.line,
          await refusalOr(() =>
            group
              ? inRowSavepoint(app, group, (rowApp) =>
                  writeVehicle({ ...writer, app: rowApp }, row.ad!, vehicleRowOf(taken)),
                )
              : planVehicle(row.vehicle, { ad: row.ad, photos }),
          ),
        );
    }
  }

  /**
   * A group's rows in one transaction, opened once their photos are in: no transaction waits on a server. A dry
   * run's group opens none.
   */
  async function write(rows: PendingRow[]) {
    const photos = await Promise.all(rows.map((row) => row.photos));
    if (run.signal.aborted) return;
    const taken = rows.map((row, index): TakenRow => ({ row, photos: photos[index] }));
    await (run.dryRun ? writeRows(undefined, taken) : inTransaction(app, (group) => writeRows(group, taken)));
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
