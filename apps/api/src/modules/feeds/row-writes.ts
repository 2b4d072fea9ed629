import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { thumbnailKeyOf, type Language } from '@coachyard/contract';
import { sameValue } from '../../lib/audit.ts';
import { advertisements, type FeedRow, type StoredAdvertisementMedia } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  changeAdvertisement,
  type checkState,
  insertAdvertisements,
  updateAdvertisement,
  type AdvertisementsApp,
} from '../advertisements/index.ts';
import { shareCatalog } from '../lookup-tables/index.ts';
import type { MappedVehicle } from './mapping.ts';

export type RowOutcome = 'created' | 'updated' | 'unchanged';

/** What one run writes with: the app (its `db` the row's transaction), the acting user, the feed. */
export interface RowWriter {
  app: AdvertisementsApp;
  request: FastifyRequest;
  feed: FeedRow;
  /** Settings › Listings trusts the dealer: its green new ads are published without review. */
  trusted: boolean;
  language: Language;
  /** The writes' `checkState`, kept per combination of lookups for the run (`stateVerdicts`). */
  check: typeof checkState;
}

/** The write paths' view of the app on a transaction (or a savepoint of one). */
export function appOn(app: FastifyInstance, db: Database): AdvertisementsApp {
  shareCatalog(db, app.db);
  return {
    db,
    storage: app.storage,
    config: app.config,
    privileges: app.privileges,
    siteSettings: app.siteSettings,
  };
}

/** Runs a group of rows' writes in one transaction (each row in a savepoint of its own: `inRowSavepoint`). */
export const inTransaction = <T>(
  app: FastifyInstance,
  work: (app: AdvertisementsApp) => Promise<T>,
): Promise<T> => app.db.transaction((tx) => work(appOn(app, tx as unknown as Database)));

/** One row's writes in a savepoint: a bad row is rolled back whole and never leaves half of itself written. */
export const inRowSavepoint = <T>(
  app: FastifyInstance,
  group: AdvertisementsApp,
  work: (app: AdvertisementsApp) => Promise<T>,
): Promise<T> => group.db.transaction((savepoint) => work(appOn(app, savepoint as unknown as Database)));

/** The dealer's live ads with these stock numbers, by stock number: one look-up for a group of rows. */
export async function adsOfStockNumbers(db: Database, ownerId: string, stockNumbers: readonly string[]) {
  if (stockNumbers.length === 0) return new Map<string, AdColumns>();
  const rows = await db
    .select()
    .from(advertisements)
    .where(
      and(
        eq(advertisements.ownerId, ownerId),
        inArray(advertisements.stockNumber, [...stockNumbers]),
        isNull(advertisements.deletedAt),
      ),
    );
  return new Map(rows.map((row) => [row.stockNumber!, row]));
}

export type AdColumns = typeof advertisements.$inferSelect;

/** Whether the ad already says everything the feed's row says (then the row writes nothing). */
export function sameAsFeed(ad: AdColumns, fields: MappedVehicle['fields']) {
  const stored: Record<keyof MappedVehicle['fields'], unknown> = {
    region: ad.region,
    brand_id: ad.brandId,
    model_id: ad.modelId,
    vehicle_type_id: ad.vehicleTypeId,
    year: ad.year,
    price_minor: ad.priceMinor,
    currency: ad.currency,
    mileage: ad.mileage,
    mileage_type_id: ad.mileageTypeId,
    seats: ad.seats,
    country_id: ad.countryId,
    city_id: ad.cityId,
    title: ad.title,
    description: ad.description,
  } as Record<keyof MappedVehicle['fields'], unknown>;
  return (Object.keys(fields) as (keyof MappedVehicle['fields'])[]).every((field) =>
    sameValue(stored[field], fields[field]),
  );
}

/** Whether the ad shows exactly these photos, in this order. */
export const samePhotos = (media: readonly StoredAdvertisementMedia[], keys: readonly string[]) =>
  media.length === keys.length && media.every((item, position) => item.key === keys[position]);

/**
 * The gallery of these stored photos, in this order, the first the cover; a photo already shown keeps its id. A
 * thumbnail's key is its upload's (`thumbnails`: JPEG for a photo fetched now, webp for one stored before).
 */
function galleryOf(
  shown: readonly StoredAdvertisementMedia[],
  keys: readonly string[],
  thumbnails?: ReadonlyMap<string, string>,
) {
  const byKey = new Map(shown.map((item) => [item.key, item]));
  return keys.map((key, position) => ({
    id: byKey.get(key)?.id ?? randomUUID(),
    key,
    thumbnailKey: thumbnails?.get(key) ?? byKey.get(key)?.thumbnailKey ?? thumbnailKeyOf(key),
    isCover: position === 0,
  }));
}

/**
 * The ad's gallery becomes the feed's photos, in the feed's order, its first the cover: a versioned, audited
 * change like the API's photo writes. A photo the ad already shows keeps its id. Answers the ad's new version.
 */
async function putPhotos(
  writer: RowWriter,
  adId: string,
  version: number,
  photos: { keys: readonly string[]; thumbnails?: ReadonlyMap<string, string> },
) {
  const changed = await changeAdvertisement(writer.app, writer.request, adId, version, async (before) => ({
    changes: { media: galleryOf(before.media, photos.keys, photos.thumbnails) },
  }));
  return changed.version;
}

/** The hash of a row as mapped (with the feed that reads it): what a later run compares, not the file's bytes. */
export const rowDigestOf = (feedId: string, vehicle: MappedVehicle) =>
  createHash('sha256')
    .update(JSON.stringify([feedId, vehicle.stockNumber, vehicle.fields, vehicle.photos]))
    .digest('base64url');

