import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../constants.ts';
import en, { type MessageCatalog, type MessageKey } from './en.ts';

/**
 * Messages of validation rules and API errors. Schemas carry the key; the API answers with the text in the
 * request's language and the web translates the same key, so a rule and its wording live in one place.
 * English is always here; each other language is registered when it is needed (the API registers all of them
 * with `./all.ts`, the web only the language its reader chose), so a browser downloads one language's texts.
 */
export type { MessageCatalog, MessageKey };

const catalogs: Partial<Record<Language, MessageCatalog>> = { en };

export function registerMessages(language: Language, catalog: MessageCatalog) {
  catalogs[language] = catalog;
}

export const hasMessages = (language: Language) => catalogs[language] !== undefined;

export const isMessageKey = (value: string): value is MessageKey => value in en;

/** The text of a message key in a language (English until that language is registered); unknown keys come back as they are. */
export function translateMessage(key: string, language: string = DEFAULT_LANGUAGE): string {
  if (!isMessageKey(key)) return key;
  const catalog = (isLanguage(language) ? catalogs[language] : undefined) ?? catalogs[DEFAULT_LANGUAGE]!;
  return catalog[key];
}

/** The text of a message key with its `{name}` placeholders filled in, e.g. `{seconds}` of a time limit. */
export const wordedMessage = (key: string, language: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    translateMessage(key, language),
  );
