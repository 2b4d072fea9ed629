import type { AdvertisementMediaAdd } from '@coachyard/contract';
import { useAdMutation } from './ad-mutation';
import { adPaths } from './query-keys';

/** POST /advertisements/{id}/media: attach a photo uploaded under the `advertisements` namespace. */
export const useAddMedia = () =>
  useAdMutation(({ id, body }: { id: string; body: AdvertisementMediaAdd }) => ({
    method: 'POST',
    path: adPaths.media(id),
    options: { body },
  }));
