import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsGroupStateSchema, type SettingsGroup, type SettingsGroupState } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateAfterSettingsSave, settingsPaths } from './query-keys';

/** PUT /settings/{group}: the whole group with the version it was read at (409 with the current group when stale). */
export function useSaveSettingsGroup<G extends SettingsGroup>(group: G) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { version: number; values: SettingsGroupState<G>['values'] }) => {
      const response = await apiRequest('PUT', `/${settingsPaths.group(group)}`, { body });
      return {
        ...response,
        data: answerAs(
          import.meta.env.DEV && settingsGroupStateSchema,
          response.data,
        ) as SettingsGroupState<G>,
      };
    },
    onSettled: () => invalidateAfterSettingsSave(queryClient),
  });
}
