import { useId } from 'react';
import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@coachyard/contract';
import { directionOf, useTranslateMessage } from '@/lib/i18n';
import { LanguageToggles } from './language-toggles';
import { SourceText } from './source-text';
import type { TranslationFields } from './translation-fields';
import { NO_SOURCE, type TranslationEditorState } from './use-translation-editor';
import { GrowingTextarea } from '@/components/growing-textarea';
import { FormFieldset } from '@/components/form-fieldset';

interface TranslationEditorProps<T extends TranslationFields> {
  form: UseFormReturn<T>;
  editor: TranslationEditorState;
  /** Rich-text tables take HTML: taller text areas. */
  richText?: boolean;
}

/**
 * The languages part of the Translation form (SPEC §2): the language toggles, then one text area per
 * selected language, labelled with the language's name, with the source language's text beside it.
 */
export function TranslationEditor<T extends TranslationFields>({
  form: typedForm,
  editor,
  richText = false,
}: TranslationEditorProps<T>) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const form = typedForm as unknown as UseFormReturn<TranslationFields>;
  const { errors } = useFormState({ control: form.control });
  const groupErrorId = useId();
  const groupError = message(errors.languages?.message ?? errors.languages?.root?.message);
  const hasSource = editor.languages.some((code) => editor.sourceTextFor(code) !== null);
  const languageName = (code: string) => t(`translationForm.languageNames.${code}`);

  return (
    <FormFieldset legend={t('translationForm.content')} variant="unstyled" legendGap="xs">
      <Stack gap="md">
        <LanguageToggles
          selected={editor.languages}
          onToggle={editor.toggleLanguage}
          describedBy={groupError ? groupErrorId : undefined}
        />
        {groupError ? (
          <Text
            id={groupErrorId}
            fz="calc(var(--mantine-font-size-sm) - 2px)"
            c="var(--mantine-color-error)"
            role="alert"
          >
            {groupError}
          </Text>
        ) : null}
        <NativeSelect
          label={t('translationForm.sourceLanguage')}
          description={t('translationForm.sourceHint')}
          value={editor.sourceLanguage ?? NO_SOURCE}
          onChange={(event) => editor.setSourceLanguage(event.currentTarget.value)}
          data={[
            { value: NO_SOURCE, label: t('translationForm.noSource') },
            ...LANGUAGES.map((code) => ({ value: code, label: languageName(code) })),
          ]}
          maw={320}
        />
        {editor.languages.map((code) => {
          const source = editor.sourceTextFor(code);
          // With a source language every row has two columns, the source's own row an empty second one.
          return (
            <SimpleGrid key={code} cols={{ base: 1, md: hasSource ? 2 : 1 }} spacing="md">
              <GrowingTextarea
                {...form.register(`translations.${code}`)}
                label={languageName(code)}
                lang={code}
                dir={directionOf(code)}
                required
                minRows={richText ? 5 : 2}
                maxRows={richText ? 16 : 8}
                error={message(errors.translations?.[code]?.message)}
              />
              {source ? <SourceText language={editor.sourceLanguage!} text={source} /> : null}
            </SimpleGrid>
          );
        })}
      </Stack>
    </FormFieldset>
  );
}
