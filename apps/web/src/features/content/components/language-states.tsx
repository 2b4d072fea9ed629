import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type ContentLanguageState, type Language } from '@coachyard/contract';

/** The dot of each state: published green, scheduled blue, draft grey, missing an empty red ring. */
const COLORS: Record<ContentLanguageState, string> = {
  published: 'var(--mantine-color-teal-8)',
  scheduled: 'var(--mantine-color-blue-7)',
  draft: 'var(--mantine-color-gray-6)',
  missing: 'transparent',
};

/** One dot per language, its code beside it; outdated translations are marked with "!". */
export function LanguageStates({
  states,
  outdated,
}: {
  states: Record<Language, ContentLanguageState>;
  outdated: readonly Language[];
}) {
  const { t } = useTranslation();
  return (
    // Two rows of four: the eight languages side by side took a fifth of a 1366 px screen's table.
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, auto)',
        gap: '2px 6px',
        width: 'max-content',
      }}
    >
      {LANGUAGES.map((language) => {
        const state = states[language];
        const label = t('content.stateOf', {
          language: t(`translationForm.languageNames.${language}`),
          state: t(`content.states.${state}`),
        });
        const isOutdated = outdated.includes(language);
        const text = isOutdated ? `${label} — ${t('content.outdated')}` : label;
        return (
          // A title for the pointer, the hidden text for a screen reader: no tooltip library on the list page.
          <span
            key={language}
            title={text}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 2, fontSize: 11 }}
          >
            <span
              aria-hidden="true"
              style={{
                width: 9,
                height: 9,
                borderRadius: '50%',
                background: COLORS[state],
                border: state === 'missing' ? '1.5px solid var(--mantine-color-red-8)' : undefined,
              }}
            />
            <span aria-hidden="true">
              {language.toUpperCase()}
              {isOutdated ? '!' : ''}
            </span>
            <VisuallyHidden>{text}</VisuallyHidden>
          </span>
        );
      })}
    </div>
  );
}
