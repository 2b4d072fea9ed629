import type { i18n as I18n } from 'i18next';
import { setI18n } from 'react-i18next';
import type { Language } from '@coachyard/contract';
import { changeLanguage, getStoredLanguage, setTextEngine } from './language';

type Texts = { [key: string]: string | Texts };

/** The sign-in page's texts of a language: `vite.config.ts` cuts the files down to them at build time. */
const textLoaders = import.meta.glob<{ default: Texts }>(
  ['../locales/*.json', '../features/app-updates/locales/*.json'],
  { query: '?sign-in' },
);

function merge(into: Texts, texts: Texts) {
  for (const [key, value] of Object.entries(texts)) {
    const current = into[key];
    if (typeof value === 'object' && typeof current === 'object') merge(current, value);
    else into[key] = value;
  }
}

/**
 * What react-i18next's `useTranslation` reads of an i18next instance, over the sign-in page's few texts:
 * a text by its dotted key, with `{{name}}` filled in. i18next itself is 11 kB gzip, a tenth of the page's
 * budget; the page's texts need none of its plurals, nesting, formats or fallbacks. The app takes i18next
 * over as it starts (`i18n.ts`).
 */
function createSignInI18n() {
  const resources: Record<string, Texts> = {};
  const listeners = new Set<(language: string) => void>();
  const lookup = (language: string, key: string) =>
    key
      .split('.')
      .reduce<Texts | string | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        resources[language],
      );
  const instance = {
    language: '',
    resolvedLanguage: '',
    languages: [] as string[],
    isInitialized: true,
    options: { defaultNS: 'translation', react: { useSuspense: false } },
    hasLoadedNamespace: () => true,
    on(event: string, listener: (language: string) => void) {
      if (event === 'languageChanged') listeners.add(listener);
    },
    off(_event: string, listener: (language: string) => void) {
      listeners.delete(listener);
    },
    getFixedT: (language: string) => (key: string, values?: Record<string, unknown>) => {
      const text = lookup(language, key);
      if (typeof text !== 'string') return key;
      return text.replace(/{{\s*(\w+)\s*}}/g, (_match, name: string) => String(values?.[name] ?? ''));
    },
    addTexts(language: string, texts: Texts) {
      merge((resources[language] ??= {}), texts);
    },
    async changeLanguage(language: string) {
      instance.language = language;
      instance.resolvedLanguage = language;
      instance.languages = [language];
      for (const listener of listeners) listener(language);
    },
  };
  return instance;
}

const signInI18n = createSignInI18n();
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
