import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { StoredAdvertisementMedia } from '../../db/schema/index.ts';
import { AppError, invalidFields } from '../../lib/errors.ts';
import { listingLimits } from '../settings/index.ts';
import { acceptUpload } from '../uploads/index.ts';
import type { App } from './context.ts';
import { changeAdvertisement } from './writes.ts';

/** Exactly one cover while there are photos: the chosen one, else the first. */
function withOneCover(media: StoredAdvertisementMedia[], coverId?: string): StoredAdvertisementMedia[] {
  const cover = media.find((item) => item.id === coverId) ?? media.find((item) => item.isCover) ?? media[0];
  return media.map((item) => ({ ...item, isCover: item === cover }));
}

const mediaNotFound = () => new AppError('NOT_FOUND', 'advertisement.media_not_found');

/** POST …/media: attaches an uploaded image (checked by the uploads module) at the end of the gallery. */
export const addMedia = (app: App, request: FastifyRequest, id: string, key: string, version: number) =>
  changeAdvertisement(app, request, id, version, async (before) => {
    if (before.media.length >= (await listingLimits(app)).photosPerAd)
      throw invalidFields({ key: ['advertisement.media_limit'] });
    if (before.media.some((item) => item.key === key))
      throw invalidFields({ key: ['advertisement.media_duplicate'] });
    const accepted = await acceptUpload(app, request, key, {
      namespace: 'advertisements',
      entity: `advertisements:${before.id}`,
    });
    const added = { id: randomUUID(), key, thumbnailKey: accepted.thumbnail_key, isCover: false };
    return { changes: { media: withOneCover([...before.media, added]) } };
  });

/** PUT …/media/order: every photo exactly once, in the new order. */
export const orderMedia = (app: App, request: FastifyRequest, id: string, ids: string[], version: number) =>
  changeAdvertisement(app, request, id, version, async (before) => {
    const byId = new Map(before.media.map((item) => [item.id, item]));
    if (
      ids.length !== byId.size ||
      new Set(ids).size !== ids.length ||
      ids.some((mediaId) => !byId.has(mediaId))
    )
      throw invalidFields({ ids: ['advertisement.media_order_invalid'] });
    return { changes: { media: ids.map((mediaId) => byId.get(mediaId)!) } };
  });

/** POST …/media/{mediaId}/cover. */
export const setCover = (app: App, request: FastifyRequest, id: string, mediaId: string, version: number) =>
  changeAdvertisement(app, request, id, version, async (before) => {
    if (!before.media.some((item) => item.id === mediaId)) throw mediaNotFound();
    return { changes: { media: withOneCover(before.media, mediaId) } };
  });

/** DELETE …/media/{mediaId}: the photo leaves the gallery; the next one becomes the cover if it was. */
export const removeMedia = (
  app: App,
  request: FastifyRequest,
  id: string,
  mediaId: string,
  version: number,
) =>
  changeAdvertisement(app, request, id, version, async (before) => {
    if (!before.media.some((item) => item.id === mediaId)) throw mediaNotFound();
    return { changes: { media: withOneCover(before.media.filter((item) => item.id !== mediaId)) } };
  });
