import { useCallback } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import {
  RTL_LANGUAGES,
  hasMessages,
  isLanguage,
  registerMessages,
  translateMessage,
  type Language,
  type MessageCatalog,
} from '@coachyard/contract';
import { STORAGE_KEYS, getStoredLanguage } from './stored';

/**
 * The language of a page, whichever texts run underneath: the app's (`i18n.ts`) or the sign-in page's few
 * (`sign-in-i18n.ts`), both through `text-instance.ts`. Both give react-i18next its instance, so every component calls
 * `useTranslation` as usual; what is shared with the sign-in page imports from here, not from `i18n.ts`.
 */
export interface TextEngine {
  /** Brings the texts of `language` this page shows. */
  loadTexts(language: Language): Promise<void>;
  changeLanguage(language: Language): Promise<unknown>;
}

let engine: TextEngine | undefined;
export const setTextEngine = (next: TextEngine) => {
  engine = next;
};

const LANGUAGE_KEY = STORAGE_KEYS.language;

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

export const directionOf = (language: string): 'rtl' | 'ltr' =>
  (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';

export { getStoredLanguage };

export { intlLocale } from './intl-locale';

/**
 * Before the texts have started, the language the page is about to show: a screen's first queries leave with its
 * code (`startQueries`), ahead of `initI18n`, and an answer in the default language would be kept under the
 * reader's language (a maintenance notice in English on an Arabic screen until the next refresh).
 */
export const currentLanguage = (): Language => {
  const language = getI18n()?.language;
  return isLanguage(language) ? language : getStoredLanguage();
};

/** <html lang dir> follow the language; Mantine's DirectionProvider watches the `dir` attribute. */
export function applyToDocument(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export async function changeLanguage(language: Language, { persist = true } = {}) {
  if (!engine) throw new Error('changeLanguage before i18n started');
  // Kept before the texts arrive: a reload meanwhile opens in the language just chosen.
  if (persist) localStorage.setItem(LANGUAGE_KEY, language);
  await Promise.all([engine.loadTexts(language), loadMessages(language)]);
  await engine.changeLanguage(language);
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
