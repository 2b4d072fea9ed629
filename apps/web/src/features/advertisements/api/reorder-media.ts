import type { AdvertisementMediaOrder } from '@coachyard/contract';
import { useAdMutation } from './ad-mutation';
import { adPaths } from './query-keys';

/** PUT /advertisements/{id}/media/order: every photo id once, in the new order. */
export const useReorderMedia = () =>
  useAdMutation(({ id, body }: { id: string; body: AdvertisementMediaOrder }) => ({
    method: 'PUT',
    path: adPaths.mediaOrder(id),
    options: { body },
  }));
