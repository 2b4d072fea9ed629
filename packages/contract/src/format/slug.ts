import { ARABIC_TO_LATIN, CYRILLIC_TO_LATIN } from './transliteration.ts';

const TRANSLITERATION: Record<string, string> = {
  ...CYRILLIC_TO_LATIN,
  ...ARABIC_TO_LATIN,
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  ä: 'a',
  ß: 'ss',
  é: 'e',
  è: 'e',
  ê: 'e',
  à: 'a',
  â: 'a',
  î: 'i',
  ô: 'o',
  û: 'u',
  ñ: 'n',
  á: 'a',
  í: 'i',
  ó: 'o',
  ú: 'u',
  ò: 'o',
  ì: 'i',
};

/** Lists name the same few hundred year-brand-model texts on every page: each is worked out once. */
const remembered = new Map<string, string>();
const REMEMBER_AT_MOST = 5_000;

/** A URL- and key-safe slug: "Mercedes-Benz Tourismo 16 RHD" → "mercedes-benz-tourismo-16-rhd". */
export function slugify(text: string): string {
  let slug = remembered.get(text);
  if (slug === undefined) {
    if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
    slug = slugOf(text);
    remembered.set(text, slug);
  }
  return slug;
}

function slugOf(text: string): string {
  return text
    .split('')
    .map((character) => TRANSLITERATION[character] ?? TRANSLITERATION[character.toLowerCase()] ?? character)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, '-plus-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/-{2,}/g, '-');
}
