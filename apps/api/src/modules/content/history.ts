import { inArray } from 'drizzle-orm';
import { LANGUAGES, richTextPlainText, type AuditChange } from '@coachyard/contract';
import { contentItems, type ContentItemRow, type StoredContentTranslations } from '../../db/schema/index.ts';
import type { NameSource, RecordHistoryKind } from '../../lib/record-history.ts';
import { NAMESPACE } from './access.ts';
import { searchTextOf, titleIn } from './translations.ts';
import { writeDerivedRows } from './writes.ts';

/** The fields of one language's text a reader compares, in the order the editor shows them. */
const TEXT_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'body',
  'seo_title',
  'seo_description',
  'cover_alt',
  'status',
  'publish_at',
  'unpublish_at',
] as const;

type Translation = NonNullable<StoredContentTranslations[keyof StoredContentTranslations]>;

const textOf = (translation: Translation | undefined, field: (typeof TEXT_FIELDS)[number]) => {
  if (!translation) return null;
  const value = field === 'body' ? richTextPlainText(translation.body) : translation[field];
  return value === null || value === undefined || value === '' ? null : String(value);
};

/** What a save changed in the texts, one line per field and language (`title.fr`), bodies by their words. */
export function translationChanges(before: unknown, after: unknown): AuditChange[] {
  const [old, now] = [before, after].map((value) => (value ?? {}) as StoredContentTranslations);
  return LANGUAGES.flatMap((language) =>
    TEXT_FIELDS.map((field) => ({
      field: `${field}.${language}`,
      before: textOf(old![language], field),
      after: textOf(now![language], field),
    })).filter((change) => change.before !== change.after),
  );
}

/**
 * An item's history is the record history's (modules/audit): the texts read field by field, search text follows
 * the restored texts, and the slugs, redirects and scheduled jobs follow them as after any save.
 */
export const contentHistory: RecordHistoryKind = {
  namespace: NAMESPACE,
  table: contentItems,
  derived: ['searchText'],
  label: (row, { language }) =>
    titleIn((row as ContentItemRow).translations, language, (row as ContentItemRow).sourceLanguage),
  fieldChanges: { translations: translationChanges },
  complete: (_db, restored) => ({ searchText: searchTextOf((restored.translations ?? {}) as never) }),
  alsoWrite: (tx, before, after) =>
    writeDerivedRows(
      tx,
      after.id as string,
      (before as ContentItemRow).translations,
      (after as ContentItemRow).translations,
      new Date(),
    ),
};

/** Content by its title in the reader's language: a menu's entries in the trail name what they link to. */
export const contentNames: NameSource = async (db, ids, language) => {
  const rows = await db
    .select({
      id: contentItems.id,
      translations: contentItems.translations,
      sourceLanguage: contentItems.sourceLanguage,
    })
    .from(contentItems)
    .where(inArray(contentItems.id, ids));
  return new Map(rows.map((row) => [row.id, titleIn(row.translations, language, row.sourceLanguage)]));
};
