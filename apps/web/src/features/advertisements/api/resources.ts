import {
  advertisementPageSchema,
  advertisementSchema,
  type Advertisement,
  type AdvertisementCreate,
  type AdvertisementPage,
  type AdvertisementPatch,
  thumbnailUrlOf,
} from '@coachyard/contract';
import { defineResource } from '@/lib/resource-hooks';
import { adKeys, adPaths } from './query-keys';

/**
 * Advertisements: GET/POST /advertisements, GET/PATCH /advertisements/{id}. An ad is written step after step (its
 * form, photos, status), each write needing the version the previous one left: the answer becomes the cached ad
 * and only the lists are asked for again (afterWrite `keep`). A new ad starts as a draft; a PATCH replaces the
 * fields given and leaves the others.
 */
export const advertisements = defineResource<{
  record: Advertisement;
  page: AdvertisementPage;
  create: AdvertisementCreate;
  patch: AdvertisementPatch;
}>({
  root: adKeys.root,
  path: () => adPaths.list,
  check: {
    record: import.meta.env.DEV && advertisementSchema,
    page: import.meta.env.DEV && advertisementPageSchema,
  },
  afterWrite: 'keep',
  // The rows' thumbnails as whole URLs again, so a cell needs only its row.
  fromPage: (page: AdvertisementPage): AdvertisementPage => ({
    ...page,
    items: page.items.map((row) => ({
      ...row,
      thumbnail: thumbnailUrlOf(page.thumbnail_base, row.thumbnail),
    })),
  }),
});
