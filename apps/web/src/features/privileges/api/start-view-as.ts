import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@coachyard/contract';
import { api } from '@/lib/api-client';
import { privilegePaths } from './query-keys';

/** POST /privileges/view-as: a read-only session of the chosen user, for the ADMIN to see the app as it does. */
export const useStartViewAs = () =>
  useMutation({
    mutationFn: (userId: string) => api.post<LoginResponse>(privilegePaths.viewAs, { user_id: userId }),
  });
