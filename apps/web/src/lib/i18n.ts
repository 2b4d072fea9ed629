import type { i18n as I18n } from 'i18next';
import { setI18n } from 'react-i18next';
import type { Language } from '@coachyard/contract';
import { changeLanguage, currentLanguage, getStoredLanguage, setTextEngine } from './language';
import { appTexts, homeTexts, type AppTexts } from './start-texts';
import { createTextInstance, type Texts as TextTree } from './text-instance';

export {
  changeLanguage,
  currentLanguage,
  directionOf,
  getStoredLanguage,
  intlLocale,
  useTranslateMessage,
} from './language';

type Texts = Record<string, unknown>;

/** The app's texts, read by react-i18next's `useTranslation` (`lib/text-instance.ts`; not i18next, README). */
const i18n = createTextInstance();
const add = (language: Language, texts: Texts) => i18n.addTexts(language, texts as TextTree);

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
    const bundle = await appTexts[language]();
    for (const texts of bundle.texts) add(language, texts);
    return bundle;
  });

const featureTexts = (language: Language, feature: string) =>
  once(`${language}/${feature}`, async () => {
    const load =
      homeTexts[`../features/${feature}/locales/${language}.json`] ??
      (await shellTexts(language)).features[feature];
    if (load) add(language, await load());
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
  // The language on screen, once there is one.
  if (i18n.language) languages.add(currentLanguage());
  await Promise.all(
    [...languages].flatMap((language) => features.map((feature) => featureTexts(language, feature))),
  );
}

/** The app's i18n: the shell's texts of the chosen language (the sign-in page has its own few). */
export async function initI18n(language: Language = getStoredLanguage()) {
  // After the sign-in page, whose own instance react-i18next used until now.
  setI18n(i18n as unknown as I18n);
  setTextEngine({ loadTexts, changeLanguage: (next) => i18n.changeLanguage(next) });
  await changeLanguage(language, { persist: false });
  return i18n;
}

export { i18n };
