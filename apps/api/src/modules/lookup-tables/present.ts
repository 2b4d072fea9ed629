import {
  LANGUAGES,
  type Language,
  type LookupTable,
  type LookupItem,
  type LookupTrailEntry,
} from '@coachyard/contract';
import type { LookupItemRow, LookupTableRow } from '../../db/schema/index.ts';
import { cleanTranslations, flag, textIn, translatedEntry } from '../../lib/translated-entries.ts';

const entry = (row: LookupTableRow | LookupItemRow, language: Language) => ({
  _id: row.id,
  value: row.id,
  ...translatedEntry(row, language),
  is_exposable: flag(row.isExposable),
});

export type ItemWithCounts = LookupItemRow & { childCount: number };

export const presentItem = (row: ItemWithCounts, language: Language): LookupItem => ({
  ...entry(row, language),
  collection_id: row.collectionId,
  parent_id: row.parentId,
  position: row.position,
  attributes: row.attributes ?? {},
  child_count: row.childCount,
});

export interface LookupTableStats {
  itemCount: number;
  /** Per language, live items without text in it. */
  missing: Partial<Record<Language, number>>;
}
export type LookupTableWithStats = LookupTableRow & LookupTableStats;

export function presentLookupTable(row: LookupTableWithStats, language: Language): LookupTable {
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
  row: LookupTableRow | LookupItemRow,
  language: Language,
): LookupTrailEntry => ({
  kind,
  id: row.id,
  slug: row.slug,
  name: row.name,
  text: textIn(cleanTranslations(row.translations), row.name, language),
});
