import { useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADVERTISEMENT_LIMITS, LANGUAGES, type Language } from '@coachyard/contract';
import { PageTabs } from '@/components/page-tabs';
import { directionOf, useTranslateMessage } from '@/lib/i18n';
import type { AdEditor } from '../hooks/use-ad-editor';
import { GrowingTextarea } from '@/components/growing-textarea';
import { FormFieldset } from '@/components/form-fieldset';

type TextErrors = Partial<Record<Language, { message?: string }>> & { message?: string };

/**
 * Title and description per language, one tab each, starting at the ad's language. A tab whose title is
 * filled shows a check, so that a translator sees at a glance what is left.
 */
export function AdTexts({ editor }: { editor: AdEditor }) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const { control, register } = editor.form;
  const [lang, titles] = useWatch({ control, name: ['lang', 'title'] });
  const { errors } = useFormState({ control, name: ['title', 'description'] });
  const titleErrors = errors.title as TextErrors | undefined;
  const descriptionErrors = errors.description as TextErrors | undefined;
  const groupError = message(titleErrors?.message);
  const name = (code: Language) => t(`translationForm.languageNames.${code}`);
  const [open, setOpen] = useState<Language>(lang);

  return (
    <FormFieldset legend={t('adForm.sections.texts')}>
      {groupError ? (
        <Text c="var(--mantine-color-error)" size="sm" mb="xs" role="alert">
          {groupError}
        </Text>
      ) : null}
      <PageTabs
        label={t('adForm.textLanguages')}
        tabs={LANGUAGES.map((code) => ({
          value: code,
          label: name(code),
          after: titles?.[code]?.trim() ? (
            <IconCircleCheck size={14} color="var(--mantine-color-green-6)" aria-hidden="true" />
          ) : null,
        }))}
        value={open}
        onChange={setOpen}
        panelPt="md"
        panels={Object.fromEntries(
          LANGUAGES.map((code) => [
            code,
            <Stack key={code} gap="md">
              <TextInput
                {...register(`title.${code}`)}
                label={t('adForm.fields.titleIn', { language: name(code) })}
                lang={code}
                dir={directionOf(code)}
                maxLength={ADVERTISEMENT_LIMITS.titleMax}
                required={code === lang}
                error={message(titleErrors?.[code]?.message)}
              />
              <GrowingTextarea
                {...register(`description.${code}`)}
                label={t('adForm.fields.descriptionIn', { language: name(code) })}
                lang={code}
                dir={directionOf(code)}
                minRows={4}
                maxRows={12}
                maxLength={ADVERTISEMENT_LIMITS.descriptionMax}
                error={message(descriptionErrors?.[code]?.message)}
              />
            </Stack>,
          ]),
        )}
      />
    </FormFieldset>
  );
}
