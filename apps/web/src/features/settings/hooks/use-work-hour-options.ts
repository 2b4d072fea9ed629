import { useMemo } from 'react';
import { DEFAULT_SETTINGS, hourRange } from '@coachyard/contract';
import { useFormSettings } from '../api/get-form-settings';

/** The user form's start and end hour choices, as the Working hours settings say (SPEC §2 until they load). */
export function useWorkHourOptions() {
  const { data } = useFormSettings();
  const hours = data?.working_hours ?? DEFAULT_SETTINGS.working_hours;
  return useMemo(
    () => ({
      start: hourRange(hours.start.from, hours.start.to, hours.step),
      end: hourRange(hours.end.from, hours.end.to, hours.step),
    }),
    [hours],
  );
}
