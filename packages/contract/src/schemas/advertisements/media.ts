import { z } from 'zod';
import { versionField } from './version-field.ts';

// An ad's photos: attach an uploaded image and reorder them.

/** POST …/media: attach an uploaded image (namespace `advertisements`); the first photo becomes the cover. */
export const advertisementMediaAddSchema = z.strictObject({
  key: z.string({ error: 'common.required' }).min(1, 'common.required').max(300, 'common.too_long'),
  ...versionField,
});
export type AdvertisementMediaAdd = z.input<typeof advertisementMediaAddSchema>;

/** PUT …/media/order: every media id of the ad, each once, in the new order. */
export const advertisementMediaOrderSchema = z.strictObject({
  ids: z.array(z.string().uuid('common.invalid'), { error: 'common.required' }).max(200, 'common.too_long'),
  ...versionField,
});
export type AdvertisementMediaOrder = z.input<typeof advertisementMediaOrderSchema>;
