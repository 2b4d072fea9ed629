import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { advertisements } from './advertisements.ts';

/**
 * The demo ads still showing the shared drawn pool, each waiting for photos of its own (issue 27): drawn by a
 * background job after the first seed, in `seed` order, from `seed`, so a first start stays fast and every run
 * draws the same photos. Ads added later in bulk (the bench's) are not planned and keep the pool.
 */
export const demoPhotoPlans = pgTable('demo_photo_plans', {
  advertisementId: uuid('advertisement_id')
    .primaryKey()
    .references(() => advertisements.id, { onDelete: 'cascade' }),
  seed: integer('seed').notNull(),
});
