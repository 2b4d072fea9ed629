import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { trashPageSchema } from '@coachyard/contract';
import { answerAs, api, type Query } from '@/lib/api-client';

export const trashKeys = {
  all: ['trash'] as const,
  list: (query: Query) => ['trash', 'list', query] as const,
};

/** GET /trash: what was deleted, newest first, filtered by namespace and text. */
export function useTrash(query: Query) {
  return useQuery({
    queryKey: trashKeys.list(query),
    queryFn: async ({ signal }) =>
      answerAs(import.meta.env.DEV && trashPageSchema, await api.get('/trash', query, signal)),
    placeholderData: keepPreviousData,
  });
}
