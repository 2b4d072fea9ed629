import type { ScreenParams } from '@/lib/resource-hooks';
import { formSettingsQueryOptions } from '@/features/settings';
import { getStoredUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { citiesQueryOptions } from './get-cities';
import { lookupItemsQueryOptions } from './get-lookup-options';
import { OWN_ACCOUNT, users } from './resources';

/**
 * The user form's `startQueries` (`lazy-page.ts`): what its first render reads — the user (an edit), the roles
 * and countries, the form settings (photo size, working hours) and the cities of the country the form opens on
 * (the user's, or a new user's default: the profile's) — asked for as soon as the code is there, as each hook
 * asks for it. Not the languages: only a representative's work fields show them.
 */
export function startUserForm({ id }: ScreenParams) {
  const session = getStoredUser();
  if (!session) return undefined;
  const startCities = (country: string | null | undefined) =>
    country ? queryClient.prefetchQuery(citiesQueryOptions(country)) : undefined;
  return Promise.allSettled([
    ...(['roles', 'countries'] as const).map((slug) =>
      queryClient.prefetchQuery(lookupItemsQueryOptions(slug)),
    ),
    queryClient.prefetchQuery(formSettingsQueryOptions),
    id
      ? users.startOne({}, id === session.id ? OWN_ACCOUNT : id).then((user) => startCities(user?.country))
      : startCities(session.country),
  ]);
}
