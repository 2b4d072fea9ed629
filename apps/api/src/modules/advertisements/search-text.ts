import type { Translations } from '@coachyard/contract';
import type { LookupEntry } from '../lookup-tables/index.ts';
import { searchWords } from '../../lib/search-text.ts';

/** Folding and queries are shared with other searches (lib/search-text.ts). */
export { foldForSearch, searchQuery, searchWords } from '../../lib/search-text.ts';

const namesOf = (entry: LookupEntry | undefined) =>
  entry ? [entry.name, ...Object.values(entry.translations)] : [];

/**
 * What `q` searches, as its distinct words: the short id, brand and model names in every language, titles and
 * descriptions. The search matches words, not phrases, so each word once is all it needs.
 */
export function buildSearchText(parts: {
  shortId: string;
  brand?: LookupEntry;
  model?: LookupEntry;
  title: Translations;
  description: Translations;
}) {
  const texts = [
    parts.shortId,
    ...namesOf(parts.brand),
    ...namesOf(parts.model),
    ...Object.values(parts.title),
    ...Object.values(parts.description),
  ];
  return [...new Set(searchWords(texts.join(' ')))].join(' ');
}
