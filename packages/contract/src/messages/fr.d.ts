import type { MessageCatalog } from './en.ts';
/** The messages of rules and API errors in French. */
declare const fr: MessageCatalog;
export default fr;
