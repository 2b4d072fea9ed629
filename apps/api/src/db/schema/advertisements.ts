import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdvertisementStatus, HealthBand, PriceBand, TextFlag, Translations } from '@coachyard/contract';
import { lookupItems } from './lookup-tables.ts';
import { softDeleteColumn, trackedColumns } from './columns.ts';
import { feeds } from './feeds.ts';
import { users } from './users.ts';

/** One photo of an ad, in gallery order; `position` is the index in the array. */
export interface StoredAdvertisementMedia {
  id: string;
  key: string;
  /** The webp thumbnail's key (images/thumbs/…). */
  thumbnailKey: string;
  isCover: boolean;
}

const lookupReference = (name: string) => uuid(name).references(() => lookupItems.id);
const live = sql`deleted_at is null`;

/** PostgreSQL's full-text document type; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Advertisements (issue 5). Lookup values are lookup item ids; many-valued ones are uuid arrays (only ever
 * read whole with their ad). `search_text` is the folded text `q` searches — short id, brand and model names in
 * every language, titles and descriptions — kept by the API on every write and indexed for full-text search
 * (`simple` configuration: words as written, no stemming), so a search over 100,000 ads needs no join. The list's common filters and sorts have their own partial indexes
 * ending in (…, id), the keyset cursor's tiebreak.
 */
