import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Advertisement, AdvertisementCreate, UploadNamespace } from '@coachyard/contract';
import { advertisements, auditEvents, users } from '../src/db/schema/index.ts';
import { lookupEntriesOf } from '../src/modules/lookup-tables/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { photoBytes } from './uploads-support.ts';

export { ACCOUNTS };

/** Ids of seeded lookup values by table and key, e.g. `id('brands', 'temsa')`, `city('tr', 'istanbul')`. */
export async function loadLookups(t: TestApp) {
  const entries = await lookupEntriesOf(t.db, [
    'brands',
    'vehicle-models',
    'vehicle-type',
    'mileage-types',
    'engine-brand',
    'gearbox-brand',
    'steering-wheel',
    'gvwr-type',
    'product-features',
    'vehicle-tags',
    'tr-region-tags',
    'eu-region-tags',
    'us-region-tags',
    'countries',
  ]);
  const topLevel = (table: string, slug: string) =>
    entries.find(
      (entry) => entry.lookupTableSlug === table && entry.parentId === null && entry.slug === slug,
    );
  const id = (table: string, slug: string) => {
    const entry = topLevel(table, slug);
    if (!entry) throw new Error(`no ${table}/${slug}`);
    return entry.id;
  };
  const city = (country: string, slug: string) => {
    const entry = entries.find((item) => item.parentId === id('countries', country) && item.slug === slug);
    if (!entry) throw new Error(`no city ${country}/${slug}`);
    return entry.id;
  };
  const childOf = (table: string, parentSlug: string) =>
    entries.find((entry) => entry.lookupTableSlug === table && entry.parentId === id(table, parentSlug))!.id;
  const first = (table: string) =>
    entries.find((entry) => entry.lookupTableSlug === table && !entry.parentId)!.id;
  return { id, city, childOf, first };
}
export type Lookups = Awaited<ReturnType<typeof loadLookups>>;

/** A valid new ad in Türkiye: a TEMSA Safari HD intercity coach in İstanbul. */
export const adBody = (
  lookups: Lookups,
  overrides: Partial<AdvertisementCreate> = {},
): AdvertisementCreate => ({
  region: 'tr',
  brand_id: lookups.id('brands', 'temsa'),
  model_id: lookups.id('vehicle-models', 'temsa-safari-hd'),
  year: 2018,
  vehicle_type_id: lookups.id('vehicle-type', 'intercity'),
  price_minor: 450_000_000,
  country_id: lookups.id('countries', 'tr'),
  city_id: lookups.city('tr', 'istanbul'),
  title: { tr: 'Temiz Safari HD', en: 'Clean Safari HD' },
  ...overrides,
});

export interface AdsTestApp extends TestApp {
  lookups: Lookups;
  /** Tokens of the three demo accounts. */
  tokens: Record<'ADMIN' | 'REPRESENTATIVE' | 'DEALER', string>;
  /** A new DEALER (managed by `managerId` when given), signed in. */
  newDealer(managerId?: string): Promise<{ id: string; token: string }>;
  createAd(token: string, overrides?: Partial<AdvertisementCreate>): Promise<Advertisement>;
  get(token: string, id: string): Promise<Advertisement>;
  /** Uploads a JPEG through the signed flow and attaches it: a photo of its own (`photoBytes`) unless given. */
  addPhoto(token: string, ad: Pick<Advertisement, 'id' | 'version'>, bytes?: Buffer): Promise<Advertisement>;
  /** A signed upload of a JPEG, not yet attached: its key (namespace `advertisements` unless told). */
  uploadKey(token: string, namespace?: UploadNamespace, bytes?: Buffer): Promise<string>;
  auditCount(entityId: string, action?: string): Promise<number>;
  idOf(email: string): Promise<string>;
}

export async function createAdsTestApp(environment: Record<string, string> = {}): Promise<AdsTestApp> {
  const t = await createTestApp(environment);
  const lookups = await loadLookups(t);
  const [admin, representative, dealer] = await Promise.all(
    [ACCOUNTS.ADMIN, ACCOUNTS.REPRESENTATIVE, ACCOUNTS.DEALER].map((email) => t.login(email)),
  );
  const tokens = { ADMIN: admin!, REPRESENTATIVE: representative!, DEALER: dealer! };
  const idOf = async (email: string) =>
    (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.emailAddress}) = ${email}`)
    )[0]!.id;

  const newDealer = async (managerId?: string) => {
    const [source] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, await idOf(ACCOUNTS.DEALER)));
    const email = `dealer-${randomBytes(4).toString('hex')}@coachyard.test`;
    const [row] = await t.db
      .insert(users)
      .values({
        role: 'DEALER',
        emailAddress: email,
        firstName: 'Test Dealer',
        passwordHash: source!.passwordHash,
        managerId,
      })
      .returning({ id: users.id });
    return { id: row!.id, token: await t.login(email) };
  };

  const createAd = async (token: string, overrides: Partial<AdvertisementCreate> = {}) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/advertisements',
      token,
      payload: adBody(lookups, overrides),
    });
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
    return response.json().data as Advertisement;
  };
  const get = async (token: string, id: string) =>
    (await t.request({ method: 'GET', url: `/api/advertisements/${id}`, token })).json()
      .data as Advertisement;

  const uploadKey = async (token: string, namespace: UploadNamespace = 'advertisements', given?: Buffer) => {
    const bytes = given ?? (await photoBytes(randomBytes(4).readUInt32BE()));
    const signature = (
      await t.request({
        method: 'POST',
        url: '/api/uploads/signature',
        token,
        payload: {
          namespace,
          filename: 'coach.jpg',
          content_type: 'image/jpeg',
          size: bytes.length,
        },
      })
    ).json().data;
    const put = await t.request({
      method: 'PUT',
      url: signature.upload.url,
      payload: bytes,
      headers: { 'content-type': 'image/jpeg' },
    });
    if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
    return signature.key as string;
  };
  const addPhoto = async (token: string, ad: Pick<Advertisement, 'id' | 'version'>, bytes?: Buffer) => {
    const response = await t.request({
      method: 'POST',
      url: `/api/advertisements/${ad.id}/media`,
      token,
      payload: { key: await uploadKey(token, 'advertisements', bytes), version: ad.version },
    });
    if (response.statusCode !== 200) throw new Error(`add photo failed: ${response.body}`);
    return response.json().data as Advertisement;
  };

  const auditCount = async (entityId: string, action?: string) =>
    (
      await t.db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(
          action
            ? sql`${auditEvents.entityId} = ${entityId} and ${auditEvents.action} = ${action}`
            : eq(auditEvents.entityId, entityId),
        )
    ).length;

  return { ...t, lookups, tokens, newDealer, createAd, get, addPhoto, uploadKey, auditCount, idOf };
}

/** The stored row, to prove that nothing changed. */
export const storedRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(advertisements).where(eq(advertisements.id, id)))[0];

/** `fields` of an error answer, by field name. */
export const fieldsOf = (body: string) => (JSON.parse(body).error?.fields ?? {}) as Record<string, string[]>;
