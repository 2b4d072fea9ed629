import { useQuery } from '@tanstack/react-query';
import {
  advertisementPerformanceSchema,
  stockPerformanceSchema,
  type AdvertisementPerformance,
  type StockPerformance,
} from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { adKeys, adPaths } from './query-keys';

/** GET /advertisements/{id}/performance: the last 30 days (issue 29), under the ads' root like the signals. */
export const useAdPerformance = (id: string) =>
  useQuery({
    queryKey: [...adKeys.root, 'performance', id],
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && advertisementPerformanceSchema,
        await api.get<AdvertisementPerformance>(adPaths.performance(id), undefined, signal),
      ),
  });

/** GET /advertisements/performance: the caller's stock over the last 30 days (issue 29). */
export const useStockPerformance = () =>
  useQuery({
    queryKey: [...adKeys.root, 'stock-performance'],
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && stockPerformanceSchema,
        await api.get<StockPerformance>(adPaths.stockPerformance, undefined, signal),
      ),
  });
