import type { MessageCatalog } from './en.ts';
/** The messages of rules and API errors in Spanish. */
declare const es: MessageCatalog;
export default es;
