import { modelRelationSchema } from '@coachyard/contract';

// Loaded when a save meets a stale version, with the contract's schemas and zod (issue 30).

/** The relation as now saved, from a 409's `current`, if that is one. */
export const savedRelationOf = (value: unknown) => {
  const parsed = modelRelationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
