import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsGroupStateSchema, type SettingsGroup } from '@coachyard/contract';
import { apiRequest, answerAs } from '@/lib/api-client';
import { invalidateAfterSettingsSave, settingsPaths } from './query-keys';

/** POST /settings/{group}/history/{n}/restore: version n's values become a new version (409 when stale). */
export function useRestoreSettingsVersion(group: SettingsGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ restored, version }: { restored: number; version: number }) => {
      const response = await apiRequest('POST', `/${settingsPaths.restore(group, restored)}`, {
        body: { version },
      });
      return { ...response, data: answerAs(import.meta.env.DEV && settingsGroupStateSchema, response.data) };
    },
    onSettled: () => invalidateAfterSettingsSave(queryClient),
  });
}
