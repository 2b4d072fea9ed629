import type { FieldErrors } from 'react-hook-form';
import { lookupNameSchema, lookupSlugSchema, type Language, type MessageKey } from '@coachyard/contract';
import { translationErrors, type EntryFormValues } from '@/components/translation-editor';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : (result.error?.issues[0]?.message as MessageKey | undefined);

/**
 * SPEC §5 Translation form with the contract's own schemas and messages: Description and Key, then the
 * rules of the selected languages; `more` adds a form's own fields' messages (field → message key).
 * Every rule is checked at once, so all problems show on one submit.
 */
export function entryFormErrors<V extends EntryFormValues>(
  values: V,
  { richText = false, more = {} }: { richText?: boolean; more?: Record<string, MessageKey | undefined> } = {},
) {
  const errors: Record<string, unknown> = {};
  const set = (path: string, message: MessageKey | undefined) => {
    if (!message) return;
    const error = { type: 'validate', message };
    const [head, language] = path.split('.') as [string, string | undefined];
    if (head === 'translations' && language) {
      const translations = (errors[head] ??= {}) as Partial<Record<Language, unknown>>;
      translations[language as Language] = error;
    } else errors[path] = error;
  };
  set('name', firstMessage(lookupNameSchema.safeParse(values.name)));
  set('slug', firstMessage(lookupSlugSchema.safeParse(values.slug)));
  for (const [path, message] of Object.entries(translationErrors(values, { richText }))) set(path, message);
  for (const [path, message] of Object.entries(more)) set(path, message);
  return errors as FieldErrors<V>;
}
