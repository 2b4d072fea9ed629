import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  advertisementPerformanceSchema,
  stockPerformanceSchema,
  type AdvertisementPerformance,
  type StockPerformance,
} from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { adKeys, adPaths } from './query-keys';

/** The days asked for, both ends included (UTC). */
export interface PerformanceDays {
  from: string;
  to: string;
}

/** GET /advertisements/{id}/performance over the window chosen (issue 29), under the ads' root like the signals. */
export const useAdPerformance = (id: string, days: PerformanceDays) =>
  useQuery({
    queryKey: [...adKeys.root, 'performance', id, days.from, days.to],
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && advertisementPerformanceSchema,
        await api.get<AdvertisementPerformance>(adPaths.performance(id), { ...days }, signal),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /advertisements/performance: the caller's stock over the window chosen (issue 29). */
export const useStockPerformance = (days: PerformanceDays) =>
  useQuery({
    queryKey: [...adKeys.root, 'stock-performance', days.from, days.to],
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && stockPerformanceSchema,
        await api.get<StockPerformance>(adPaths.stockPerformance, { ...days }, signal),
      ),
    placeholderData: keepPreviousData,
  });
