import i18n from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import type { Language } from '@coachyard/contract';
import {
  applyToDocument,
  changeLanguage,
  currentLanguage,
  getStoredLanguage,
  setTextEngine,
} from './language';

export {
  changeLanguage,
  currentLanguage,
  directionOf,
  getStoredLanguage,
  useTranslateMessage,
} from './language';

type Texts = Record<string, unknown>;
/** `virtual:app-texts/xx` (`vite.texts.ts`): the texts the shell starts with, and a loader per feature. */
interface AppTexts {
  texts: Texts[];
  /** null: the feature's texts are among `texts` already. */
  features: Record<string, (() => Promise<Texts>) | null>;
}
/**
 * One chunk per language with the shell's texts and the few entries of features' files the shell shows; each
 * screen's route brings its features' files (`PageRoute.texts`) before it renders. A user downloads only the texts of the language they read, and of the screens they open.
 */
const appTexts: Record<Language, () => Promise<AppTexts>> = {
  tr: () => import('virtual:app-texts/tr'),
  en: () => import('virtual:app-texts/en'),
  es: () => import('virtual:app-texts/es'),
  fr: () => import('virtual:app-texts/fr'),
  de: () => import('virtual:app-texts/de'),
  it: () => import('virtual:app-texts/it'),
  ru: () => import('virtual:app-texts/ru'),
  ar: () => import('virtual:app-texts/ar'),
};

/**
 * The home screen's texts (where every user lands) load beside the shell's, not after them: the app's entry
 * names their eight files itself.
 */
const homeTexts = import.meta.glob<Texts>('../features/advertisements/locales/*.json', { import: 'default' });

/** i18next keeps texts once started: a file that arrives before that waits for it. */
let markStarted!: () => void;
const started = new Promise<void>((resolve) => (markStarted = resolve));
const add = (language: Language, texts: Texts) =>
  i18n.addResourceBundle(language, 'translation', texts, true, true);

/** Each download once: the same file asked again waits on the first (and is asked anew if it failed). */
const downloads = new Map<string, Promise<AppTexts | undefined>>();
function once<T extends AppTexts | undefined>(key: string, download: () => Promise<T>): Promise<T> {
  let done = downloads.get(key) as Promise<T> | undefined;
  if (!done) {
    done = download();
    done.catch(() => downloads.delete(key));
    downloads.set(key, done);
  }
  return done;
}

const shellTexts = (language: Language) =>
  once(language, async () => {
    const [bundle] = await Promise.all([appTexts[language](), started]);
    for (const texts of bundle.texts) add(language, texts);
    return bundle;
  });

const featureTexts = (language: Language, feature: string) =>
  once(`${language}/${feature}`, async () => {
    const load =
      homeTexts[`../features/${feature}/locales/${language}.json`] ??
      (await shellTexts(language)).features[feature];
    if (load) add(language, (await Promise.all([load(), started]))[0]);
    return undefined;
  });

/** The features whose texts a screen shown so far needed: a change of language brings them too. */
const wantedFeatures = new Set<string>();
/** The language whose texts were asked for last: a screen opened while they load gets its texts in it too. */
let targetLanguage: Language | undefined;

async function loadTexts(language: Language) {
  targetLanguage = language;
  const bundle = await shellTexts(language);
  // Unit tests render any screen without its route: they get every feature's texts.
  if (import.meta.env.MODE === 'test')
    for (const feature of Object.keys(bundle.features)) wantedFeatures.add(feature);
  await Promise.all([...wantedFeatures].map((feature) => featureTexts(language, feature)));
}

/**
 * Brings the texts of `features` in the language shown (and in one being switched to) before a screen that
 * shows them renders; a later change of language brings them along.
 */
export async function loadFeatureTexts(features: readonly string[]) {
  for (const feature of features) wantedFeatures.add(feature);
  const languages = new Set([targetLanguage ?? getStoredLanguage()]);
  if (i18n.isInitialized) languages.add(currentLanguage());
  await Promise.all(
    [...languages].flatMap((language) => features.map((feature) => featureTexts(language, feature))),
  );
}

/** The app's i18n: i18next with the shell's texts of the chosen language (the sign-in page has its own). */
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
  markStarted();
  // After the sign-in page, whose stand-in react-i18next used until now.
  setI18n(i18n);
  setTextEngine({ loadTexts, changeLanguage: (next) => i18n.changeLanguage(next) });
  await changeLanguage(language, { persist: false });
  return i18n;
}

export { i18n };
