import { queryOptions, useQuery } from '@tanstack/react-query';
import { formSettingsSchema, type FormSettings } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { settingsKeys, settingsPaths } from './query-keys';

/** GET /settings/forms: the working hours and listing limits the user and advertisement forms follow. */
export const formSettingsQueryOptions = queryOptions({
  queryKey: settingsKeys.forms,
  queryFn: async ({ signal }) =>
    answerAs(
      import.meta.env.DEV && formSettingsSchema,
      await api.get(`/${settingsPaths.forms}`, undefined, signal),
    ) as FormSettings,
});

export const useFormSettings = () => useQuery(formSettingsQueryOptions);
