import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadErasureSchema } from '@coachyard/contract';
import { answerAs, apiRequest } from '@/lib/api-client';
import { leadKeys, leadPaths } from './query-keys';

/** POST /leads/personal-data/erase: the address's data erased, its leads kept anonymised. */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const response = await apiRequest('POST', leadPaths.erase, { body: { email } });
      return { ...response, data: answerAs(import.meta.env.DEV && leadErasureSchema, response.data) };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadKeys.root }),
  });
}
