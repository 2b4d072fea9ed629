import { useAdMutation } from './ad-mutation';
import { adPaths } from './query-keys';

/** POST /advertisements/{id}/media/{mediaId}/cover. */
export const useSetCover = () =>
  useAdMutation(({ id, mediaId, version }: { id: string; mediaId: string; version: number }) => ({
    method: 'POST',
    path: adPaths.mediaCover(id, mediaId),
    options: { body: { version } },
  }));
