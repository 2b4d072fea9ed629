import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  modelRelationListQuerySchema,
  modelRelationPageSchema,
  modelRelationSchema,
  modelRelationUpdateSchema,
  type Language,
} from '@coachyard/contract';
import { modelRelations } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { invalidFields, notFound } from '../../lib/errors.ts';
import { registerRecordHistory } from '../../lib/record-history.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { lookupEntriesOf, type LookupEntry } from '../lookup-tables/index.ts';
import {
  BRANDS,
  brandEntry,
  MODELS,
  modelEntries,
  NAMESPACE,
  presentRelation,
  relationsOf,
} from './service.ts';
import { modelRelationHistory } from './history.ts';

const TAG = 'model-relations';
const brandParams = z.object({ brandId: z.string().uuid() });
const langQuery = z.object({ lang: z.string().optional() });
const errors = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;

/** Folded for a forgiving match: case and accents do not matter. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const matches = (entry: LookupEntry, needle: string) =>
  [entry.name, entry.slug, ...Object.values(entry.translations)].some((text) =>
    fold(text ?? '').includes(needle),
  );

/** Model relations (issue 5): which models each brand offers, in order. */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRecordHistory(modelRelationHistory);
  app.get(
    '/model-relations',
    {
      config: { privilege: [NAMESPACE, 'list'] },
      schema: {
        tags: [TAG],
        summary: 'Brands with their related models, in the brands table order',
        querystring: modelRelationListQuerySchema,
        response: { 200: envelope(modelRelationPageSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, q } = request.query;
      const entries = await lookupEntriesOf(app.db, [BRANDS, MODELS]);
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      const brands = entries.filter((entry) => entry.lookupTableSlug === BRANDS && entry.parentId === null);
      const states = await relationsOf(
        app.db,
        brands.map((brand) => brand.id),
      );
      const needle = q?.trim() ? fold(q.trim()) : '';
      const listed = brands.filter(
        (brand) =>
          !needle ||
          matches(brand, needle) ||
          states.get(brand.id)!.modelIds.some((id) => {
            const model = byId.get(id);
            return model ? matches(model, needle) : false;
          }),
      );
      return ok({
        items: listed
          .slice((page - 1) * perPage, page * perPage)
          .map((brand) => presentRelation(brand, states.get(brand.id)!, byId, request.lang)),
        total: listed.length,
        page,
        per_page: perPage,
      });
    },
  );

  app.get(
    '/model-relations/:brandId',
    {
      schema: {
        tags: [TAG],
        summary: "One brand's models in order (any signed-in user: the advertisement form lists them)",
        params: brandParams,
        querystring: langQuery,
        response: { 200: envelope(modelRelationSchema), ...errors(401, 404) },
      },
    },
    async (request) => {
      const brand = await brandEntry(app.db, request.params.brandId);
      if (!brand) throw notFound();
      const state = (await relationsOf(app.db, [brand.id])).get(brand.id)!;
      return ok(presentRelation(brand, state, await modelEntries(app.db, state.modelIds), request.lang));
    },
  );

  app.put(
    '/model-relations/:brandId',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: "Attach, detach and order a brand's models: model_ids is the whole new list",
        params: brandParams,
        querystring: langQuery,
        body: modelRelationUpdateSchema,
        response: { 200: envelope(modelRelationSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const brand = await brandEntry(app.db, request.params.brandId);
      if (!brand) throw notFound();
      const { model_ids: modelIds, version } = request.body;
      const current = (await relationsOf(app.db, [brand.id])).get(brand.id)!;
      const models = await modelEntries(app.db, [...modelIds, ...current.modelIds]);
      if (modelIds.some((id) => !models.has(id)))
        throw invalidFields({ model_ids: ['model_relation.model_invalid'] });

      // A brand nobody has edited has no row yet: it is made at version 1, the version such a brand answers.
      const id =
        current.id ??
        (
          await app.db
            .insert(modelRelations)
            .values({
              id: brand.id,
              brandId: brand.id,
              createdBy: request.user!.id,
              updatedBy: request.user!.id,
            })
            .onConflictDoUpdate({ target: modelRelations.brandId, set: { brandId: brand.id } })
            .returning({ id: modelRelations.id })
        )[0]!.id;
      const present = (language: Language) => (row: typeof modelRelations.$inferSelect) =>
        presentRelation(
          brand,
          {
            id: row.id,
            brandId: row.brandId,
            modelIds: row.modelIds,
            version: row.version,
            updatedAt: row.updatedAt,
          },
          models,
          language,
        );
      const relation = await applyVersionedChange(app.db, request, {
        table: modelRelations,
        namespace: NAMESPACE,
        id,
        version,
        changes: { modelIds },
        present: present(request.lang),
      });
      return ok(relation, { messageKey: 'common.saved', language: request.lang });
    },
  );
};
export default routes;
