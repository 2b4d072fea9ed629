import { z } from 'zod';
import type { UserFormOptions, UserFormValues } from './user-form.ts';
import { userIssues } from './user-rules.ts';

/**
 * The User form's rules for react-hook-form + zodResolver: every rule of SPEC §5 from `userIssues` (hidden fields
 * of other roles are ignored), errors as message keys (MESSAGES) at the form's field names.
 */

const flag = z.union([z.literal(0), z.literal(1), z.boolean()]);
const optionalText = z.string().nullable().optional();

export const userFormShape = {
  role: optionalText,
  first_name: optionalText,
  last_name: optionalText,
  email_address: optionalText,
  phone_number: optionalText,
  phone_extension: optionalText,
  password: optionalText,
  password_confirmation: optionalText,
  country: optionalText,
  city: optionalText,
  languages: z.array(z.string()).nullable().optional(),
  time_zone: optionalText,
  start_time: optionalText,
  end_time: optionalText,
  lat: optionalText,
  lng: optionalText,
  address: optionalText,
  is_active: flag.optional(),
  profile_picture: optionalText,
};

/** Typed by the form's values, so that the rules and the values the form holds cannot drift apart. */
export const makeUserFormSchema = ({
  mode,
  passwordChanging = false,
}: UserFormOptions): z.ZodType<UserFormValues, UserFormValues> =>
  z.object(userFormShape).superRefine((values, context) => {
    const options = { mode, passwordChanging, otherRoleValues: 'ignore' } as const;
    for (const issue of userIssues(values, options)) {
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
