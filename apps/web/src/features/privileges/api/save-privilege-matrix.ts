import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privilegeMatrixSchema, type PrivilegeMatrixUpdate } from '@coachyard/contract';
import { permissionsQueryKey } from '@/features/auth';
import { apiRequest, answerAs } from '@/lib/api-client';
import { privilegeKeys, privilegePaths } from './query-keys';

/**
 * PUT /privileges/matrix with the version it was read at (409 with the current matrix when stale). The saved
 * matrix replaces the cached one, and the signed-in user's own privileges are asked again: their sidebar follows.
 */
export function useSavePrivilegeMatrix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrivilegeMatrixUpdate) => {
      const response = await apiRequest('PUT', privilegePaths.matrix, { body });
      return { ...response, data: answerAs(import.meta.env.DEV && privilegeMatrixSchema, response.data) };
    },
    onSuccess: (response) => {
      queryClient.setQueryData(privilegeKeys.matrix, response.data);
      return queryClient.invalidateQueries({ queryKey: permissionsQueryKey });
    },
  });
}
