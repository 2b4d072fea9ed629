import { isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LookupFlag } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { lookupItems, lookupTables } from '../../db/schema/index.ts';
import {
  assertEntryRules,
  cleanTranslations,
  slugFor,
  withSlugCheck,
  type EntryInput,
} from '../../lib/translated-entries.ts';
import { insertAudited } from '../../lib/versioned.ts';
import { levelCondition, type Container } from './queries.ts';

export const NAMESPACE = 'lookup-tables';

export interface LookupTableInput extends EntryInput {
  name: string;
  rich_text?: LookupFlag;
}

export async function createLookupTable(db: Database, request: FastifyRequest, input: LookupTableInput) {
  const slug = slugFor(input);
  assertEntryRules({ ...input, slug }, { richText: false });
  return withSlugCheck(() =>
    insertAudited(db, request, {
      table: lookupTables,
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
  sql<number>`(select coalesce(max(${lookupItems.position}) + 1, 0) from ${lookupItems}
    where ${levelCondition(container)} and ${isNull(lookupItems.deletedAt)})`;

export async function createItem(
  db: Database,
  request: FastifyRequest,
  container: Container,
  input: ItemInput,
) {
  const slug = slugFor(input);
  assertEntryRules({ ...input, slug }, { richText: container.lookupTable.richText });
  const row = await withSlugCheck(() =>
    insertAudited(db, request, {
      table: lookupItems,
      namespace: NAMESPACE,
      values: {
        collectionId: container.lookupTable.id,
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
