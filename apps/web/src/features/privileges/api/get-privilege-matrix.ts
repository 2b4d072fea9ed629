import { useQuery } from '@tanstack/react-query';
import { privilegeMatrixSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { privilegeKeys, privilegePaths } from './query-keys';

/** GET /privileges/matrix: every role's actions per namespace, the hierarchy, and the version a save sends. */
export function usePrivilegeMatrix() {
  return useQuery({
    queryKey: privilegeKeys.matrix,
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && privilegeMatrixSchema,
        await api.get(privilegePaths.matrix, undefined, signal),
      ),
  });
}
