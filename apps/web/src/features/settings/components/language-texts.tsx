import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { LANGUAGE_NAMES, LANGUAGES } from '@coachyard/contract';
import { directionOf } from '@/lib/i18n';
import { useFieldError } from '../hooks/use-field-error';
import { GrowingTextarea } from '@/components/growing-textarea';
import { FormFieldset } from '@/components/form-fieldset';

interface LanguageTextsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The group's per-language field, e.g. `title_template`. */
  name: string;
  legend: string;
  description?: string;
  multiline?: boolean;
}

/**
 * One short text in each of the 8 languages side by side, each written in its own direction: a setting every
 * language needs (unlike a lookup entry's translations, where the editor chooses the languages).
 */
export function LanguageTexts<T extends FieldValues>({
  form,
  name,
  legend,
  description,
  multiline,
}: LanguageTextsProps<T>) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  return (
    <FormFieldset legend={legend} variant="unstyled">
      {description ? (
        <p style={{ margin: '0 0 var(--mantine-spacing-xs)', fontSize: 'var(--mantine-font-size-sm)' }}>
          {description}
        </p>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="xs">
        {LANGUAGES.map((language) => {
          const props = {
            ...form.register(`${name}.${language}` as Path<T>, {
              setValueAs: (value: string | undefined) => value?.trim() || undefined,
            }),
            label: t('settings.inLanguage', { field: legend, language: LANGUAGE_NAMES[language] }),
            lang: language,
            dir: directionOf(language),
            // The group's own message (e.g. "enter content in a language") shows under the first field.
            error: errorOf(`${name}.${language}`) ?? (language === LANGUAGES[0] ? errorOf(name) : undefined),
          };
          return multiline ? (
            <GrowingTextarea key={language} {...props} minRows={2} />
          ) : (
            <TextInput key={language} {...props} />
          );
        })}
      </SimpleGrid>
    </FormFieldset>
  );
}
