import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language, ModelRelation } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { modelRelations, type ModelRelationRow } from '../../db/schema/index.ts';
import { lookupEntriesByIds, lookupEntriesOf, type LookupEntry } from '../lookup-tables/index.ts';
import { textIn } from '../../lib/translated-entries.ts';

export const NAMESPACE = 'model_relations';
export const BRANDS = 'brands';
export const MODELS = 'vehicle-models';

/** A brand's relation as stored, or what an untouched brand looks like (version 1, no models). */
export interface RelationState {
  id: string | null;
  brandId: string;
  modelIds: string[];
  version: number;
  updatedAt: Date | null;
}

const stateOf = (brandId: string, row: ModelRelationRow | undefined): RelationState =>
  row
    ? { id: row.id, brandId, modelIds: row.modelIds, version: row.version, updatedAt: row.updatedAt }
    : { id: null, brandId, modelIds: [], version: 1, updatedAt: null };

export async function relationsOf(
  db: Database,
  brandIds: readonly string[],
): Promise<Map<string, RelationState>> {
  const rows = brandIds.length
    ? await db
        .select()
        .from(modelRelations)
        .where(inArray(modelRelations.brandId, [...brandIds]))
    : [];
  const byBrand = new Map(rows.map((row) => [row.brandId, row]));
  return new Map(brandIds.map((brandId) => [brandId, stateOf(brandId, byBrand.get(brandId))]));
}

/** The live `brands` item with this id, or null. */
export async function brandEntry(db: Database, brandId: string): Promise<LookupEntry | null> {
  const [entry] = await lookupEntriesByIds(db, [brandId]);
  return entry && entry.lookupTableSlug === BRANDS && entry.parentId === null ? entry : null;
}

/** Whether the model is one of the brand's related models: the rule an advertisement's model obeys. */
export async function isModelOfBrand(db: Database, brandId: string, modelId: string): Promise<boolean> {
  const rows = await db
    .select({ id: modelRelations.id })
    .from(modelRelations)
    .where(and(eq(modelRelations.brandId, brandId), sql`${modelId}::uuid = any(${modelRelations.modelIds})`));
  return rows.length > 0;
}

/** The related model ids of every brand that has some (for generating demo data). */
export async function allModelIdsByBrand(db: Database): Promise<Map<string, string[]>> {
  const rows = await db.select().from(modelRelations);
  return new Map(rows.map((row) => [row.brandId, row.modelIds]));
}

/** The answer for one brand; `entries` must hold the brand and the models to show. */
export function presentRelation(
  brand: LookupEntry,
  state: RelationState,
  entries: ReadonlyMap<string, LookupEntry>,
  language: Language,
): ModelRelation {
  const models = state.modelIds.flatMap((id) => {
    const entry = entries.get(id);
    return entry ? [entry] : [];
  });
  return {
    brand: {
      id: brand.id,
      slug: brand.slug,
      text: textIn(brand.translations, brand.name, language),
      is_active: brand.isActive,
    },
    models: models.map((model, position) => ({
      id: model.id,
      slug: model.slug,
      text: textIn(model.translations, model.name, language),
      is_active: model.isActive,
      position,
    })),
    model_ids: models.map((model) => model.id),
    version: state.version,
    updated_at: state.updatedAt?.toISOString() ?? null,
  };
}

/** The model entries of the given ids, keyed by id; ids that are not live `vehicle-models` items are left out. */
export async function modelEntries(db: Database, ids: readonly string[]) {
  const entries = await lookupEntriesByIds(db, ids);
  return new Map(
    entries.filter((entry) => entry.lookupTableSlug === MODELS).map((entry) => [entry.id, entry]),
  );
}

/**
 * Relates every model to the brand its `attributes.brand` names (the brand's slug), in the models' table order.
 * Brands that already have a relation are left as they are.
 */
export async function seedModelRelations(db: Database) {
  const entries = await lookupEntriesOf(db, [BRANDS, MODELS]);
  const brandIdOfSlug = new Map(
    entries
      .filter((entry) => entry.lookupTableSlug === BRANDS)
      .map((entry) => [entry.slug.toLowerCase(), entry.id]),
  );
  const modelIdsByBrand = new Map<string, string[]>();
  for (const entry of entries) {
    if (entry.lookupTableSlug !== MODELS) continue;
    const brandId = brandIdOfSlug.get(String(entry.attributes.brand ?? '').toLowerCase());
    if (!brandId) continue;
    modelIdsByBrand.set(brandId, [...(modelIdsByBrand.get(brandId) ?? []), entry.id]);
  }
  const rows = [...modelIdsByBrand].map(([brandId, modelIds]) => ({ id: brandId, brandId, modelIds }));
  if (rows.length) await db.insert(modelRelations).values(rows).onConflictDoNothing();
  return rows.length;
}
