import { useAdMutation } from './ad-mutation';
import { adPaths } from './query-keys';

/** DELETE /advertisements/{id}/media/{mediaId}?version=N: remove a photo by id. */
export const useRemoveMedia = () =>
  useAdMutation(({ id, mediaId, version }: { id: string; mediaId: string; version: number }) => ({
    method: 'DELETE',
    path: adPaths.mediaOne(id, mediaId),
    options: { query: { version } },
  }));
