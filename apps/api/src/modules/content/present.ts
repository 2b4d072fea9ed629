import {
  LANGUAGES,
  resolveImageUrl,
  type ContentItem,
  type ContentListItem,
  type Language,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import type { ContentItemRow } from '../../db/schema/index.ts';
import { lookupEntriesByIds } from '../lookup-tables/index.ts';
import { textIn } from '../../lib/translated-entries.ts';
import { peopleByIds } from './queries.ts';
import { isLive, outdatedLanguages, statesOf, titleIn } from './translations.ts';

/** What presenting rows needs besides the rows: lookup texts, people's names, the media base, the moment. */
export interface PresentContext {
  language: Language;
  lookups: Map<string, { text: string; slug: string }>;
  people: Map<string, string>;
  mediaBaseUrl: string;
  now: Date;
}

/** Reads, once for a set of rows, the category and tag texts and the names of the people who wrote them. */
export async function presentContext(
  db: Database,
  rows: readonly Pick<ContentItemRow, 'categoryId' | 'tagIds' | 'updatedBy' | 'createdBy'>[],
  language: Language,
  mediaBaseUrl: string,
): Promise<PresentContext> {
  const [entries, people] = await Promise.all([
    lookupEntriesByIds(
      db,
      rows.flatMap((row) => [...(row.categoryId ? [row.categoryId] : []), ...row.tagIds]),
    ),
    peopleByIds(
      db,
      rows.flatMap((row) => [row.updatedBy, row.createdBy]),
    ),
  ]);
  const lookups = new Map(
    entries.map((entry) => [
      entry.id,
      { text: textIn(entry.translations, entry.name, language), slug: entry.slug },
    ]),
  );
  return { language, lookups, people, mediaBaseUrl, now: new Date() };
}

const reference = (context: PresentContext, id: string | null) => {
  const entry = id ? context.lookups.get(id) : undefined;
  return id && entry ? { id, text: entry.text } : null;
};
const person = (context: PresentContext, id: string | null) =>
  id && context.people.has(id) ? { id, name: context.people.get(id)! } : null;

export function presentItem(row: ContentItemRow, context: PresentContext): ContentItem {
  const outdated = outdatedLanguages(row.translations, row.sourceLanguage);
  const translations = Object.fromEntries(
    LANGUAGES.filter((language) => row.translations[language]).map((language) => {
      const stored = row.translations[language]!;
      return [
        language,
        {
          ...stored,
          source_updated_at: stored.source_updated_at ?? null,
          outdated: outdated.includes(language),
          live: isLive(stored, context.now),
        },
      ];
    }),
  );
  return {
    id: row.id,
    version: row.version,
    type: row.type,
    category_id: row.categoryId,
    category: reference(context, row.categoryId),
    tag_ids: row.tagIds,
    tags: row.tagIds.map((id) => reference(context, id)).filter((tag) => tag !== null),
    cover_key: row.coverKey,
    cover_url: resolveImageUrl(row.coverKey, context.mediaBaseUrl),
    source_language: row.sourceLanguage,
    translations,
    states: statesOf(row.translations),
    outdated_languages: outdated,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: person(context, row.updatedBy ?? row.createdBy),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

export function presentListItem(row: ContentItemRow, context: PresentContext): ContentListItem {
  return {
    id: row.id,
    version: row.version,
    type: row.type,
    title: titleIn(row.translations, context.language, row.sourceLanguage),
    category: reference(context, row.categoryId),
    states: statesOf(row.translations),
    outdated_languages: outdatedLanguages(row.translations, row.sourceLanguage),
    updated_at: row.updatedAt.toISOString(),
    author: person(context, row.updatedBy ?? row.createdBy),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}
