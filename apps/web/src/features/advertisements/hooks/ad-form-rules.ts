import type { Resolver } from 'react-hook-form';
import { advertisementCreateSchema } from '@coachyard/contract';
import { nestErrors, toBody, type AdFormValues } from './ad-form-values';

// Loaded when the ad form first checks, with the contract's schemas and zod (issue 30).

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
