import { afterAll, beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { translateMessage, type Role } from '@coachyard/contract';
import { auditEvents, users } from '../src/db/schema/index.ts';
import { lookupEntriesOf } from '../src/modules/lookup-tables/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

/** What the users tests share: places from the seeded lookup tables, valid bodies, readers of answers. */

export interface Places {
  /** Country id by ISO code. */
  country: (iso: string) => string;
  /** City id by ISO code and city slug. */
  city: (iso: string, slug: string) => string;
}

export async function placesOf(t: Pick<TestApp, 'db'>): Promise<Places> {
  const entries = await lookupEntriesOf(t.db, ['countries']);
  const countries = new Map(
    entries.filter((entry) => !entry.parentId).map((entry) => [entry.slug, entry.id]),
  );
  const cities = new Map(
    entries.filter((entry) => entry.parentId).map((entry) => [`${entry.parentId}/${entry.slug}`, entry.id]),
  );
  const country = (iso: string) => countries.get(iso) ?? missing(iso);
  return { country, city: (iso, slug) => cities.get(`${country(iso)}/${slug}`) ?? missing(`${iso}/${slug}`) };
}
const missing = (what: string): never => {
  throw new Error(`no lookup item ${what}`);
};

let counter = 0;
/** A fresh, unused email address. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}${(counter += 1)}@example.test`;

/** A body that passes every rule for the role; overrides replace fields (undefined removes one). */
export function validBody(places: Places, role: Role, overrides: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = {
    role,
    first_name: role === 'DEALER' ? 'Marmara Otobüs – Bursa' : 'Zeynep',
    last_name: role === 'DEALER' ? null : 'Arslan',
    email_address: uniqueEmail(role.toLowerCase()),
    phone_number: '90-224-555-0101',
    password: 'Strong-Pass-1',
    password_confirmation: 'Strong-Pass-1',
    country: places.country('tr'),
    city: places.city('tr', 'bursa'),
    address: 'Yeni Yalova Yolu Cd. 412, Osmangazi/Bursa',
    is_active: 1,
    ...(role === 'ADMIN' ? {} : { coordinates: { lat: '40.1950', lng: '29.0600' } }),
    ...(role === 'REPRESENTATIVE'
      ? {
          phone_extension: '204',
          languages: ['tr', 'en'],
          time_zone: 'GMT+03:00',
          work_hours: { start: '08:00', end: '16:00' },
        }
      : {}),
    ...overrides,
  };
  for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key];
  return body;
}

/** The field messages of an error answer. */
export const fieldsOf = (response: LightMyRequestResponse): Record<string, string[]> =>
  response.json().error?.fields ?? {};

export const message = (key: string, lang = 'en') => translateMessage(key, lang);

/** The id of a user by email, straight from the database. */
export async function userIdOf(t: Pick<TestApp, 'db'>, email: string) {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`);
  return row!.id;
}

export const auditRowsOf = (t: Pick<TestApp, 'db'>, entityId: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));

/** Creates a user as `token` and returns the answer's data (fails the test when refused). */
export async function createUser(t: TestApp, token: string, body: Record<string, unknown>) {
  const response = await t.request({ method: 'POST', url: '/api/users', token, payload: body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string; version: number } & Record<string, unknown>;
}

/** The app of one test file, with an ADMIN signed in and the seeded places read. */
export async function startUsersSuite() {
  const t = await createTestApp();
  const [admin, places] = await Promise.all([t.login(ACCOUNTS.ADMIN), placesOf(t)]);
  return { t, admin, places };
}

type UsersSuite = Awaited<ReturnType<typeof startUsersSuite>>;

/** POST /api/users as the suite's ADMIN, answered in `lang`. */
export const postUser = (suite: UsersSuite, body: Record<string, unknown>, lang = 'en') =>
  suite.t.request({ method: 'POST', url: `/api/users?lang=${lang}`, token: suite.admin, payload: body });

/** Creates with one change to a valid body and expects exactly that field's message. */
export async function expectFieldRefused(
  suite: UsersSuite,
  role: Role,
  overrides: Record<string, unknown>,
  field: string,
  key: string,
) {
  const response = await postUser(suite, validBody(suite.places, role, overrides));
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error.code).toBe('VALIDATION');
  expect(fieldsOf(response)).toEqual({ [field]: [message(key)] });
}

/**
 * A test file of the User form's rules: registers its app (ADMIN signed in, places read) and gives the POST
 * and the one-field refusal check bound to it.
 */
export function formRulesSuite() {
  const suite = {} as UsersSuite;
  beforeAll(async () => Object.assign(suite, await startUsersSuite()));
  afterAll(() => suite.t?.close());
  return {
    suite,
    create: (body: Record<string, unknown>, lang = 'en') => postUser(suite, body, lang),
    expectRefused: (role: Role, overrides: Record<string, unknown>, field: string, key: string) =>
      expectFieldRefused(suite, role, overrides, field, key),
  };
}
