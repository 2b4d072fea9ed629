/**
 * Text folded for searching: lower case without accents, dotless ı as i, so "sehir" finds "Şehir" and
 * "IZMIR" finds "İzmir". Stored search texts and every `q` go through the same fold.
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

/**
 * A full-text query (PostgreSQL `simple` configuration) matching every word of `q` as the start of a word, so
 * "safari h" finds "Safari HD" and "FPYN" a short id; null when `q` has no word. Words are letters and digits
 * only, so nothing in them means anything to to_tsquery.
 */
export function searchQuery(q: string): string | null {
  const words = searchWords(q).slice(0, 12);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
