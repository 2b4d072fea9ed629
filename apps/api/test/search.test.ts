import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '@coachyard/contract';
import { advertisements, users } from '../src/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<keyof typeof ACCOUNTS, string> = { ADMIN: '', REPRESENTATIVE: '', DEALER: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[])
    tokens[role] = await t.login(ACCOUNTS[role]);
});
afterAll(() => t.close());

const search = async (role: keyof typeof ACCOUNTS, q: string) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    token: tokens[role],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as SearchHit[];
};
const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, email)))[0]!.id;

describe('GET /api/search (the command palette)', () => {
  it('finds an advertisement by its short id, in any case, with the screen that opens it', async () => {
    const [ad] = await t.db.select().from(advertisements).limit(1);
    const hits = await search('ADMIN', ad!.shortId.toLowerCase());
    const hit = hits.find((found) => found.id === ad!.id);
    expect(hit).toMatchObject({ kind: 'advertisement', path: `/advertisements/${ad!.id}/edit` });
    expect(hit!.subtitle).toContain(ad!.shortId.toUpperCase());
  });

  it('keeps to the caller’s scope: a dealer finds its own ad, never another dealer’s', async () => {
    const dealerId = await idOf(ACCOUNTS.DEALER);
    const [own] = await t.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.ownerId, dealerId))
      .limit(1);
    const [others] = await t.db
      .select()
      .from(advertisements)
      .where(ne(advertisements.ownerId, dealerId))
      .limit(1);
    expect((await search('DEALER', own!.shortId)).map((hit) => hit.id)).toContain(own!.id);
    expect((await search('DEALER', others!.shortId)).map((hit) => hit.id)).not.toContain(others!.id);
  });

  it('finds users only for a role that may list them, and only those it manages', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.emailAddress, ACCOUNTS.ADMIN));
    expect((await search('ADMIN', ACCOUNTS.DEALER)).some((hit) => hit.kind === 'user')).toBe(true);
    expect((await search('DEALER', ACCOUNTS.DEALER)).filter((hit) => hit.kind === 'user')).toEqual([]);
    const managed = await t.db
      .select()
      .from(users)
      .where(and(eq(users.managerId, await idOf(ACCOUNTS.REPRESENTATIVE)), eq(users.role, 'DEALER')))
      .limit(1);
    const asRepresentative = await search('REPRESENTATIVE', managed[0]!.emailAddress);
    expect(asRepresentative).toContainEqual(
      expect.objectContaining({ kind: 'user', id: managed[0]!.id, path: `/users/${managed[0]!.id}/edit` }),
    );
    expect((await search('REPRESENTATIVE', admin!.emailAddress)).map((hit) => hit.id)).not.toContain(
      admin!.id,
    );
  });

  it('finds lookup entries in any language for those who manage lookup tables', async () => {
    const hits = await search('ADMIN', 'Setra');
    const brand = hits.find((hit) => hit.kind === 'lookup' && hit.title === 'Setra');
    expect(brand).toBeDefined();
    expect(brand!.path).toMatch(/^\/lookup-tables\/[0-9a-f-]+\/items\/[0-9a-f-]+\/edit$/);
    expect((await search('DEALER', 'Setra')).filter((hit) => hit.kind === 'lookup')).toEqual([]);
  });

  it('finds markets and places, with the screen that opens each, for those who manage locations', async () => {
    const hits = (await search('ADMIN', 'İzmir')).filter((hit) => hit.kind === 'location');
    const izmir = hits.find((hit) => hit.title === 'Izmir');
    expect(izmir).toBeDefined();
    const [, containerId, itemId] = /^\/locations\/([0-9a-f-]+)\/items\/([0-9a-f-]+)\/edit$/.exec(
      izmir!.path,
    )!;
    const opened = await t.request({
      method: 'GET',
      url: `/api/locations/${containerId}/items/${itemId}`,
      token: tokens.ADMIN,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(
      (await search('ADMIN', 'europe')).some((hit) => hit.kind === 'location' && hit.path.endsWith('/edit')),
    ).toBe(true);
    expect((await search('DEALER', 'İzmir')).filter((hit) => hit.kind === 'location')).toEqual([]);
  });

  it('finds leads in the inboxes the caller may open, a dealer only those about its own ads', async () => {
    const [lead] = (
      await t.db.execute<{ id: string; email: string; kind: string }>(
        sql`select l.id, l.email, l.kind from leads l join advertisements a on a.id = l.advertisement_id
            where l.kind = 'query' and not l.is_spam and l.archived_at is null and a.owner_id = ${await idOf(ACCOUNTS.DEALER)} limit 1`,
      )
    ).rows;
    const asAdmin = await search('ADMIN', lead!.email);
    expect(asAdmin).toContainEqual(
      expect.objectContaining({ kind: 'lead', id: lead!.id, path: `/leads_query?lead=${lead!.id}` }),
    );
    expect((await search('DEALER', lead!.email)).map((hit) => hit.id)).toContain(lead!.id);
    const [elsewhere] = (
      await t.db.execute<{ email: string; id: string }>(
        sql`select l.id, l.email from leads l join advertisements a on a.id = l.advertisement_id
            where l.kind = 'query' and not l.is_spam and l.archived_at is null and a.owner_id <> ${await idOf(ACCOUNTS.DEALER)} limit 1`,
      )
    ).rows;
    expect((await search('DEALER', elsewhere!.email)).map((hit) => hit.id)).not.toContain(elsewhere!.id);
  });

  it('finds content by its title for those who manage content', async () => {
    const hits = (await search('ADMIN', 'financing')).filter((hit) => hit.kind === 'content');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.path).toMatch(/^\/content\/[0-9a-f-]+\/edit$/);
    expect((await search('DEALER', 'financing')).filter((hit) => hit.kind === 'content')).toEqual([]);
  });

  it('refuses a one-letter search with a field error, and a caller without a token', async () => {
    const short = await t.request({ method: 'GET', url: '/api/search?q=a', token: tokens.ADMIN });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.q).toBeDefined();
    expect((await t.request({ method: 'GET', url: '/api/search?q=setra' })).statusCode).toBe(401);
  });
});
