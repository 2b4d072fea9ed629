import { useMemo } from 'react';
import { DEFAULT_SETTINGS, workHourOptionsOf } from '@coachyard/contract';
import { useFormSettings } from '../api/get-form-settings';

/** The user form's start and end hour choices, as the Working hours settings say (SPEC §2 until they load). */
export function useWorkHourOptions() {
  const hours = useFormSettings().data?.working_hours ?? DEFAULT_SETTINGS.working_hours;
  return useMemo(() => workHourOptionsOf(hours), [hours]);
}
