import type { MessageCatalog } from './en.ts';
/** The messages of rules and API errors in Russian. */
declare const ru: MessageCatalog;
export default ru;
