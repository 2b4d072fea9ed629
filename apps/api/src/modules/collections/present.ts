import {
  LANGUAGES,
  missingLanguages,
  type Language,
  type LookupCollection,
  type LookupFlag,
  type LookupItem,
  type LookupTrailEntry,
  type Translations,
} from '@coachyard/contract';
import type { CollectionItemRow, CollectionRow } from '../../db/schema/index.ts';

export const flag = (value: boolean): LookupFlag => (value ? 1 : 0);

/** The text a reader sees: their language, else English, else the name (SPEC §3 `text`). */
export function textIn(translations: Translations, name: string, language: Language): string {
  return translations[language]?.trim() || translations.en?.trim() || name;
}

/** Keeps only known languages with text, so answers never carry stray keys. */
export function cleanTranslations(translations: Translations | null | undefined): Translations {
  const clean: Translations = {};
  for (const language of LANGUAGES) {
    const text = translations?.[language];
    if (typeof text === 'string' && text.trim() !== '') clean[language] = text;
  }
  return clean;
}

/** A row with translations, as the contract's `translatedEntryFields` answer it (lookup entries, locations). */
export interface TranslatedRow {
  id: string;
  name: string;
  slug: string;
  translations: Translations | null;
  isActive: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export const translatedEntry = (row: TranslatedRow, language: Language) => {
  const translations = cleanTranslations(row.translations);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    text: textIn(translations, row.name, language),
    translations,
    missing_languages: missingLanguages(translations),
    is_active: flag(row.isActive),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
};

const entry = (row: CollectionRow | CollectionItemRow, language: Language) => ({
  _id: row.id,
  value: row.id,
  ...translatedEntry(row, language),
  is_exposable: flag(row.isExposable),
});

export type ItemWithCounts = CollectionItemRow & { childCount: number };

export const presentItem = (row: ItemWithCounts, language: Language): LookupItem => ({
  ...entry(row, language),
  collection_id: row.collectionId,
  parent_id: row.parentId,
  position: row.position,
  attributes: row.attributes ?? {},
  child_count: row.childCount,
});

export interface CollectionStats {
  itemCount: number;
  /** Per language, live items without text in it. */
  missing: Partial<Record<Language, number>>;
}
export type CollectionWithStats = CollectionRow & CollectionStats;

export function presentCollection(row: CollectionWithStats, language: Language): LookupCollection {
  const base = entry(row, language);
  const itemMissingCounts = Object.fromEntries(
    LANGUAGES.map((code) => [code, Number(row.missing[code] ?? 0)]),
  ) as Record<Language, number>;
  return {
    ...base,
    rich_text: flag(row.richText),
    item_count: row.itemCount,
    item_missing_counts: itemMissingCounts,
    complete_languages: LANGUAGES.filter(
      (code) => itemMissingCounts[code] === 0 && !base.missing_languages.includes(code),
    ),
  };
}

export const trailEntry = (
  kind: LookupTrailEntry['kind'],
  row: CollectionRow | CollectionItemRow,
  language: Language,
): LookupTrailEntry => ({
  kind,
  id: row.id,
  slug: row.slug,
  name: row.name,
  text: textIn(cleanTranslations(row.translations), row.name, language),
});
