import { z } from 'zod';
import { pageOf } from './envelope.ts';

/**
 * Model relations (issue 5; SPEC §2 /model_relations): which `vehicle-models` items each `brands` item offers, in
 * order. The advertisement form lists a brand's models from here, and an ad's model must be related to its brand.
 * Namespace `model_relations`.
 *
 *   GET /api/model-relations              ModelRelationListQuery → ModelRelationPage (privilege model_relations:list)
 *   GET /api/model-relations/{brandId}    → ModelRelation (every signed-in user: the ad form needs it)
 *   PUT /api/model-relations/{brandId}    ModelRelationUpdate → ModelRelation (model_relations:update)
 *
 * A brand nobody has edited yet answers version 1 with the models seeded for it (or none). PUT replaces the
 * brand's list: ids left out are detached, new ones attached, the order is the order given. Stale version → 409
 * with the current ModelRelation in `error.current`. Unknown models are field errors on `model_ids`
 * ('model_relation.model_invalid'); a model twice is 'advertisement.duplicate_value'.
 */

export const modelRelationModelSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  /** Name in `?lang`. */
  text: z.string(),
  is_active: z.boolean(),
  position: z.number().int(),
});
export type ModelRelationModel = z.infer<typeof modelRelationModelSchema>;

export const modelRelationSchema = z.object({
  brand: z.object({ id: z.string().uuid(), slug: z.string(), text: z.string(), is_active: z.boolean() }),
  /** Ordered. */
  models: z.array(modelRelationModelSchema),
  model_ids: z.array(z.string().uuid()),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type ModelRelation = z.infer<typeof modelRelationSchema>;

export const modelRelationPageSchema = pageOf(modelRelationSchema);
export type ModelRelationPage = z.infer<typeof modelRelationPageSchema>;

/** Brands are listed in the `brands` table's order; `q` matches a brand or model name. */
export const modelRelationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(100),
  q: z.string().max(200).optional(),
  lang: z.string().optional(),
});
export type ModelRelationListQuery = z.input<typeof modelRelationListQuerySchema>;

export const modelRelationUpdateSchema = z.strictObject({
  model_ids: z
    .array(z.string().uuid('model_relation.model_invalid'), { error: 'common.required' })
    .max(500, 'common.too_long')
    .refine((ids) => new Set(ids).size === ids.length, 'advertisement.duplicate_value'),
  version: z.number({ error: 'common.required' }).int('common.invalid').min(1, 'common.invalid'),
});
export type ModelRelationUpdate = z.input<typeof modelRelationUpdateSchema>;
