import { loginFormSchema, loginResponseSchema, type LoginForm } from '@coachyard/contract';
import { answerAs } from '@/lib/api-client';

/** A message key per field that breaks a rule: the first one of each, as the form shows them (SPEC §2). */
export type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/**
 * The zod side of signing in: the form's rules (SPEC §5) and the shape of POST /auth's answer.
 * Loaded on the first interaction with the form (see `loadLoginSchemas`), not with the page.
 */
export function validateLogin(values: LoginForm): { values?: LoginForm; errors: LoginErrors } {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

export const parseLoginResponse = (data: unknown) =>
  answerAs(import.meta.env.DEV && loginResponseSchema, data);
