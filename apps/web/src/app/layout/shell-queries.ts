import type { Namespace } from '@coachyard/contract';
import { currentUserQueryOptions, permissionsQueryOptions } from '@/features/auth';
import { isLeadInbox, unreadLeadCountsQueryOptions } from '@/features/leads';
import { publicSettingsQueryOptions } from '@/features/settings';
import { myPreferencesQueryOptions } from '@/components/data-table/preferences-api';
import { getStoredUser } from '@/lib/auth';
import { mayOpen } from '@/lib/permissions';
import { getStoredLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/**
 * The shell's first queries, started as soon as its code is there, before its first render (`lazyPage`): the
 * menu's privileges, the profile check, the public settings, the lists' column choices and, once the privileges
 * show a lead inbox in the menu, its unread counts. Their answers then
 * mostly arrive while the screen is still drawn in slices, and the first render shows them; asked for by the
 * first render's effects instead, each answer rendered the shell and the screen again in one task (issue 30).
 * Each is asked for as its hook would (same key and options), so the hook finds it on its way.
 */
export function startQueries() {
  const user = getStoredUser();
  if (!user) return;
  void queryClient.fetchQuery(permissionsQueryOptions(user.role)).then(
    (permissions) => {
      const namespaces = Object.keys(permissions.privileges) as Namespace[];
      if (namespaces.some((namespace) => isLeadInbox(namespace) && mayOpen(permissions, namespace)))
        void queryClient.prefetchQuery(unreadLeadCountsQueryOptions);
    },
    () => undefined, // The menu says so.
  );
  void queryClient.prefetchQuery(currentUserQueryOptions);
  void queryClient.prefetchQuery(publicSettingsQueryOptions(getStoredLanguage()));
  void queryClient.prefetchQuery(myPreferencesQueryOptions);
}
