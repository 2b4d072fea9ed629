import { type Language } from '../constants.ts';
import { type MessageCatalog, type MessageKey } from './en.ts';
/**
 * Messages of validation rules and API errors. Schemas carry the key; the API answers with the text in the
 * request's language and the web translates the same key, so a rule and its wording live in one place.
 * English is always here; each other language is registered when it is needed (the API registers all of them
 * with `./all.ts`, the web only the language its reader chose), so a browser downloads one language's texts.
 */
export type { MessageCatalog, MessageKey };
export declare function registerMessages(language: Language, catalog: MessageCatalog): void;
export declare const hasMessages: (language: Language) => boolean;
export declare const isMessageKey: (value: string) => value is MessageKey;
/** The text of a message key in a language (English until that language is registered); unknown keys come back as they are. */
export declare function translateMessage(key: string, language?: string): string;
