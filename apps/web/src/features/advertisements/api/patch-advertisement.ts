import type { AdvertisementPatch } from '@coachyard/contract';
import { useAdMutation } from './ad-mutation';
import { adPaths } from './query-keys';

/** PATCH /advertisements/{id}: the fields given replace the stored ones, the others stay. */
export const usePatchAdvertisement = () =>
  useAdMutation(({ id, body }: { id: string; body: AdvertisementPatch }) => ({
    method: 'PATCH',
    path: adPaths.one(id),
    options: { body },
  }));
