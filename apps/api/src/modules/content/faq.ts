import type { FastifyRequest } from 'fastify';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  RTL_LANGUAGES,
  richTextPlainText,
  type ContentLanguageState,
  type Language,
  type RichTextNode,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { contentItems, type ContentItemRow } from '../../db/schema/index.ts';
import { findItemRow } from './queries.ts';
import { renderRichText } from './rich-text-html.ts';
import { asInput, isLive, statesOf } from './translations.ts';
import { createContent, inputOf, updateContent } from './writes.ts';

/**
 * FAQ entries written from outside the CMS screens (issue 15: an FAQ question from the public site turned into
 * an entry). They are ordinary content items of type `faq`, so the CMS lists, edits, versions and trashes them.
 */

/** One language of an entry as plain text: the question is the title, the answer the body. */
export interface FaqText {
  question: string;
  answer: string;
}

/** A plain-text answer as a document: one paragraph per non-empty line. */
const documentOf = (answer: string): RichTextNode => ({
  type: 'doc',
  content: answer
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] })),
});

/** An entry as its texts, its state per language, and whether it is on the public site in a language. */
export function faqEntryOf(row: ContentItemRow) {
  const texts: Partial<Record<Language, FaqText>> = {};
  for (const [language, translation] of Object.entries(row.translations) as [
    Language,
    NonNullable<ContentItemRow['translations'][Language]>,
  ][])
    texts[language] = { question: translation.title, answer: richTextPlainText(translation.body) };
  return {
    id: row.id,
    version: row.version,
    states: statesOf(row.translations) as Record<Language, ContentLanguageState>,
    texts,
    liveIn: (language: Language) => isLive(row.translations[language], new Date()),
  };
}

export const findFaqEntry = (db: Database, id: string) => findItemRow(db, id);

/**
 * Creates an FAQ entry (draft unless `publish`) or writes the given languages of an existing one at `version`
 * (409 when stale); other languages keep their text and state. Pass the caller's transaction to write it with
 * the change that causes it.
 */
export async function saveFaqEntry(
  db: Database,
  request: FastifyRequest,
  entry: {
    id: string | null;
    version?: number;
    sourceLanguage: Language;
    texts: Partial<Record<Language, FaqText>>;
    publish: boolean;
  },
): Promise<ContentItemRow> {
  const current = entry.id ? await findItemRow(db, entry.id) : null;
  const translations = current ? asInput(current.translations) : {};
  for (const [language, text] of Object.entries(entry.texts) as [Language, FaqText][]) {
    const before = translations[language];
    translations[language] = {
      title: text.question,
      slug: before?.slug ?? '',
      excerpt: before?.excerpt ?? '',
      body: documentOf(text.answer),
      seo_title: before?.seo_title ?? '',
      seo_description: before?.seo_description ?? '',
      cover_alt: before?.cover_alt ?? '',
      // Only a language with an answer goes on the site.
      status: entry.publish && text.answer ? 'published' : (before?.status ?? 'draft'),
      publish_at: before?.publish_at ?? null,
      unpublish_at: before?.unpublish_at ?? null,
    };
  }
  if (!current)
    return createContent(db, request, {
      type: 'faq',
      category_id: null,
      tag_ids: [],
      cover_key: null,
      source_language: entry.sourceLanguage,
      translations,
    });
  return updateContent(db, request, {
    id: current.id,
    version: entry.version ?? -1,
    input: inputOf(current, translations),
    present: (row) => row,
  });
}

/** The FAQ entries live in a language, newest first, with their answers as sanitized HTML (the public FAQ). */
export async function liveFaqEntries(db: Database, language: Language, mediaBaseUrl: string) {
  const rows = await db
    .select()
    .from(contentItems)
    .where(
      and(
        isNull(contentItems.deletedAt),
        eq(contentItems.type, 'faq'),
        sql`${contentItems.translations} ? ${language}::text`,
      ),
    )
    .orderBy(desc(contentItems.updatedAt))
    .limit(500);
  const now = new Date();
  return rows
    .filter((row) => isLive(row.translations[language], now))
    .map((row) => {
      const translation = row.translations[language]!;
      return {
        slug: translation.slug,
        question: translation.title,
        html: renderRichText(translation.body, {
          mediaBaseUrl,
          direction: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
        }),
        updated_at: translation.updated_at,
      };
    });
}
