import { useCallback } from 'react';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  RTL_LANGUAGES,
  hasMessages,
  isLanguage,
  registerMessages,
  translateMessage,
  type Language,
  type MessageCatalog,
} from '@coachyard/contract';

const LANGUAGE_KEY = 'language';
type LocaleModule = { default: Record<string, unknown> };
/**
 * One chunk per language and text file: a user downloads only the texts of the language they read. The
 * shell's texts live in `locales/`, each feature's in `features/<name>/locales/`, merged into one bundle.
 */
const localeLoaders = import.meta.glob<LocaleModule>(['../locales/*.json', '../features/*/locales/*.json']);

type CatalogModule = { default: MessageCatalog };
/** The contract's messages of one language (English is built in), downloaded with that language's texts. */
const messageLoaders: Record<Exclude<Language, 'en'>, () => Promise<CatalogModule>> = {
  tr: () => import('@coachyard/contract/messages/tr'),
  es: () => import('@coachyard/contract/messages/es'),
  fr: () => import('@coachyard/contract/messages/fr'),
  de: () => import('@coachyard/contract/messages/de'),
  it: () => import('@coachyard/contract/messages/it'),
  ru: () => import('@coachyard/contract/messages/ru'),
  ar: () => import('@coachyard/contract/messages/ar'),
};

async function loadMessages(language: Language) {
  if (language === 'en' || hasMessages(language)) return;
  registerMessages(language, (await messageLoaders[language]()).default);
}

async function loadLocale(language: Language) {
  await loadMessages(language);
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
  // Kept before the texts arrive: a reload meanwhile opens in the language just chosen.
  if (persist) localStorage.setItem(LANGUAGE_KEY, language);
  await loadLocale(language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
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
