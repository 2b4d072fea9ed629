import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bandExpression } from '../../lib/photo-bands.ts';
import { advertisements } from './advertisements.ts';

/** A band of the hash as lib/photo-bands.ts cuts it, computed by PostgreSQL from the hash: no writer cuts bands. */
const band = (number: number) =>
  integer(`photo_band${number}`)
    .notNull()
    .generatedAlwaysAs(sql.raw(bandExpression('hash', number)));

/**
 * Every photo of every live (not deleted) advertisement with its perceptual hash (issue 27), kept in step by each
 * ad write in its own transaction. The hash's three 21-bit bands (lib/photo-bands.ts) each have an index of band,
 * hash, ad and time, so finding the same photo probes them with a few hundred values, index-only, instead of
 * comparing every hash.
 */
export const advertisementPhotos = pgTable(
  'advertisement_photos',
  {
    advertisementId: uuid('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    photoBand0: band(0),
    photoBand1: band(1),
    photoBand2: band(2),
    /** When the photo was first accepted: of two ads showing it, the later one took it. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    /**
     * When the photos near this one were looked up and stored in `photo_matches` (its write does it as it
     * inserts the row); null for rows indexed before them, which the signals' backfill job looks up.
     */
    lookedUpAt: timestamp('looked_up_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.advertisementId, table.key] }),
    ...(['photoBand0', 'photoBand1', 'photoBand2'] as const).map((column, number) =>
      index(`advertisement_photos_band${number}_idx`).on(
        table[column],
        table.hash,
        table.advertisementId,
        table.addedAt,
      ),
    ),
    // The stored matches are read by hash: the photos showing a hash, index-only.
    index('advertisement_photos_hash_idx').on(table.hash, table.advertisementId, table.key, table.addedAt),
    index('advertisement_photos_unmatched_idx')
      .on(table.hash)
      .where(sql`${table.lookedUpAt} is null`),
  ],
);

/**
 * Pairs of different photo hashes within `SAME_PHOTO_DISTANCE` bits (issue 27), each stored both ways, found by the
 * band look-up when a photo joins `advertisement_photos`: the ads showing them find each other by hash, without a
 * probe, and which ads those are, live or whose, is read as it is now. A fact about two hashes, never stale.
 */
export const photoMatches = pgTable(
  'photo_matches',
  {
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    otherHash: bigint('other_hash', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.hash, table.otherHash] })],
);
