import {
  LANGUAGES,
  LIMITS,
  translationIssues,
  type Language,
  type MessageKey,
  type Translations,
} from '@coachyard/contract';

/** A text per language (empty when none) and the languages chosen for this entry, in LANGUAGES order. */
export type TranslationTexts = Record<Language, string>;
export interface TranslationFields {
  languages: Language[];
  translations: TranslationTexts;
}

export const emptyTexts = (): TranslationTexts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as TranslationTexts;

/** The form side of saved translations: every language that has text is selected. */
export function toTranslationFields(translations: Translations = {}): TranslationFields {
  const texts = emptyTexts();
  for (const language of LANGUAGES) texts[language] = translations[language] ?? '';
  return { languages: LANGUAGES.filter((language) => texts[language].trim() !== ''), translations: texts };
}

/** What is sent: the selected languages only, trimmed. An unselected language's text is dropped. */
export const selectedTranslations = ({ languages, translations }: TranslationFields): Translations =>
  Object.fromEntries(languages.map((language) => [language, translations[language].trim()]));

/** `languages` holds the group's message (translationLeastOne); a language its own. */
export type TranslationErrorPath = 'languages' | `translations.${Language}`;

/**
 * SPEC §5 on the selected languages: each one required ("Enter content") and ≥ 2 characters
 * ("Content must be at least 2 characters"); an unselected language has no rule. Then the contract's
 * translationIssues: no HTML in plain text, checkTranslations for rich text, and translationLeastOne
 * ("Enter content in a language", under the language toggles). Values are message keys, translated
 * where they are shown.
 */
export function translationErrors(
  fields: TranslationFields,
  { richText = false } = {},
): Partial<Record<TranslationErrorPath, MessageKey>> {
  const errors: Partial<Record<TranslationErrorPath, MessageKey>> = {};
  for (const language of fields.languages) {
    const text = fields.translations[language].trim();
    if (text === '') errors[`translations.${language}`] = 'translation.content_required';
    else if (text.length < LIMITS.nameMin) errors[`translations.${language}`] = 'translation.content_min';
  }
  let leastOne = false;
  for (const issue of translationIssues(selectedTranslations(fields), richText)) {
    if (issue.path === 'translations') leastOne = true;
    else errors[issue.path as TranslationErrorPath] ??= issue.message;
  }
  // translationLeastOne speaks for the whole group; a language's own message already says more.
  if (leastOne && Object.keys(errors).length === 0) errors.languages = 'translation.least_one';
  return errors;
}
