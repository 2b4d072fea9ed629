import { useCallback } from 'react';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  RTL_LANGUAGES,
  isLanguage,
  translateMessage,
  type Language,
} from '@coachyard/contract';

const LANGUAGE_KEY = 'language';
type LocaleModule = { default: Record<string, unknown> };
/**
 * One chunk per language and text file: a user downloads only the texts of the language they read. The
 * shell's texts live in `locales/`, each feature's in `features/<name>/locales/`, merged into one bundle.
 */
const localeLoaders = import.meta.glob<LocaleModule>(['../locales/*.json', '../features/*/locales/*.json']);

async function loadLocale(language: Language) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const files = Object.entries(localeLoaders).filter(([file]) => file.endsWith(`/${language}.json`));
  const locales = await Promise.all(files.map(([, load]) => load()));
  for (const locale of locales) i18n.addResourceBundle(language, 'translation', locale.default, true, true);
}

export const directionOf = (language: string): 'rtl' | 'ltr' =>
  (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';

export function getStoredLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** <html lang dir> follow the language; Mantine's DirectionProvider watches the `dir` attribute. */
function applyToDocument(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export async function initI18n(language: Language = getStoredLanguage()) {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', applyToDocument);
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await changeLanguage(language, { persist: false });
  return i18n;
}

export async function changeLanguage(language: Language, { persist = true } = {}) {
  await loadLocale(language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
  if (persist) localStorage.setItem(LANGUAGE_KEY, language);
}

/** Validation and API messages live in the contract by key; this renders a key in the current language. */
export function useTranslateMessage() {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback(
    (key: string | undefined) => (key ? translateMessage(key, language) : undefined),
    [language],
  );
}

export { i18n };
