import type { MessageCatalog } from './en.ts';
/** The messages of rules and API errors in Arabic. */
declare const ar: MessageCatalog;
export default ar;
