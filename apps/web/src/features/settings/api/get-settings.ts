import { useQuery } from '@tanstack/react-query';
import { settingsStateSchema, type SettingsState } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { settingsKeys, settingsPaths } from './query-keys';

/** GET /settings: every group with its values and the version a save sends back. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && settingsStateSchema,
        await api.get(`/${settingsPaths.all}`, undefined, signal),
      ) as SettingsState,
  });
}
