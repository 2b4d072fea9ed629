import { bigint, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const UPLOAD_KEY_STATUSES = ['issued', 'accepted', 'rejected'] as const;
export type UploadKeyStatus = (typeof UPLOAD_KEY_STATUSES)[number];

/**
 * Every storage key the server signed an upload for, with the user it was issued to: an entity may
 * reference a key only if it was issued to the caller and its bytes passed the image checks.
 */
export const uploadKeys = pgTable(
  'upload_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    namespace: text('namespace').notNull(),
    contentType: text('content_type').notNull(),
    maxBytes: integer('max_bytes').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The upload URL stops working at this time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').$type<UploadKeyStatus>().notNull().default('issued'),
    /** What uses the image once accepted (e.g. `users:<id>`), so saving the same entity again is allowed. */
    acceptedByEntity: text('accepted_by_entity'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    /** The accepted photo's 64-bit perceptual hash (issue 27, lib/photo-hash.ts): null until fingerprinted. */
    photoHash: bigint('photo_hash', { mode: 'bigint' }),
    /** Its variance of the Laplacian: low means blurred. */
    sharpness: real('sharpness'),
  },
  (table) => [
    index('upload_keys_owner_idx').on(table.ownerId),
    index('upload_keys_status_expiry_idx').on(table.status, table.expiresAt),
  ],
);
export type UploadKeyRow = typeof uploadKeys.$inferSelect;
