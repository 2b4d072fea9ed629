import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicSettingsSchema, type PublicSettings } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { settingsKeys, settingsPaths } from './query-keys';

/** How often an open page looks again: a maintenance notice switched on reaches everyone within a minute. */
const REFRESH_MILLISECONDS = 60_000;

/** GET /public/settings in `language`, as `usePublicSettings` reads it and the shell starts it. */
export const publicSettingsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: settingsKeys.public(language),
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && publicSettingsSchema,
        await api.get(`/${settingsPaths.public}`, undefined, signal),
      ) as PublicSettings,
  });

/**
 * GET /public/settings: the environment, the regions' price formats and the maintenance notice in the
 * reader's language. Every signed-in screen reads it (the header, the banner, prices).
 */
export function usePublicSettings() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({ ...publicSettingsQueryOptions(language), refetchInterval: REFRESH_MILLISECONDS });
}
