import type { MessageCatalog } from './en.ts';
/** The messages of rules and API errors in Turkish. */
declare const tr: MessageCatalog;
export default tr;
