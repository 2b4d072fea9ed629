import { entryFormErrors } from '@/components/entry-rules';
import type { LookupFormValues } from './lookup-form-values';

// Loaded when a lookup form first checks, with the contract's schemas and zod (issue 30).

/** SPEC §5 Translation form with the contract's own schemas and messages (see entryFormErrors). */
export const validateLookupForm = (values: LookupFormValues, { richText = false } = {}) =>
  entryFormErrors(values, { richText });
