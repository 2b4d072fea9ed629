import '@mantine/core/styles/Tabs.css';
import { Tabs, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type ContentLanguageState, type Language } from '@coachyard/contract';

/** A tab per language, named with its state ("Deutsch — missing"), so a missing or outdated one is seen at once. */
export function LanguageTabs({
  active,
  onChange,
  stateOf,
  outdated,
}: {
  active: Language;
  onChange: (language: Language) => void;
  stateOf: (language: Language) => ContentLanguageState;
  outdated: readonly Language[];
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={active} onChange={(value) => value && onChange(value as Language)} keepMounted={false}>
      <Tabs.List aria-label={t('content.languagesLabel')}>
        {LANGUAGES.map((language) => {
          const state = stateOf(language);
          return (
            <Tabs.Tab
              key={language}
              value={language}
              c={state === 'missing' ? 'red.8' : undefined}
              // Eight tabs in one row on a phone.
              px={{ base: 8, sm: 'md' }}
            >
              <span aria-hidden="true">
                {language.toUpperCase()}
                {outdated.includes(language) ? ' !' : ''}
              </span>
              <VisuallyHidden>
                {`${t(`translationForm.languageNames.${language}`)} — ${t(`content.states.${state}`)}${outdated.includes(language) ? ` — ${t('content.outdated')}` : ''}`}
              </VisuallyHidden>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
