import type { i18n as I18n } from 'i18next';
import { setI18n } from 'react-i18next';
import type { Language } from '@coachyard/contract';
import { changeLanguage, getStoredLanguage, setTextEngine } from './language';
import { createTextInstance, type Texts } from './text-instance';

/** The sign-in page's texts of a language: `vite.config.ts` cuts the files down to them at build time. */
const textLoaders = import.meta.glob<{ default: Texts }>(
  ['../locales/*.json', '../features/app-updates/locales/*.json'],
  { query: '?sign-in' },
);

/** react-i18next over the page's few texts; the app hands it its own instance when it starts (`i18n.ts`). */
const signInI18n = createTextInstance();
const loaded = new Set<Language>();

async function loadTexts(language: Language) {
  if (loaded.has(language)) return;
  const files = Object.entries(textLoaders).filter(([file]) => file.includes(`/${language}.json`));
  for (const texts of await Promise.all(files.map(([, load]) => load())))
    signInI18n.addTexts(language, texts.default);
  loaded.add(language);
}

/** Starts the sign-in page's i18n in `language`, its texts there before the first paint. */
export async function initSignInI18n(language: Language = getStoredLanguage()) {
  setI18n(signInI18n as unknown as I18n);
  setTextEngine({ loadTexts, changeLanguage: signInI18n.changeLanguage });
  await changeLanguage(language, { persist: false });
}
