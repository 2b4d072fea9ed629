import { feedCreateSchema, feedSchema, type FeedCreate } from '@coachyard/contract';
import type { FeedFormValues } from './feed-form-values';

// Loaded when the feed form is first saved or meets a stale save, with the contract's schemas and zod (issue 30).

/** The contract's rules on the body: each field's first message key, by form field. */
export function feedFormProblems(body: FeedCreate): Partial<Record<keyof FeedFormValues, string>> {
  const parsed = feedCreateSchema.safeParse(body);
  if (parsed.success) return {};
  const problems: Partial<Record<keyof FeedFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name') as keyof FeedFormValues;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** The feed as now saved, from a 409's `current`, if that is one. */
export const savedFeedOf = (value: unknown) => {
  const parsed = feedSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
