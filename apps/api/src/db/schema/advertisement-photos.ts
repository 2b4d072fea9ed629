import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { advertisements } from './advertisements.ts';

/** The columns of one 16-bit band of the hash and its index (band, hash, ad, added): a look-up reads the index alone. */
const BANDS = ['band0', 'band1', 'band2', 'band3'] as const;

/**
 * Every photo of every live (not deleted) advertisement with its perceptual hash (issue 27), kept in step by each
 * ad write in its own transaction. The hash is split into four 16-bit bands, highest first: two photos within 3 bits
 * share one band exactly, and within 10 bits one band differs in at most 2 bits, so finding the same photo probes
 * the band indexes with a few hundred values instead of comparing every hash.
 */
export const advertisementPhotos = pgTable(
  'advertisement_photos',
  {
    advertisementId: uuid('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
    /** When the photo was first accepted: of two ads showing it, the later one took it. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.advertisementId, table.key] }),
    ...BANDS.map((band) =>
      index(`advertisement_photos_${band}_idx`).on(
        table[band],
        table.hash,
        table.advertisementId,
        table.addedAt,
      ),
    ),
  ],
);
