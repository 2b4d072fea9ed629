import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage, type ModelRelation } from '@coachyard/contract';
import { adBody, createAdsTestApp, fieldsOf, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;
let temsa: string;
beforeAll(async () => {
  t = await createAdsTestApp();
  temsa = t.lookups.id('brands', 'temsa');
});
afterAll(() => t?.close());

const relation = async (brandId: string, token = t.tokens.DEALER) =>
  (await t.request({ method: 'GET', url: `/api/model-relations/${brandId}`, token })).json()
    .data as ModelRelation;
const put = (brandId: string, modelIds: string[], version: number, token = t.tokens.ADMIN) =>
  t.request({
    method: 'PUT',
    url: `/api/model-relations/${brandId}`,
    token,
    payload: { model_ids: modelIds, version },
  });

describe('model relations', () => {
  it('lists every brand with its seeded models in order, for the ADMIN only', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/model-relations?q=temsa',
      token: t.tokens.ADMIN,
    });
    expect(response.statusCode).toBe(200);
    const [first] = response.json().data.items as ModelRelation[];
    expect(first!.brand).toMatchObject({ slug: 'temsa', text: 'TEMSA' });
    expect(first!.models.slice(0, 2).map((model) => model.slug)).toEqual([
      'temsa-safari-hd',
      'temsa-maraton',
    ]);
    const all = (
      await t.request({ method: 'GET', url: '/api/model-relations', token: t.tokens.ADMIN })
    ).json().data;
    expect(all.total).toBe(28);
    for (const role of ['DEALER', 'REPRESENTATIVE'] as const) {
      expect(
        (await t.request({ method: 'GET', url: '/api/model-relations', token: t.tokens[role] })).statusCode,
      ).toBe(403);
    }
  });

  it('gives any signed-in user the models of one brand, for the advertisement form', async () => {
    const temsaModels = await relation(temsa);
    expect(temsaModels.models.every((model) => model.slug.startsWith('temsa-'))).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/model-relations/${temsa}` })).statusCode).toBe(401);
    const notABrand = t.lookups.id('countries', 'tr');
    expect(
      (await t.request({ method: 'GET', url: `/api/model-relations/${notABrand}`, token: t.tokens.DEALER }))
        .statusCode,
    ).toBe(404);
  });

  it('attaches, detaches and orders the models of a brand, and the ad form obeys it', async () => {
    const setraModel = t.lookups.id('vehicle-models', 'setra-s-516-hd');
    const safari = t.lookups.id('vehicle-models', 'temsa-safari-hd');
    const maraton = t.lookups.id('vehicle-models', 'temsa-maraton');
    const existing = await t.createAd(t.tokens.DEALER);
    const current = await relation(temsa);
    const withoutSafari = current.model_ids.filter((id) => id !== safari && id !== maraton);
    const response = await put(temsa, [maraton, setraModel, ...withoutSafari], current.version);
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as ModelRelation;
    expect(saved.model_ids.slice(0, 2)).toEqual([maraton, setraModel]);
    expect(saved.model_ids).not.toContain(safari);
    expect(saved.version).toBe(current.version + 1);
    expect(await t.auditCount(saved.brand.id, 'update')).toBe(1);

    const refused = await t.request({
      method: 'POST',
      url: '/api/advertisements',
      token: t.tokens.DEALER,
      payload: adBody(t.lookups),
    });
    expect(fieldsOf(refused.body).model_id).toEqual([
      translateMessage('advertisement.model_not_of_brand', 'en'),
    ]);
    expect((await t.createAd(t.tokens.DEALER, { model_id: setraModel })).model.slug).toBe('setra-s-516-hd');
    // Ads made before keep their model and can still be edited.
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/advertisements/${existing.id}`,
      token: t.tokens.DEALER,
      payload: { year: 2012, version: existing.version },
    });
    expect(edited.statusCode).toBe(200);

    // TEMSA's models as seeded again, so the tests after this one start from the demo's order.
    const restored = await put(temsa, current.model_ids, saved.version);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await relation(temsa)).model_ids).toEqual(current.model_ids);
  });

  it('answers a stale version with 409 and the current relation', async () => {
    const volvo = t.lookups.id('brands', 'volvo');
    const current = await relation(volvo);
    expect((await put(volvo, current.model_ids.slice(1), current.version)).statusCode).toBe(200);
    const stale = await put(volvo, current.model_ids, current.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({
      version: current.version + 1,
      model_ids: current.model_ids.slice(1),
    });
  });

  it('refuses values that are not models, a model twice, and writers without the privilege', async () => {
    const current = await relation(temsa);
    const notAModel = await put(temsa, [t.lookups.id('brands', 'setra')], current.version);
    expect(fieldsOf(notAModel.body).model_ids).toEqual([
      translateMessage('model_relation.model_invalid', 'en'),
    ]);
    const twice = await put(temsa, [current.model_ids[0]!, current.model_ids[0]!], current.version);
    expect(fieldsOf(twice.body).model_ids).toEqual([translateMessage('advertisement.duplicate_value', 'en')]);
    expect((await put(temsa, [], current.version, t.tokens.DEALER)).statusCode).toBe(403);
    expect((await relation(temsa)).version).toBe(current.version);
  });

  it('starts a brand without models at version 1', async () => {
    const [row] = (
      await t.db.execute<{ id: string }>(
        `insert into collection_items (collection_id, name, slug, translations)
         select id, 'Nova Coach', 'nova-coach', '{"en": "Nova Coach"}' from collections where slug = 'brands' returning id`,
      )
    ).rows;
    const fresh = await relation(row!.id);
    expect(fresh).toMatchObject({ version: 1, models: [], updated_at: null });
    const saved = await put(row!.id, [t.lookups.id('vehicle-models', 'temsa-md9')], 1);
    expect(saved.json().data).toMatchObject({ version: 2, models: [{ slug: 'temsa-md9', position: 0 }] });
  });
});
