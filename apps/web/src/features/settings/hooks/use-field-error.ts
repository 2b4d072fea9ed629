import { get, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslateMessage } from '@/lib/i18n';

/** The first message of a (nested) field, translated: what the field shows under it. */
export function useFieldError<T extends FieldValues>(form: UseFormReturn<T>) {
  const { errors } = useFormState({ control: form.control });
  const message = useTranslateMessage();
  return (path: string): string | undefined =>
    message((get(errors, path) as { message?: string } | undefined)?.message);
}
