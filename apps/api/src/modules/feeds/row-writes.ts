import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { thumbnailKeyOf, type Language } from '@coachyard/contract';
import { sameValue } from '../../lib/audit.ts';
import { advertisements, type FeedRow, type StoredAdvertisementMedia } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  changeAdvertisement,
  createAdvertisement,
  submissionRefusals,
  updateAdvertisement,
  type AdvertisementFullRow,
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
}

/** Thrown to roll a dry run's row back once it has done exactly what a real run does. */
class DryRunRollback extends Error {}

/**
 * Runs one row's writes in a transaction of its own: a bad row never leaves half of itself written, and a dry
 * run's row, done by the very same code, is rolled back at its end.
 */
export async function inRowTransaction<T>(
  app: FastifyInstance,
  dryRun: boolean,
  work: (app: AdvertisementsApp) => Promise<T>,
): Promise<T> {
  let result: T | undefined;
  try {
    await app.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      shareCatalog(db, app.db);
      result = await work({
        db,
        storage: app.storage,
        config: app.config,
        privileges: app.privileges,
        siteSettings: app.siteSettings,
      });
      if (dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  return result as T;
}

/** The dealer's live ad with this stock number, if any. */
const adOfStockNumber = async (db: Database, ownerId: string, stockNumber: string) =>
  (
    await db
      .select()
      .from(advertisements)
      .where(
        and(
          eq(advertisements.ownerId, ownerId),
          eq(advertisements.stockNumber, stockNumber),
          isNull(advertisements.deletedAt),
        ),
      )
  )[0];

type AdColumns = NonNullable<Awaited<ReturnType<typeof adOfStockNumber>>>;

/** Whether the ad already says everything the feed's row says (then the row writes nothing). */
function sameAsFeed(ad: AdColumns, fields: MappedVehicle['fields']) {
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

/** Why a new ad stays a draft: its failing checks, worded, by field. */
export class NotSubmitted extends Error {
  constructor(readonly refusals: Record<string, string[]>) {
    super('not submitted');
  }
}

/**
 * A new ad goes to review when its checks allow, or straight to published for a trusted dealer whose ad is
 * green; otherwise it stays a draft and its failing checks are the row's message.
 */
async function submitNew(writer: RowWriter, id: string, version: number) {
  const { app, request } = writer;
  await changeAdvertisement(app, request, id, version, async (before: AdvertisementFullRow) => {
    const refusals =
      before.media.length === 0
        ? { media: ['advertisement.photo_required'] }
        : await submissionRefusals(app, before, writer.language);
    if (Object.keys(refusals).length > 0) throw new NotSubmitted(refusals);
    const publish = writer.trusted && before.healthBand === 'green';
    return {
      action: 'status_change',
      changes: { status: publish ? 'published' : 'pending_review', publishedAt: publish ? new Date() : null },
    };
  });
}

/** Whether the ad shows exactly these photos, in this order. */
const samePhotos = (media: readonly StoredAdvertisementMedia[], keys: readonly string[]) =>
  media.length === keys.length && media.every((item, position) => item.key === keys[position]);

/**
 * The ad's gallery becomes the feed's photos, in the feed's order, its first the cover: a versioned, audited
 * change like the API's photo writes. A photo the ad already shows keeps its id. Answers the ad's new version.
 */
async function putPhotos(writer: RowWriter, adId: string, version: number, keys: readonly string[]) {
  const changed = await changeAdvertisement(writer.app, writer.request, adId, version, async (before) => {
    const shown = new Map(before.media.map((item) => [item.key, item]));
    const media = keys.map((key, position) => ({
      id: shown.get(key)?.id ?? randomUUID(),
      key,
      thumbnailKey: thumbnailKeyOf(key),
      isCover: position === 0,
    }));
    return { changes: { media } };
  });
  return changed.version;
}

/**
 * Writes one vehicle of the feed through the API's own write paths; answers what it did. `photoKeys` are the
 * row's photos already stored (undefined when the feed maps no photo column: the ad's gallery is then the
 * dealer's to keep).
 */
export async function writeVehicle(
  writer: RowWriter,
  vehicle: MappedVehicle,
  photoKeys?: readonly string[],
): Promise<{ outcome: RowOutcome; notSubmitted?: Record<string, string[]> }> {
  const { app, request, feed } = writer;
  const ad = await adOfStockNumber(app.db, feed.ownerId, vehicle.stockNumber);
  if (!ad) {
    const created = await createAdvertisement(
      app,
      request,
      { ...vehicle.fields, owner_id: feed.ownerId, stock_number: vehicle.stockNumber },
      { feedId: feed.id },
    );
    let version = created.version;
    if (photoKeys?.length) version = await putPhotos(writer, created.id, version, photoKeys);
    try {
      await submitNew(writer, created.id, version);
    } catch (error) {
      if (error instanceof NotSubmitted) return { outcome: 'created', notSubmitted: error.refusals };
      throw error;
    }
    return { outcome: 'created' };
  }
  const reappeared = ad.status === 'archived' && ad.feedUnpublishedAt !== null;
  const changed = !sameAsFeed(ad, vehicle.fields) || ad.feedId !== feed.id;
  const photosChanged = photoKeys !== undefined && !samePhotos(ad.media, photoKeys);
  if (!changed && !reappeared && !photosChanged) return { outcome: 'unchanged' };
  let version = ad.version;
  if (changed)
    version = (
      await updateAdvertisement(app, request, ad.id, { ...vehicle.fields, version }, 'patch', {
        feedId: feed.id,
      })
    ).version;
  if (photosChanged) version = await putPhotos(writer, ad.id, version, photoKeys);
  // Back in the feed: the same ad, with its short id, returns to the site it left.
  if (reappeared)
    await changeAdvertisement(app, request, ad.id, version, async () => ({
      action: 'status_change',
      changes: { status: 'published', publishedAt: new Date(), feedUnpublishedAt: null },
    }));
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
