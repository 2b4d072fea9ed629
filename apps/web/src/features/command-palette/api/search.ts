import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchResultSchema } from '@coachyard/contract';
import { answerAs, api } from '@/lib/api-client';

export const SEARCH_MIN_LENGTH = 2;

/** GET /search: what the caller may open that matches `q` (nothing is asked below two letters). */
export function useSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['search', text],
    queryFn: async ({ signal }) =>
      answerAs(import.meta.env.DEV && searchResultSchema, await api.get('/search', { q: text }, signal)),
    enabled: text.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
