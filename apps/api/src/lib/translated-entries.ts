import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  hasHtml,
  LANGUAGES,
  missingLanguages,
  slugify,
  translationIssues,
  type Language,
  type LookupFlag,
  type Translations,
} from '@coachyard/contract';
import { AppError, invalidFields, uniqueAsField } from './errors.ts';

/**
 * The entries of a translated list (a name, a key, texts in eight languages, active and exposable flags), which
 * lookup tables and their items, markets and their places all are: their rules, their texts and how they are
 * searched and sorted.
 */

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

// ── Rules and writes ─────────────────────────────────────────────────────────────────────────

/** The editable part of an entry's body, after the contract's schema has run. */
export interface EntryInput {
  name?: string;
  slug?: string;
  translations?: Translations;
  is_active?: LookupFlag;
  is_exposable?: LookupFlag;
}

type FieldErrors = Record<string, string[]>;
const addError = (fields: FieldErrors, field: string, key: string) => (fields[field] ??= []).push(key);

/**
 * The rules the body schema cannot check alone (SPEC §5 Translation form, mirrored on the server):
 * name and key never change once created; names hold no markup; translations follow the table's
 * kind (plain text refuses HTML; rich text is checked with its tags stripped: checkTranslations).
 * Returns the field errors as message keys, so the CSV import reports them per line.
 */
export function entryErrors(
  input: EntryInput,
  options: { richText: boolean; current?: { name: string; slug: string } },
): FieldErrors {
  const fields: FieldErrors = {};
  const { current } = options;
  if (current) {
    if (input.name !== undefined && input.name !== current.name)
      addError(fields, 'name', 'translation.not_editable');
    if (input.slug !== undefined && input.slug.toLowerCase() !== current.slug.toLowerCase()) {
      addError(fields, 'slug', 'translation.not_editable');
    }
  } else {
    if (input.name !== undefined && hasHtml(input.name))
      addError(fields, 'name', 'translation.html_not_allowed');
    if (input.slug === '') addError(fields, 'slug', 'translation.slug_required');
  }
  if (input.translations) {
    for (const issue of translationIssues(input.translations, options.richText)) {
      addError(fields, issue.path, issue.message);
    }
  }
  return fields;
}

export function assertEntryRules(...args: Parameters<typeof entryErrors>) {
  const fields = entryErrors(...args);
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
}

/** The key of a new row: the one given, else generated from the name (SPEC §4). */
export const slugFor = (input: { name: string; slug?: string }) => input.slug ?? slugify(input.name);

/** Column changes of an update; name and slug are never among them. */
export function entryChanges(input: EntryInput) {
  return {
    ...(input.translations ? { translations: cleanTranslations(input.translations) } : {}),
    ...(input.is_active !== undefined ? { isActive: input.is_active === 1 } : {}),
    ...(input.is_exposable !== undefined ? { isExposable: input.is_exposable === 1 } : {}),
  };
}

/** A live row with the same key (a race the pre-checks cannot close) is the form's slug_taken. */
export const withSlugCheck = <T>(run: () => Promise<T>): Promise<T> =>
  uniqueAsField('slug', 'translation.slug_taken', run);

// ── Queries ──────────────────────────────────────────────────────────────────────────────────

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** `q` in the name, the key or any translation of a row with translations (a lookup entry, a location). */
export function textSearchCondition(
  table: { name: PgColumn; slug: PgColumn; translations: PgColumn },
  text: string | undefined,
): SQL | undefined {
  const q = text?.trim();
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(table.name, pattern),
    ilike(table.slug, pattern),
    sql`exists (select 1 from jsonb_each_text(${table.translations}) as translation(language, text)
                where translation.text ilike ${pattern})`,
  );
}

/** Names sort by the Unicode collation, so Şırnak comes after Sakarya, not after Zonguldak. */
export const byName = (column: PgColumn) => sql`${column} collate "und-x-icu"`;

/** `field` or `-field` from an allowlist; anything else is a 400 on `sort`. */
export function parseSort<T extends string>(sort: string | undefined, allowed: readonly T[], fallback: T) {
  const text = sort?.trim() || fallback;
  const descending = text.startsWith('-');
  const field = (descending ? text.slice(1) : text) as T;
  if (!allowed.includes(field))
    throw new AppError('VALIDATION', 'errors.validation', { fields: { sort: ['common.invalid'] } });
  return { field, order: descending ? desc : asc };
}
