import { LANGUAGES, slugify } from '@coachyard/contract';
import type { Names, SeedLookupTable, SeedItem } from './types.ts';

/**
 * A text in the order of LANGUAGES (tr, en, es, fr, de, it, ru, ar). Positional so that long tables keep one
 * entry per row; the labels show which slot is which.
 */
export type NameRow = readonly [
  tr: string,
  en: string,
  es: string,
  fr: string,
  de: string,
  it: string,
  ru: string,
  ar: string,
];

type LatinLanguage = 'tr' | 'en' | 'es' | 'fr' | 'de' | 'it';
export type Exonyms = Partial<Record<LatinLanguage, string>>;

export const namesOf = (row: NameRow): Names =>
  Object.fromEntries(LANGUAGES.map((language, index) => [language, row[index]])) as Names;

type ItemExtras = Omit<SeedItem, 'name' | 'translations' | 'slug'> & { slug?: string };

/** An item named by a row: its name is the English text, its slug that name's slug unless a natural key is given. */
export const item = (row: NameRow, { slug, ...extras }: ItemExtras = {}): SeedItem => ({
  slug: slug ?? slugify(row[1]),
  name: row[1],
  translations: namesOf(row),
  ...extras,
});

export const lookupTable = (
  slug: string,
  row: NameRow,
  items: SeedItem[],
  extras: Pick<SeedLookupTable, 'is_exposable'> = {},
): SeedLookupTable => ({ slug, name: row[1], translations: namesOf(row), ...extras, items });

/**
 * A trade name: Latin script in every language but Arabic, which writes brands in Arabic script. Russian keeps
 * the Latin spelling, as Russian dealers and manufacturers' Russian sites do.
 */
export const tradeName = (latin: string, arabic: string): NameRow => [
  latin,
  latin,
  latin,
  latin,
  latin,
  latin,
  latin,
  arabic,
];

/** A place: its local name serves tr, en, es, fr, de and it unless that language has an exonym of its own. */
export const place = (local: string, ru: string, ar: string, exonyms: Exonyms = {}): NameRow => [
  exonyms.tr ?? local,
  exonyms.en ?? local,
  exonyms.es ?? local,
  exonyms.fr ?? local,
  exonyms.de ?? local,
  exonyms.it ?? local,
  ru,
  ar,
];

/** A designation written alike in every language and script: model names, codes, units like "2+1". */
export const sameEverywhere = (text: string): NameRow => [text, text, text, text, text, text, text, text];

/** A city: its local name, Russian and Arabic names, the first-level division it lies in, and any exonyms. */
export type City = readonly [
  local: string,
  russian: string,
  arabic: string,
  subdivision: string,
  exonyms?: Exonyms,
];

/** Cities as items; `subdivision` is the English name of their state, region or constituent country. */
export const cityItems = (cities: readonly City[]): SeedItem[] =>
  cities.map(([local, russian, arabic, subdivision, exonyms]) =>
    item(place(local, russian, arabic, exonyms), { attributes: { subdivision } }),
  );
