import type { QueryClient } from '@tanstack/react-query';
import type { SettingsGroup } from '@coachyard/contract';
import { adKeys } from '@/features/advertisements';

/** Every settings query lives under one root: a save refreshes the groups and what the shell shows. */
const ROOT = ['settings'] as const;

export const settingsKeys = {
  root: ROOT,
  all: [...ROOT, 'all'] as const,
  runtime: [...ROOT, 'runtime'] as const,
  forms: [...ROOT, 'forms'] as const,
  /** Depends on the language: the public texts come translated. */
  public: (language: string) => [...ROOT, 'public', language] as const,
};

/**
 * A save changes the group, its history, and what every screen formats with; prices the API formatted
 * (the advertisement lists) are read again too.
 */
export const invalidateAfterSettingsSave = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ROOT }),
    queryClient.invalidateQueries({ queryKey: adKeys.root }),
  ]);

export const settingsPaths = {
  all: 'settings',
  group: (group: SettingsGroup) => `settings/${group}`,
  runtime: 'settings/runtime',
  forms: 'settings/forms',
  public: 'public/settings',
};
