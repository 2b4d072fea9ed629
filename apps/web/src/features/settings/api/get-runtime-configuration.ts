import { useQuery } from '@tanstack/react-query';
import { runtimeConfigurationSchema } from '@coachyard/contract';
import { api, answerAs } from '@/lib/api-client';
import { settingsKeys, settingsPaths } from './query-keys';

/** GET /settings/runtime: environment, version, database, storage and Redis of the running server. */
export function useRuntimeConfiguration() {
  return useQuery({
    queryKey: settingsKeys.runtime,
    queryFn: async ({ signal }) =>
      answerAs(
        import.meta.env.DEV && runtimeConfigurationSchema,
        await api.get(`/${settingsPaths.runtime}`, undefined, signal),
      ),
  });
}
