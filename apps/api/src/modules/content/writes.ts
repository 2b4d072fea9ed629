import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  CONTENT_CATEGORY_TABLE,
  CONTENT_TAG_TABLE,
  type ContentType,
  type Language,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { contentItems, type ContentItemRow, type StoredContentTranslations } from '../../db/schema/index.ts';
import { invalidFields } from '../../lib/errors.ts';
import { applyVersionedChange, insertAudited } from '../../lib/versioned.ts';
import { lookupEntriesByIds } from '../lookup-tables/index.ts';
import { NAMESPACE } from './access.ts';
import { findItemRow } from './queries.ts';
import { queueScheduledChanges } from './schedule.ts';
import { recordSlugs, resolveSlugs } from './slugs.ts';
import { searchTextOf, storedTranslations, type TranslationsInput } from './translations.ts';

/** An item's editable fields after the contract's schema (defaults applied). */
export interface ContentInput {
  type: ContentType;
  category_id: string | null;
  tag_ids: string[];
  cover_key: string | null;
  source_language: Language;
  translations: TranslationsInput;
}

/** The category must be an item of `content-management`, the tags items of `tag-management`. */
async function assertReferences(db: Database, input: ContentInput) {
  const ids = [...(input.category_id ? [input.category_id] : []), ...input.tag_ids];
  const entries = new Map((await lookupEntriesByIds(db, ids)).map((entry) => [entry.id, entry]));
  const errors: Record<string, string[]> = {};
  if (input.category_id && entries.get(input.category_id)?.lookupTableSlug !== CONTENT_CATEGORY_TABLE) {
    errors.category_id = ['content.category_invalid'];
  }
  if (input.tag_ids.some((id) => entries.get(id)?.lookupTableSlug !== CONTENT_TAG_TABLE)) {
    errors.tag_ids = ['content.tag_invalid'];
  }
  if (Object.keys(errors).length) throw invalidFields(errors);
}

/** The column values of a write, translations resolved against what the item had. */
async function columnsOf(
  db: Database,
  itemId: string | null,
  input: ContentInput,
  before: StoredContentTranslations,
  now: Date,
) {
  await assertReferences(db, input);
  const slugs = await resolveSlugs(db, itemId, input.translations, before, input.type);
  const translations = storedTranslations(input.translations, before, input.source_language, slugs, now);
  return {
    type: input.type,
    categoryId: input.category_id,
    tagIds: [...new Set(input.tag_ids)],
    coverKey: input.cover_key,
    sourceLanguage: input.source_language,
    translations,
    searchText: searchTextOf(translations),
  };
}

/**
 * What every write of an item also does in its transaction, a restore from the audit trail included: slugs and
 * redirects, and jobs for scheduled times.
 */
export async function writeDerivedRows(
  tx: Database,
  id: string,
  before: StoredContentTranslations,
  after: StoredContentTranslations,
  now: Date,
) {
  await recordSlugs(tx, id, before, after, now);
  await queueScheduledChanges(tx, id, after, now);
}

/** Creates an item; `id` when the caller chose it first (its images were accepted for that id). */
export async function createContent(
  db: Database,
  request: FastifyRequest,
  input: ContentInput,
  id: string = randomUUID(),
) {
  const now = new Date();
  const values = await columnsOf(db, null, input, {}, now);
  return db.transaction(async (tx) => {
    const row = await insertAudited(tx as unknown as Database, request, {
      table: contentItems,
      namespace: NAMESPACE,
      values: { ...values, id },
    });
    await writeDerivedRows(tx as unknown as Database, row.id, {}, row.translations, now);
    return row;
  });
}

/**
 * Saves an item as a new version if it is still at the version the editor read (409 with the current item
 * otherwise, so the editor can keep both sides' text).
 */
export async function updateContent<TOut>(
  db: Database,
  request: FastifyRequest | null,
  change: {
    id: string;
    version: number;
    input: ContentInput;
    present: (row: ContentItemRow) => TOut;
    action?: 'update' | 'status_change';
  },
) {
  const current = await findItemRow(db, change.id);
  const now = new Date();
  const values = await columnsOf(db, change.id, change.input, current.translations, now);
  return applyVersionedChange(db, request, {
    table: contentItems,
    namespace: NAMESPACE,
    id: change.id,
    version: change.version,
    changes: values,
    action: change.action,
    present: change.present,
    alsoWrite: (tx, before, after) =>
      writeDerivedRows(tx, change.id, before.translations, after.translations, now),
  });
}

/** The write shape of a stored row (a bulk status change or a restored version starts from it). */
export const inputOf = (
  row: Pick<ContentItemRow, 'type' | 'categoryId' | 'tagIds' | 'coverKey' | 'sourceLanguage'>,
  translations: TranslationsInput,
): ContentInput => ({
  type: row.type,
  category_id: row.categoryId,
  tag_ids: row.tagIds,
  cover_key: row.coverKey,
  source_language: row.sourceLanguage,
  translations,
});
