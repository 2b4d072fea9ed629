import type {
  AdvertisementMediaAdd,
  AdvertisementMediaOrder,
  AdvertisementStatusChange,
} from '@coachyard/contract';
import { apiRequest } from '@/lib/api-client';
import { adPaths } from './query-keys';
import { advertisements } from './resources';

/**
 * An ad's writes beside its fields: its status moves and photos. Each answers the whole ad, which the resource
 * keeps as a PATCH's answer, so the next write sends the version this one left.
 */
interface AdWrite<Body> {
  id: string;
  body: Body;
}
interface MediaWrite {
  id: string;
  mediaId: string;
  version: number;
}

/** POST /advertisements/{id}/status: submit, publish, reject (with a reason), sell, archive. */
export const useChangeStatus = () =>
  advertisements.useAction({}, ({ id, body }: AdWrite<AdvertisementStatusChange>) =>
    apiRequest('POST', adPaths.status(id), { body }),
  );

/** POST /advertisements/{id}/media: attach a photo uploaded under the `advertisements` namespace. */
export const useAddMedia = () =>
  advertisements.useAction({}, ({ id, body }: AdWrite<AdvertisementMediaAdd>) =>
    apiRequest('POST', adPaths.media(id), { body }),
  );

/** PUT /advertisements/{id}/media/order: every photo id once, in the new order. */
export const useReorderMedia = () =>
  advertisements.useAction({}, ({ id, body }: AdWrite<AdvertisementMediaOrder>) =>
    apiRequest('PUT', adPaths.mediaOrder(id), { body }),
  );

/** POST /advertisements/{id}/media/{mediaId}/cover. */
export const useSetCover = () =>
  advertisements.useAction({}, ({ id, mediaId, version }: MediaWrite) =>
    apiRequest('POST', adPaths.mediaCover(id, mediaId), { body: { version } }),
  );

/** DELETE /advertisements/{id}/media/{mediaId}?version=N: remove a photo by id. */
export const useRemoveMedia = () =>
  advertisements.useAction({}, ({ id, mediaId, version }: MediaWrite) =>
    apiRequest('DELETE', adPaths.mediaOne(id, mediaId), { query: { version } }),
  );
