import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  SETTINGS_SCHEMAS,
  settingsGroupStateSchema,
  type SettingsGroup,
  type SettingsValues,
} from '@coachyard/contract';

// Loaded when a settings group first checks or meets a stale save, with the contract's schemas and zod (issue 30).

/** One group's schema checks that group's values; the generic group is narrowed here once. */
export const settingsResolver = <G extends SettingsGroup>(group: G) =>
  zodResolver(SETTINGS_SCHEMAS[group] as never) as unknown as Resolver<SettingsValues[G]>;

/** The group as now saved, from a 409's `current`, if that is one. */
export const savedGroupOf = (value: unknown) => {
  const parsed = settingsGroupStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
