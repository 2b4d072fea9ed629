import { zodResolver } from '@hookform/resolvers/zod';
import { makeUserFormSchema, userSchema, type UserFormOptions } from '@coachyard/contract';

// Loaded when the user form first checks or meets a stale save, with the contract's schemas and zod (issue 30).

export const userFormResolver = (options: UserFormOptions) => zodResolver(makeUserFormSchema(options));

/** The user as now saved, from a 409's `current`, if that is one. */
export const savedUserOf = (value: unknown) => {
  const parsed = userSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
