import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  settingsHistoryEntrySchema,
  type SettingsGroup,
  type SettingsHistoryEntry,
} from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { settingsKeys, settingsPaths } from './query-keys';

const historySchema = z.array(settingsHistoryEntrySchema);

/** GET /settings/{group}/history: the group's versions, newest first, each with who saved it and what changed. */
export function useSettingsHistory(group: SettingsGroup, enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.history(group),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && historySchema,
        await api.get(`/${settingsPaths.history(group)}`, undefined, signal),
      ) as SettingsHistoryEntry[],
    enabled,
  });
}
