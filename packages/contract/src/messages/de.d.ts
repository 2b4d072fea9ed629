import type { MessageCatalog } from './en.ts';
/** The messages of rules and API errors in German. */
declare const de: MessageCatalog;
export default de;