export const advertisements = pgTable(
  'advertisements',
  {
    ...trackedColumns(),
    ...softDeleteColumn(),
    shortId: text('short_id').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    lang: text('lang').notNull(),
    region: text('region').notNull(),
    status: text('status').$type<AdvertisementStatus>().notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    brandId: lookupReference('brand_id').notNull(),
    modelId: lookupReference('model_id').notNull(),
    year: integer('year').notNull(),
    vehicleTypeId: lookupReference('vehicle_type_id').notNull(),
    mileage: integer('mileage'),
    mileageTypeId: lookupReference('mileage_type_id'),
    seats: integer('seats'),
    seatsLayout: text('seats_layout'),
    engineBrandId: lookupReference('engine_brand_id'),
    gearboxBrandId: lookupReference('gearbox_brand_id'),
    steeringWheelId: lookupReference('steering_wheel_id'),
    gvwrTypeId: lookupReference('gvwr_type_id'),
    productFeatureIds: uuid('product_feature_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    vehicleTagIds: uuid('vehicle_tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    regionTagIds: uuid('region_tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    countryId: lookupReference('country_id').notNull(),
    cityId: lookupReference('city_id').notNull(),
    title: jsonb('title').$type<Translations>().notNull().default({}),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    media: jsonb('media').$type<StoredAdvertisementMedia[]>().notNull().default([]),
    searchText: text('search_text').notNull().default(''),
    /** The search text as full-text words (`simple`: as written, no stemming), kept by PostgreSQL itself. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    /** Trust signals (issue 27), recomputed in every write's transaction (modules/signals) so lists can use them. */
    healthScore: integer('health_score'),
    healthBand: text('health_band').$type<HealthBand>(),
    priceBand: text('price_band').$type<PriceBand>(),
    /** The review queue's order (3 possible theft, 2 price below band, 1 flagged texts, 0 nothing): signals' rank. */
    reviewRank: smallint('review_rank'),
    /**
     * What the costly checks found at the last write that ran them (modules/signals): the text flags, the photos too
     * small or blurred, a possible photo theft. A write that changes none of their inputs keeps them instead of
     * running them again; null (a row from before, or restored from history) means "run them all".
     */
    signalFacts: jsonb('signal_facts').$type<SignalFacts>(),
    /**
     * When the ad last entered the review queue: the queue's second order, the longest waiting first. Set by the
     * database on every move to `pending_review` (migration 0027), whichever write path makes it, so an edit of a
     * waiting ad does not send it to the back of the queue as `updated_at` would.
     */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The dealer's own number for the vehicle (issue 28): what its stock feed rows are matched on. */
    stockNumber: text('stock_number'),
    /** The feed that last wrote the ad, and when that feed took it off the site because its file lost it. */
    feedId: uuid('feed_id').references(() => feeds.id),
    feedUnpublishedAt: timestamp('feed_unpublished_at', { withTimezone: true }),
    /**
     * `<sha-256 of the feed row as mapped>:<the ad's version after the feed wrote it>`: a later run whose row hashes
     * the same, on an ad nobody changed since, skips the row without reading its photos again.
     */
    feedRowDigest: text('feed_row_digest'),
    /**
     * Views and leads of the last 30 UTC days (today included), kept by modules/performance from the daily counts
     * and the leads, so the list sorts by them through an index like any column (issue 29).
     */
    views30d: integer('views_30d').notNull().default(0),
    leads30d: integer('leads_30d').notNull().default(0),
  },
  (table) => [
    index('advertisements_updated_idx').on(table.updatedAt, table.id).where(live),
    index('advertisements_created_idx').on(table.createdAt, table.id).where(live),
    index('advertisements_price_idx').on(table.priceMinor, table.id).where(live),
    index('advertisements_year_idx').on(table.year, table.id).where(live),
    index('advertisements_views_30d_idx').on(table.views30d, table.id).where(live),
    index('advertisements_leads_30d_idx').on(table.leads30d, table.id).where(live),
    index('advertisements_status_updated_idx').on(table.status, table.updatedAt, table.id).where(live),
    // The status tabs with each other sort the list offers (issue 30): a deep page by number walks one of these
    // to where it starts instead of sorting every ad of that status.
    index('advertisements_status_created_idx').on(table.status, table.createdAt, table.id).where(live),
    index('advertisements_status_price_idx').on(table.status, table.priceMinor, table.id).where(live),
    index('advertisements_status_year_idx').on(table.status, table.year, table.id).where(live),
    index('advertisements_owner_updated_idx').on(table.ownerId, table.updatedAt, table.id).where(live),
    // A stock's performance (issue 29) picks its ads, deleted ones too, by owner: without it each of the screen's
    // statements read every ad.
    index('advertisements_owner_idx').on(table.ownerId),
    index('advertisements_brand_updated_idx').on(table.brandId, table.updatedAt, table.id).where(live),
    index('advertisements_region_status_updated_idx')
      .on(table.region, table.status, table.updatedAt, table.id)
      .where(live),
    index('advertisements_deleted_idx')
      .on(table.deletedAt)
      .where(sql`deleted_at is not null`),
    uniqueIndex('advertisements_owner_stock_number_unique')
      .on(table.ownerId, table.stockNumber)
      .where(sql`deleted_at is null and stock_number is not null`),
    index('advertisements_feed_idx')
      .on(table.feedId)
      .where(sql`feed_id is not null`),
    index('advertisements_search_idx').using('gin', table.searchVector).where(live),
    // The comparables of an ad's price band (issue 27): published or sold ads of one model and currency by year.
    // Every column the band reads is in the key, so it is an index-only scan: at 1,000,000 ads, fetching each
    // comparable's row cost 88–471 ms inside every ad write.
    index('advertisements_comparables_idx')
      .on(
        table.modelId,
        table.currency,
        table.year,
        table.mileage,
        table.seats,
        table.priceMinor,
        table.shortId,
        table.id,
      )
      .where(sql`deleted_at is null and status in ('published', 'sold')`),
    // The ads an ad's performance is rated against (issue 29): ever published, of one model and market, by year.
    // Without it every rating read all 100,000 ads.
    index('advertisements_similar_idx')
      .on(table.modelId, table.region, table.year)
      .where(sql`deleted_at is null and published_at is not null`),
  ],
);
/** The stored results of an ad's costly signal checks (see `signalFacts`). */
export interface SignalFacts {
  flags: TextFlag[];
  smallPhotos: number;
  blurredPhotos: number;
  theft: boolean;
}
export type AdvertisementRow = typeof advertisements.$inferSelect;
export type AdvertisementInsert = typeof advertisements.$inferInsert;
