import { useCallback } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useLocalStorage } from '@mantine/hooks';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@coachyard/contract';
import type { TranslationFields } from './translation-fields';

const SOURCE_KEY = 'translationSourceLanguage';
/** "No source": the translator works without a reference text. */
export const NO_SOURCE = 'none';

/**
 * The language rules of SPEC §4's Translation form, for any react-hook-form whose values include
 * `languages` and `translations`: toggling a language on clears its text and makes it required,
 * toggling it off drops its rule; with nothing selected, submitting selects the first language.
 * Also the translators' help: a source language (remembered in this browser) shown beside the others.
 */
export function useTranslationEditor<T extends TranslationFields>(typedForm: UseFormReturn<T>) {
  // The editor only touches its own two fields, which every T has.
  const form = typedForm as unknown as UseFormReturn<TranslationFields>;
  const languages = useWatch({ control: form.control, name: 'languages' });
  const texts = useWatch({ control: form.control, name: 'translations' });
  const [storedSource, setSourceLanguage] = useLocalStorage<string>({
    key: SOURCE_KEY,
    defaultValue: DEFAULT_LANGUAGE,
    getInitialValueInEffect: false,
  });
  const sourceLanguage: Language | null = isLanguage(storedSource) ? storedSource : null;

  const toggleLanguage = useCallback(
    (language: Language) => {
      const selected = form.getValues('languages');
      if (selected.includes(language)) {
        form.setValue(
          'languages',
          selected.filter((code) => code !== language),
          { shouldDirty: true },
        );
        form.clearErrors(`translations.${language}`);
        return;
      }
      form.setValue(`translations.${language}`, '', { shouldDirty: true });
      form.setValue(
        'languages',
        LANGUAGES.filter((code) => code === language || selected.includes(code)),
        { shouldDirty: true },
      );
      form.clearErrors('languages');
    },
    [form],
  );

  /** SPEC §4: on submit, if no language is selected the first language is selected. */
  const ensureOneLanguage = useCallback(() => {
    if (form.getValues('languages').length === 0) toggleLanguage(LANGUAGES[0]);
  }, [form, toggleLanguage]);

  /** The reference text shown beside `language`'s text area, if any. */
  const sourceTextFor = (language: Language): string | null => {
    if (!sourceLanguage || sourceLanguage === language || !languages?.includes(sourceLanguage)) return null;
    const text = texts?.[sourceLanguage]?.trim();
    return text ? text : null;
  };

  return {
    languages: languages ?? [],
    toggleLanguage,
    ensureOneLanguage,
    sourceLanguage,
    setSourceLanguage: (value: string) => setSourceLanguage(isLanguage(value) ? value : NO_SOURCE),
    sourceTextFor,
  };
}
export type TranslationEditorState = ReturnType<typeof useTranslationEditor>;
