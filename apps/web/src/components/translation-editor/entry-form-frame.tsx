import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResultDialog } from '@/components/result-dialog';
import type { EntryFormValues } from './entry-form';
import { EntryNameFields } from './entry-name-fields';
import { TranslationEditor } from './translation-editor';
import type { TranslationEditorState } from './use-translation-editor';

interface EntryFormFrameProps<V extends EntryFormValues> {
  state: {
    form: UseFormReturn<V>;
    editor: TranslationEditorState;
    isEdit: boolean;
    submit: (event?: BaseSyntheticEvent) => Promise<void>;
    isSubmitting: boolean;
  };
  /** The result dialog's domain. */
  domain: string;
  richText?: boolean;
  /** The entry's own fields, between the texts and the flags. */
  children?: ReactNode;
  /** The Active (and Exposable) switches. */
  flags: ReactNode;
  /** Where CANCEL leads: the list the form was opened from. */
  cancelTo: string;
}

/**
 * SPEC §2 Translation form, for a lookup entry, a market or a place: Description, Key, a toggle per
 * language with a text area per selected language, the entry's own fields, its flags, save (KAYDET)
 * and CANCEL, and the result dialog.
 */
export function EntryFormFrame<V extends EntryFormValues>({
  state,
  domain,
  richText = false,
  children,
  flags,
  cancelTo,
}: EntryFormFrameProps<V>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, editor, isEdit, submit, isSubmitting } = state;
  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(isEdit ? 'translationForm.editLabel' : 'translationForm.createLabel')}
      >
        <Stack gap="md" maw={1040}>
          <Paper withBorder p="lg">
            <EntryNameFields form={form} isEdit={isEdit} />
          </Paper>
          <Paper withBorder p="lg">
            <TranslationEditor form={form} editor={editor} richText={richText} />
          </Paper>
          {children}
          <Paper withBorder p="lg">
            {flags}
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
      <ResultDialog domain={domain} />
    </>
  );
}
