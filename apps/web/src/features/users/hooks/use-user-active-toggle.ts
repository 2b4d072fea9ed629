import { useCallback } from 'react';
import { translateMessage, type UserListItem } from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useActionResult } from '@/components/use-action-result';
import { users } from '../api/resources';
import { USERS_DOMAIN } from '../result-domain';

/**
 * The list's in-place activate/deactivate: PATCH { is_active, version }. While it runs the switch shows
 * the value asked for; a refusal (a stale row, one's own account) shows the API's message.
 */
export function useUserActiveToggle() {
  const patch = users.usePatch({});
  const { fail } = useActionResult(USERS_DOMAIN);
  const pending = patch.isPending ? patch.variables : undefined;

  const { mutateAsync } = patch;
  // One function while the mutation is the same: the list's columns keep their identity (`useUserColumns`).
  const toggle = useCallback(
    (user: UserListItem) =>
      mutateAsync({
        id: user.id,
        body: { is_active: user.is_active === 1 ? 0 : 1, version: user.version },
      }).catch((error: unknown) =>
        fail(isApiError(error) ? error.detail : translateMessage('errors.internal', currentLanguage())),
      ),
    [mutateAsync, fail],
  );

  // The switch in flight shows the value asked for.
  return { toggle, pendingId: pending?.id ?? null, pendingActive: pending?.body.is_active === 1 };
}
export type UserActiveToggle = ReturnType<typeof useUserActiveToggle>;
