import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@coachyard/contract';
import { changeLanguage, currentLanguage } from '@/lib/language';

/**
 * The language switcher over the 8 languages, each named in its own language (SPEC §9). A native
 * select: keyboard and screen-reader friendly everywhere, and light enough for the sign-in page.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('shell.language')}
      value={currentLanguage()}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (isLanguage(language)) void changeLanguage(language);
      }}
      leftSection={<IconLanguage size={16} aria-hidden="true" />}
      w={{ base: 118, sm: 150 }}
    >
      {LANGUAGES.map((language) => (
        // Each name in its own language, marked so a screen reader pronounces it right.
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </NativeSelect>
  );
}
