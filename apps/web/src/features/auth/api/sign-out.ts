import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELAYS_MS } from '@coachyard/contract';
import { api } from '@/lib/api-client';
import { clearStoredSession, markLoggedOut } from '@/lib/auth';
import { delay } from '@/lib/delay';

/** POST /auth/logout revokes the token; then SPEC §4: clear token and user, mark logged out after 500 ms. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // An already revoked or expired token must not keep anyone signed in: sign out regardless.
      await api.post('/auth/logout').catch(() => undefined);
      clearStoredSession();
      await delay(DELAYS_MS.logout);
      markLoggedOut('signed-out');
      queryClient.clear();
    },
  });
}
