import type { Resolver } from 'react-hook-form';
import { advertisementCreateSchema, advertisementSchema } from '@coachyard/contract';
import { nestErrors, toBody, type AdFormValues } from './ad-form-values';

// Loaded when the ad form first checks or meets a stale save, with the contract's schemas and zod (issue 30).

/** The contract's rules (advertisementCreateSchema) and messages, on what would be sent. */
export const adResolver =
  (withOwner: boolean): Resolver<AdFormValues> =>
  async (values) => {
    const result = advertisementCreateSchema.safeParse(toBody(values, { withOwner }));
    if (result.success) return { values, errors: {} };
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return { values: {}, errors: nestErrors(issues) };
  };

/** The ad as now saved, from a 409's `current`, if that is one. */
export const savedAdOf = (value: unknown) => {
  const parsed = advertisementSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
