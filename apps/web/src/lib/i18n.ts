import i18n from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import type { Language } from '@coachyard/contract';
import { applyToDocument, changeLanguage, getStoredLanguage, setTextEngine } from './language';

export {
  changeLanguage,
  currentLanguage,
  directionOf,
  getStoredLanguage,
  useTranslateMessage,
} from './language';

type LocaleModule = { default: Record<string, unknown> };
/**
 * One chunk per language and text file: a user downloads only the texts of the language they read. The
 * shell's texts live in `locales/`, each feature's in `features/<name>/locales/`, merged into one bundle.
 */
const localeLoaders = import.meta.glob<LocaleModule>(['../locales/*.json', '../features/*/locales/*.json']);

async function loadTexts(language: Language) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const files = Object.entries(localeLoaders).filter(([file]) => file.endsWith(`/${language}.json`));
  const locales = await Promise.all(files.map(([, load]) => load()));
  for (const locale of locales) i18n.addResourceBundle(language, 'translation', locale.default, true, true);
}

/** The app's i18n: i18next with every screen's texts of the chosen language (the sign-in page has its own). */
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
  // After the sign-in page, whose stand-in react-i18next used until now.
  setI18n(i18n);
  setTextEngine({ loadTexts, changeLanguage: (next) => i18n.changeLanguage(next) });
  await changeLanguage(language, { persist: false });
  return i18n;
}

export { i18n };
