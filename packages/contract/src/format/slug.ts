const TRANSLITERATION: Record<string, string> = {
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

/** A URL- and key-safe slug: "Mercedes-Benz Tourismo 16 RHD" → "mercedes-benz-tourismo-16-rhd". */
export function slugify(text: string): string {
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
