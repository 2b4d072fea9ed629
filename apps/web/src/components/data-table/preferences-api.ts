import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preference, PreferenceValue } from '@coachyard/contract';
import { api } from '@/lib/api-client';

/**
 * The signed-in user's preferences (GET/PUT /users/me/preferences), kept on the server so a choice follows the
 * user to another browser. They change only through this tab's saves, so they are read once per sign-in.
 */
const preferenceKeys = { all: ['users', 'me', 'preferences'] as const };
const PATH = '/users/me/preferences';

/** GET /users/me/preferences: every preference of the signed-in user (the lists' columns). */
export const myPreferencesQueryOptions = queryOptions({
  queryKey: preferenceKeys.all,
  queryFn: ({ signal }) => api.get<Preference[]>(PATH, {}, signal),
  staleTime: Infinity,
});

export const useMyPreferences = () => useQuery(myPreferencesQueryOptions);

/**
 * PUT /users/me/preferences/{key}: the choice is shown at once, saves of one key go one after another (each
 * sends the version the previous one returned), and a 409 from another browser's save reads the stored ones
 * again.
 */
export function useSavePreference(key: string) {
  const queryClient = useQueryClient();
  const stored = () =>
    queryClient.getQueryData<Preference[]>(preferenceKeys.all)?.find((preference) => preference.key === key);
  const replace = (preference: Preference) =>
    queryClient.setQueryData<Preference[]>(preferenceKeys.all, (all = []) => [
      ...all.filter((one) => one.key !== key),
      preference,
    ]);
  return useMutation({
    scope: { id: `preference ${key}` },
    onMutate: async (value: PreferenceValue) => {
      // A read still on its way would overwrite the choice just shown with the stored one.
      await queryClient.cancelQueries({ queryKey: preferenceKeys.all });
      replace({ key, value, version: stored()?.version ?? 0 });
    },
    mutationFn: async (value: PreferenceValue) => {
      const body = { value, version: stored()?.version ?? 0 };
      return api.put<Preference>(`${PATH}/${encodeURIComponent(key)}`, body);
    },
    onSuccess: replace,
    onError: () => queryClient.invalidateQueries({ queryKey: preferenceKeys.all }),
  });
}
