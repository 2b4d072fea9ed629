import { useMutation, useQueryClient } from '@tanstack/react-query';
import { advertisementSchema, type Advertisement } from '@coachyard/contract';
import { apiRequest, type ApiResponse, type RequestOptions, answerAs } from '@/lib/api-client';
import { adKeys } from './query-keys';

export interface AdCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  options?: RequestOptions;
}

/**
 * A write that answers the whole ad: the answer (with its new version) replaces the cached ad, so the next
 * write sends the right version, and lists are asked for again.
 */
export function useAdMutation<V>(toCall: (variables: V) => AdCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V): Promise<ApiResponse<Advertisement>> => {
      const { method, path, options } = toCall(variables);
      const response = await apiRequest(method, path, options);
      return { ...response, data: answerAs(import.meta.env.DEV && advertisementSchema, response.data) };
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(adKeys.one(data.id), data);
      void queryClient.invalidateQueries({ queryKey: [...adKeys.root, 'list'] });
    },
  });
}
