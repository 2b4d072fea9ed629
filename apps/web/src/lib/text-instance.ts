export type Texts = { [key: string]: string | Texts };

type Values = Record<string, unknown> & { defaultValue?: string; count?: number };

function merge(into: Texts, texts: Texts) {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value !== 'object') {
      into[key] = value;
      continue;
    }
    // Copied, not shared: a later file merged in here must not change the module it came from.
    const current = into[key];
    const target = typeof current === 'object' ? current : (into[key] = {});
    merge(target, value);
  }
}

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: string, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};

/**
 * The texts of the app and of the sign-in page, as react-i18next's `useTranslation` reads them: the object it
 * takes for an i18next instance (`setI18n`), holding what the page loaded of each language. `t` does what our
 * text files ask of i18next and nothing more: a text by its dotted key (the key itself when missing, or the
 * `defaultValue`), `{{name}}` filled in unescaped (React escapes), and with a numeric `count` the plural forms
 * i18next would pick (`key_zero` for 0, then `key_one`, `key_other`… by the language's rules) before `key`.
 * No namespaces, fallback languages, nesting or formats: no text uses them. i18next itself is 11 kB gzip of
 * every page (README, Decisions).
 */
export function createTextInstance() {
  const resources: Record<string, Texts> = {};
  const listeners = new Set<(language: string) => void>();
  const lookup = (language: string, key: string) =>
    key
      .split('.')
      .reduce<Texts | string | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        resources[language],
      );
  const find = (language: string, key: string, count: unknown) => {
    // Plural rules only for a text that has plural forms (i18next's always include `_other`): making the
    // language's Intl.PluralRules costs a few milliseconds the first time.
    if (typeof count === 'number' && typeof lookup(language, `${key}_other`) === 'string') {
      const forms = count === 0 ? ['zero', pluralOf(language, count)] : [pluralOf(language, count)];
      for (const form of forms) {
        const text = lookup(language, `${key}_${form}`);
        if (typeof text === 'string') return text;
      }
    }
    const text = lookup(language, key);
    return typeof text === 'string' ? text : undefined;
  };
  const translate = (language: string, key: string, options?: Values | string) => {
    const values: Values | undefined = typeof options === 'string' ? { defaultValue: options } : options;
    const text = find(language, key, values?.count) ?? values?.defaultValue ?? key;
    if (!values || !text.includes('{{')) return text;
    // A value not given stays as written, as in i18next.
    return text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) =>
      values[name] === undefined ? match : String(values[name]),
    );
  };
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
    getFixedT: (language: string) => (key: string, options?: Values | string) =>
      translate(language, key, options),
    /** Adds `texts` to those of `language`, a later file's entries over an earlier one's. */
    addTexts(language: string, texts: Texts) {
      merge((resources[language] ??= {}), texts);
    },
    async changeLanguage(language: string) {
      instance.language = language;
      instance.resolvedLanguage = language;
      instance.languages = [language];
      for (const listener of [...listeners]) listener(language);
    },
  };
  return instance;
}

export type TextInstance = ReturnType<typeof createTextInstance>;
