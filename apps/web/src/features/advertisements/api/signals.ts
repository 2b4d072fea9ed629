import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  advertisementSignalsSchema,
  type AdvertisementSignals,
  type AdvertisementSignalsPreview,
} from '@coachyard/contract';
import { api, answerAs, apiRequest } from '@/lib/api-client';
import { adKeys, adPaths } from './query-keys';

/**
 * GET /advertisements/{id}/signals: computed afresh on every read, so it lives under the ads' root and a write
 * (a status move from the review queue, a photo) asks for it again.
 */
export const adSignalsQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: [...adKeys.root, 'signals', id],
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && advertisementSignalsSchema,
        await api.get<AdvertisementSignals>(adPaths.signals(id!), undefined, signal),
      ),
    enabled: Boolean(id),
  });

export const useAdSignals = (id: string | null) => useQuery(adSignalsQueryOptions(id));

/**
 * POST /advertisements/signals/preview: the health of the form as it stands (`draft` null until there is one).
 * The last answer stays shown while the next is asked, so the panel does not blink as the dealer types.
 */
export const useSignalsPreview = (draft: AdvertisementSignalsPreview | null) =>
  useQuery({
    queryKey: [...adKeys.root, 'signals-preview', draft],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<AdvertisementSignals>('POST', adPaths.signalsPreview, {
          body: draft,
          signal,
        })
      ).data,
    enabled: draft !== null,
    placeholderData: keepPreviousData,
  });