/** Whether the ad was taken off the site by its feed (a full sync) and comes back when the feed lists it. */
export const leftByFeed = (ad: AdColumns) => ad.status === 'archived' && ad.feedUnpublishedAt !== null;

/**
 * Whether the feed's row is what this feed last wrote on the ad, and nobody changed the ad since (its version is
 * the one the feed left): then the row is unchanged without comparing its fields or asking for its photos again.
 */
export const unchangedByDigest = (ad: AdColumns | undefined, feedId: string, digest: string) =>
  ad !== undefined &&
  ad.feedId === feedId &&
  !leftByFeed(ad) &&
  ad.feedRowDigest === digestAt(digest, ad.version);

/** What `feed_row_digest` holds: the row's digest and the ad's version the feed left it at. */
const digestAt = (digest: string, version: number) => `${digest}:${version}`;

/** The version of a new ad (the column's default). */
const FIRST_VERSION = 1;

/** Remembers the row's digest on the ad as it now is: bookkeeping of the feed's, not a change of the ad. */
const rememberDigest = (db: Database, adId: string, digest: string) =>
  db
    .update(advertisements)
    .set({ feedRowDigest: sql`${digest} || ':' || ${advertisements.version}` })
    .where(eq(advertisements.id, adId));

export interface RowWritten {
  outcome: RowOutcome;
  /** A new ad left a draft: its failing checks, worded, by field (the run's notes, not errors). */
  notSubmitted?: Record<string, string[]>;
}

/** A row of the feed as its writes take it: its digest, and its photos already stored (see `writeVehicle`). */
export interface VehicleRow {
  vehicle: MappedVehicle;
  digest: string;
  photoKeys?: readonly string[];
  thumbnails?: ReadonlyMap<string, string>;
}

/**
 * The group's new vehicles, inserted together (`insertAdvertisements`: one insert, one audit event each in one
 * statement): each ad starts where its checks let a submission go (review, or published for a trusted dealer's
 * green ad), else as a draft whose failing checks are the row's notes; its digest with it. Answers, for each row in
 * order, what it did or the API's refusal of it (its row's error).
 */
export async function createVehicles(
  writer: RowWriter,
  rows: readonly VehicleRow[],
): Promise<(RowWritten | AppError)[]> {
  const { feed } = writer;
  const outcomes = await insertAdvertisements(
    writer.app,
    writer.request,
    rows.map(({ vehicle, digest, photoKeys, thumbnails }) => ({
      body: { ...vehicle.fields, owner_id: feed.ownerId, stock_number: vehicle.stockNumber },
      serverColumns: {
        feedId: feed.id,
        media: galleryOf([], photoKeys ?? [], thumbnails),
        feedRowDigest: digestAt(digest, FIRST_VERSION),
      },
    })),
    {
      start: { status: writer.trusted ? 'published' : 'pending_review', language: writer.language },
      check: writer.check,
    },
  );
  return outcomes.map((outcome) =>
    outcome instanceof AppError ? outcome : { outcome: 'created', notSubmitted: outcome.refusals },
  );
}

/**
 * Writes one vehicle the dealer already has an ad for (`ad`, its live ad with the row's stock number, looked up
 * for the row's whole group) through the API's own write paths; answers what it did. `photoKeys` are the row's
 * photos already stored (undefined when the feed maps no photo column: the ad's gallery is then the dealer's to
 * keep).
 */
export async function writeVehicle(
  writer: RowWriter,
  ad: AdColumns,
  { vehicle, digest, photoKeys, thumbnails }: VehicleRow,
): Promise<RowWritten> {
  const { app, request, feed } = writer;
  const reappeared = leftByFeed(ad);
  const changed = !sameAsFeed(ad, vehicle.fields) || ad.feedId !== feed.id;
  const photosChanged = photoKeys !== undefined && !samePhotos(ad.media, photoKeys);
  if (!changed && !reappeared && !photosChanged) {
    await rememberDigest(app.db, ad.id, digest);
    return { outcome: 'unchanged' };
  }
  let version = ad.version;
  if (changed)
    version = (
      await updateAdvertisement(app, request, ad.id, { ...vehicle.fields, version }, 'patch', {
        feedId: feed.id,
      })
    ).version;
  if (photosChanged) version = await putPhotos(writer, ad.id, version, { keys: photoKeys, thumbnails });
  // Back in the feed: the same ad, with its short id, returns to the site it left.
  if (reappeared)
    await changeAdvertisement(app, request, ad.id, version, async () => ({
      action: 'status_change',
      changes: { status: 'published', publishedAt: new Date(), feedUnpublishedAt: null },
    }));
  await rememberDigest(app.db, ad.id, digest);
  return { outcome: 'updated' };
}

/** A full sync takes the ad off the site (archived, marked as the feed's doing) until the feed lists it again. */
export const unpublishVehicle = (writer: RowWriter, adId: string, version: number) =>
  changeAdvertisement(writer.app, writer.request, adId, version, async () => ({
    action: 'status_change',
    changes: { status: 'archived', feedUnpublishedAt: new Date() },
  }));

/** An API refusal of a row as the run reports it: the first field's messages, or the refusal's own. */
export const refusalOf = (error: AppError) => {
  const fields = Object.entries(error.extra.fields ?? {});
  if (fields.length === 0) return [{ field: null, key: error.messageKey }];
  return fields.flatMap(([field, keys]) => keys.map((key) => ({ field: field.replace(/_ids?$/, ''), key })));
};
