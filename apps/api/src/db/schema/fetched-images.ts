import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uploadKeys } from './uploads.ts';

/**
 * Every image the server fetched by URL (a dealer feed's photos, issue 28): what the URL's server said about it
 * (its validators, so the next fetch may be answered "not modified"), the sha-256 of its bytes, and the accepted
 * upload key they are stored under. Two URLs with the same bytes share one key, found by `content_hash`.
 */
export const fetchedImages = pgTable(
  'fetched_images',
  {
    url: text('url').primaryKey(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    contentHash: text('content_hash').notNull(),
    uploadKey: text('upload_key')
      .notNull()
      .references(() => uploadKeys.key),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fetched_images_content_hash_idx').on(table.contentHash)],
);
export type FetchedImageRow = typeof fetchedImages.$inferSelect;
