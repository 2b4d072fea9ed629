import { isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hasHtml, slugify, translationIssues, type LookupFlag, type Translations } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { collectionItems, collections } from '../../db/schema/index.ts';
import { invalidFields, isUniqueViolation } from '../../lib/errors.ts';
import { insertAudited } from '../../lib/versioned.ts';
import { cleanTranslations } from './present.ts';
import { levelCondition, type Container } from './queries.ts';

export const NAMESPACE = 'lookup-tables';

/** The editable part of a table or item body, after the contract's schema has run. */
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
export async function withSlugCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ slug: ['translation.slug_taken'] });
    throw error;
  }
}

export interface CollectionInput extends EntryInput {
  name: string;
  rich_text?: LookupFlag;
}

export async function createCollection(db: Database, request: FastifyRequest, input: CollectionInput) {
  const slug = slugFor(input);
  assertEntryRules({ ...input, slug }, { richText: false });
  return withSlugCheck(() =>
    insertAudited(db, request, {
      table: collections,
      namespace: NAMESPACE,
      values: {
        name: input.name,
        slug,
        translations: cleanTranslations(input.translations),
        isActive: input.is_active !== 0,
        isExposable: input.is_exposable !== 0,
        richText: input.rich_text === 1,
      },
    }),
  );
}

export interface ItemInput extends EntryInput {
  name: string;
  attributes?: Record<string, unknown>;
  position?: number;
}

/** After the last item of the level, unless a position is given. */
const nextPosition = (container: Container) =>
  sql<number>`(select coalesce(max(${collectionItems.position}) + 1, 0) from ${collectionItems}
    where ${levelCondition(container)} and ${isNull(collectionItems.deletedAt)})`;

export async function createItem(
  db: Database,
  request: FastifyRequest,
  container: Container,
  input: ItemInput,
) {
  const slug = slugFor(input);
  assertEntryRules({ ...input, slug }, { richText: container.collection.richText });
  const row = await withSlugCheck(() =>
    insertAudited(db, request, {
      table: collectionItems,
      namespace: NAMESPACE,
      values: {
        collectionId: container.collection.id,
        parentId: container.parent?.id ?? null,
        name: input.name,
        slug,
        translations: cleanTranslations(input.translations),
        isActive: input.is_active !== 0,
        isExposable: input.is_exposable !== 0,
        attributes: input.attributes ?? {},
        position: input.position ?? nextPosition(container),
      },
    }),
  );
  return { ...row, childCount: 0 };
}
