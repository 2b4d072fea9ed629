import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, loginResponseSchema } from '@coachyard/contract';
import { answerAs } from '@/lib/api-client';

/**
 * The zod side of signing in: the form's rules (SPEC §5) and the shape of POST /auth's answer.
 * Loaded on the first interaction with the form (see `loadLoginSchemas`), not with the page.
 */
export const loginResolver = zodResolver(loginFormSchema);
export const parseLoginResponse = (data: unknown) =>
  answerAs(import.meta.env.DEV && loginResponseSchema, data);
