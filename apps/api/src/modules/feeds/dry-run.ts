import { callerOf, catalogOf, nextState, resolveOwner, stateOfRow } from '../advertisements/index.ts';
import type { MappedVehicle } from './mapping.ts';
import {
  leftByFeed,
  sameAsFeed,
  samePhotos,
  type AdColumns,
  type RowWriter,
  type RowWritten,
} from './row-writes.ts';

/** A row's photos: their stored keys, and (a dry run's look) whether any would be stored anew. */
export interface LookedPhotos {
  keys: string[];
  /** Some photo would be fetched and stored anew: its key is unknown until it is stored. */
  anew?: boolean;
  /** A stored photo's thumbnail key, by its key (a real run's). */
  thumbnails?: ReadonlyMap<string, string>;
}

/**
 * What a real run would do with a row, decided without writing anything (no transaction to roll back): the same
 * outcome as `createVehicles` or `writeVehicle` and the same refusals, thrown as the same AppError. A new ad's
 * state and a changed ad's next state are judged by the writes' own rules (`checkState`), each distinct combination once per run, and
 * the owner by `resolveOwner` once. Of a new ad's submission checks only the missing photo is foretold: the others
 * judge its stored photos' fingerprints, which only a real run makes.
 */
export function dryRunPlanner(writer: RowWriter) {
  const { app, request, feed } = writer;
  const judge = writer.check;
  let owner: Promise<string> | undefined;

  return async function planVehicle(
    vehicle: MappedVehicle,
    row: { ad: AdColumns | undefined; photos?: LookedPhotos },
  ): Promise<RowWritten> {
    const { ad, photos } = row;
    const catalog = await catalogOf(app.db).with();
    if (!ad) {
      owner ??= callerOf(app, request).then((caller) => resolveOwner(app.db, caller, feed.ownerId));
      const body = { ...vehicle.fields, owner_id: feed.ownerId, stock_number: vehicle.stockNumber };
      await judge(app.db, nextState(null, body, 'whole', await owner, catalog), null);
      const photoless = !photos || (photos.keys.length === 0 && !photos.anew);
      return {
        outcome: 'created',
        notSubmitted: photoless ? { media: ['advertisement.photo_required'] } : undefined,
      };
    }
    const changed = !sameAsFeed(ad, vehicle.fields) || ad.feedId !== feed.id;
    const photosChanged =
      photos !== undefined && (photos.anew || !samePhotos(ad.media, [...new Set(photos.keys)]));
    if (!changed && !leftByFeed(ad) && !photosChanged) return { outcome: 'unchanged' };
    if (changed) {
      const current = stateOfRow(ad);
      await judge(app.db, nextState(current, vehicle.fields, 'patch', ad.ownerId, catalog), current);
    }
    return { outcome: 'updated' };
  };
}
export type DryRunPlanner = ReturnType<typeof dryRunPlanner>;
