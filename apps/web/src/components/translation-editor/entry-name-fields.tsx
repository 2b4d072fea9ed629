import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/lib/i18n';
import type { EntryFormValues } from '@/components/translation-editor';

/** Hints under the inputs, so that Description and Key stay aligned whichever has a hint. */
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** Description and Key of a market or a place: both fixed once created (SPEC §4). */
export function EntryNameFields<V extends EntryFormValues>({
  form: typedForm,
  isEdit,
}: {
  form: UseFormReturn<V>;
  isEdit: boolean;
}) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const form = typedForm as unknown as UseFormReturn<EntryFormValues>;
  const { errors } = form.formState;
  const lockedHint = isEdit ? t('translationForm.lockedHint') : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        {...form.register('name')}
        label={t('translationForm.name')}
        required
        disabled={isEdit}
        description={lockedHint}
        error={message(errors.name?.message)}
        autoComplete="off"
        inputWrapperOrder={HINT_BELOW}
      />
      <TextInput
        {...form.register('slug')}
        label={t('translationForm.slug')}
        required
        disabled={isEdit}
        description={lockedHint ?? t('translationForm.slugHint')}
        error={message(errors.slug?.message)}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        inputWrapperOrder={HINT_BELOW}
      />
    </SimpleGrid>
  );
}
