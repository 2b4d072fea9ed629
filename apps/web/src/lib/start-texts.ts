import type { Language } from '@coachyard/contract';
import { HOME_PATH, screenPathOf } from '@/app/home-path';
import { getStoredLanguage } from './stored';

type Texts = Record<string, unknown>;
/** `virtual:app-texts/xx` (`vite.texts.ts`): the texts the shell starts with, and a loader per feature. */
export interface AppTexts {
  texts: Texts[];
  /** null: the feature's texts are among `texts` already. */
  features: Record<string, (() => Promise<Texts>) | null>;
}

/**
 * One chunk per language with the shell's texts and the few entries of features' files the shell shows; each
 * screen's route brings its features' files (`PageRoute.texts`) before it renders. A user downloads only the
 * texts of the language they read, and of the screens they open.
 */
export const appTexts: Record<Language, () => Promise<AppTexts>> = {
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
export const homeTexts = import.meta.glob<Texts>('../features/advertisements/locales/*.json', {
  import: 'default',
});

/**
 * Asks for the texts the first screen at `pathname` shows, in the stored language, while the app's code is
 * still downloading (`main.tsx`): the app finds them there when it starts (`i18n.ts` calls the same loaders,
 * and a module is fetched once). Nothing here imports the app's code, so this runs as soon as the small entry
 * has arrived.
 */
export function requestStartTexts(pathname: string) {
  const language = getStoredLanguage();
  const ignore = () => undefined;
  appTexts[language]().catch(ignore);
  if (screenPathOf(pathname) === HOME_PATH)
    homeTexts[`../features/advertisements/locales/${language}.json`]?.().catch(ignore);
}
