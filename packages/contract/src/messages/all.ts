import type { Language } from '../constants.ts';
import ar from './ar.ts';
import de from './de.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import { registerMessages, type MessageCatalog } from './index.ts';
import it from './it.ts';
import ru from './ru.ts';
import tr from './tr.ts';

/** Every language's messages, registered: what a server answering in any language imports once. */
export const MESSAGES: Record<Language, MessageCatalog> = { en, tr, es, fr, de, it, ru, ar };

for (const [language, catalog] of Object.entries(MESSAGES)) registerMessages(language as Language, catalog);
