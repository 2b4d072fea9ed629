import { Button, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@coachyard/contract';

interface LanguageTogglesProps {
  selected: readonly Language[];
  onToggle: (language: Language) => void;
  describedBy?: string;
}

/** One toggle button per language, showing its upper-case code (SPEC §2), pressed when selected. */
export function LanguageToggles({ selected, onToggle, describedBy }: LanguageTogglesProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-label={t('translationForm.languages')} aria-describedby={describedBy}>
      {LANGUAGES.map((language) => {
        const pressed = selected.includes(language);
        return (
          <Button
            key={language}
            size="xs"
            miw={52}
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            title={t(`translationForm.languageNames.${language}`)}
            leftSection={pressed ? <IconCheck size={14} aria-hidden="true" /> : null}
            onClick={() => onToggle(language)}
          >
            {language.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
