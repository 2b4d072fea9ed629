import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/lib/i18n';
import { ResultDialog } from '@/components/result-dialog';
import { TranslationEditor } from '@/components/translation-editor';
import type { LookupEntry } from '../hooks/lookup-form-values';
import { LOOKUP_DOMAIN, useLookupForm } from '../hooks/use-lookup-form';
import { useLookupSave, type LookupTarget } from '../hooks/use-lookup-save';
import { LookupFlags } from './lookup-flags';

/** Hints under the inputs, so that Description and Key stay aligned whichever has a hint. */
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

interface LookupFormProps {
  /** A table's form or an item's: the same fields, rules and dialog (SPEC §2 "same … screens"). */
  target: LookupTarget;
  entry?: LookupEntry;
  richText?: boolean;
  /** Where CANCEL leads: the list the form was opened from. */
  cancelTo: string;
}

/**
 * SPEC §2 Translation form: Description, Key, a toggle per language with a text area per selected
 * language, Active, Exposable (with its tooltip), save (KAYDET) and CANCEL, and the result dialog.
 */
export function LookupForm({ target, entry, richText = false, cancelTo }: LookupFormProps) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const navigate = useNavigate();
  const save = useLookupSave(target, entry?.id);
  const { form, editor, isEdit, submit, isSubmitting } = useLookupForm({ entry, richText, ...save });
  const { errors } = form.formState;
  const lockedHint = isEdit ? t('translationForm.lockedHint') : undefined;

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(isEdit ? 'translationForm.editLabel' : 'translationForm.createLabel')}
      >
        <Stack gap="md" maw={1040}>
          <Paper withBorder p="lg">
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
          </Paper>
          <Paper withBorder p="lg">
            <TranslationEditor form={form} editor={editor} richText={richText} />
          </Paper>
          <Paper withBorder p="lg">
            <LookupFlags control={form.control} />
          </Paper>
          <Group gap="sm">
            <Button type="submit" loading={isSubmitting} miw={120}>
              {t('common.save')}
            </Button>
            <Button variant="default" onClick={() => navigate(cancelTo)} miw={120}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ResultDialog domain={LOOKUP_DOMAIN} />
    </>
  );
}
