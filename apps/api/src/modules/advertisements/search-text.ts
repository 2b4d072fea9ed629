import type { Translations } from '@coachyard/contract';
import type { LookupEntry } from '../collections/index.ts';

/**
 * Text folded for searching: lower case without accents, dotless ı as i, so "sehir" finds "Şehir" and
 * "IZMIR" finds "İzmir". The stored search text and every `q` go through the same fold.
 */
export const foldForSearch = (text: string) =>
  text
    .replace(/[İIı]/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The words of a text as the search sees them: folded, split at anything not a letter or a digit. */
export const searchWords = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

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

/**
 * A full-text query (PostgreSQL `simple` configuration) matching every word of `q` as the start of a word, so
 * "safari h" finds "Safari HD" and "FPYN" a short id; null when `q` has no word. Words are letters and digits
 * only, so nothing in them means anything to to_tsquery.
 */
export function searchQuery(q: string): string | null {
  const words = searchWords(q).slice(0, 12);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
