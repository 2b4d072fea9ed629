import type { AdvertisementStatusChange } from '@coachyard/contract';
import { useAdMutation } from './ad-mutation';
import { adPaths } from './query-keys';

/** POST /advertisements/{id}/status: submit, publish, reject (with a reason), sell, archive. */
export const useChangeStatus = () =>
  useAdMutation(({ id, body }: { id: string; body: AdvertisementStatusChange }) => ({
    method: 'POST',
    path: adPaths.status(id),
    options: { body },
  }));
