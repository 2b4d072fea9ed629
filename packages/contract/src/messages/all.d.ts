import type { Language } from '../constants.ts';
import { type MessageCatalog } from './index.ts';
/** Every language's messages, registered: what a server answering in any language imports once. */
export declare const MESSAGES: Record<Language, MessageCatalog>;
