import type { MessageCatalog } from './en.ts';
/** The messages of rules and API errors in Italian. */
declare const it: MessageCatalog;
export default it;
