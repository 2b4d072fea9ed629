import type { AdvertisementCreate } from '@coachyard/contract';
import { useAdMutation } from './ad-mutation';
import { adPaths } from './query-keys';

/** POST /advertisements: a new ad starts as a draft. */
export const useCreateAdvertisement = () =>
  useAdMutation((body: AdvertisementCreate) => ({ method: 'POST', path: adPaths.list, options: { body } }));
