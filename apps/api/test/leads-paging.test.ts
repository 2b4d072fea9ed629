import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../src/db/schema/index.ts';
import { createLeadsTestApp, newLead, tokensOf, type LeadsTestApp } from './leads-support.ts';

/**
 * The inboxes page through the platform's keyset cursor (lib/keyset.ts), as the advertisements list and the audit
 * trail do: `next_cursor`/`prev_cursor` walk a filtered, sorted inbox exactly once each way, leads received in the
 * same instant keep one order, page numbers give the rows the walk gives, and a cursor that is garbled or made for
 * another inbox or order is a 400 in the envelope, never a 500 or a wrong page.
 */

let t: LeadsTestApp;
let tokens: Awaited<ReturnType<typeof tokensOf>>;
/** Eleven leads about the dealer's ad tagged `paging`, nine of them received in one instant; two are open. */
let tagged: string[];
const TAG = 'paging';

interface LeadPage {
  items: { id: string; name: string; status: string; tags: string[] }[];
  total: number;
  page: number;
  per_page: number;
  next_cursor: string | null;
  prev_cursor: string | null;
}

beforeAll(async () => {
  t = await createLeadsTestApp({ LEADS_PER_IP_PER_HOUR: '1000', LEADS_PER_EMAIL_PER_HOUR: '1000' });
  tokens = await tokensOf(t);
  const names = ['Ada', 'björn', 'Chloé', 'Dmitri', 'Elif', 'Farah', 'Gus', 'Hana', 'Ilse', 'Jonas', 'Kemal'];
  tagged = [];
  for (const name of names) tagged.push((await newLead(t, 'query', { name: `${name} Paging` })).id);
  await t.db
    .update(leads)
    .set({ tags: [TAG], createdAt: sql`'2026-03-02T09:30:00.123456Z'::timestamptz` })
    .where(inArray(leads.id, tagged.slice(0, 9)));
  await t.db
    .update(leads)
    .set({ tags: [TAG], status: 'open', createdAt: sql`'2026-03-01T08:00:00Z'::timestamptz` })
    .where(inArray(leads.id, tagged.slice(9)));
});
afterAll(() => t.close());

const list = async (query: string, token = tokens.ADMIN, inbox = 'leads_query') => {
  const response = await t.request({ method: 'GET', url: `/api/${inbox}?${query}`, token });
  expect(response.statusCode, `${inbox}?${query}: ${response.body}`).toBe(200);
  return response.json().data as LeadPage;
};

/** Walks the whole inbox forward by next_cursor, then back by prev_cursor from the last page. */
async function walk(query: string, perPage: number, token = tokens.ADMIN) {
  let page = await list(`${query}&per_page=${perPage}`, token);
  const total = page.total;
  const pages = [page.items];
  while (page.next_cursor) {
    const number = page.page;
    page = await list(`${query}&per_page=${perPage}&cursor=${page.next_cursor}`, token);
    expect(page.page).toBe(number + 1);
    expect(page.total).toBe(total);
    if (page.items.length) pages.push(page.items);
  }
  const backwards = [page.items];
  while (page.prev_cursor) {
    page = await list(`${query}&per_page=${perPage}&cursor=${page.prev_cursor}`, token);
    backwards.unshift(page.items);
  }
  expect(page.page).toBe(1);
  return {
    total,
    pages,
    forward: pages.flat().map((item) => item.id),
    backward: backwards.flat().map((item) => item.id),
  };
}

describe('lead inboxes by cursor', () => {
  it('keep one order among leads received in the same instant, both ways and by page number', async () => {
    const { total, forward, backward } = await walk(`tag=${TAG}`, 2);
    expect(total).toBe(11);
    expect(new Set(forward).size).toBe(11);
    expect(forward.sort()).toEqual([...tagged].sort());
    expect(backward).toEqual((await walk(`tag=${TAG}`, 2)).forward);

    // Ties on the received time are broken by id, newest first like the time: one order on every walk.
    const { forward: ordered } = await walk(`tag=${TAG}`, 2);
    const twins = ordered.filter((id) => tagged.slice(0, 9).includes(id));
    expect(twins).toEqual([...twins].sort().reverse());
    expect(ordered.slice(9).sort()).toEqual(tagged.slice(9).sort());
    // A page by number starts inside the run of equal times exactly where the walk does.
    for (const number of [2, 3, 4, 5, 6]) {
      const byNumber = await list(`tag=${TAG}&per_page=2&page=${number}`);
      expect(byNumber.page).toBe(number);
      expect(byNumber.items.map((item) => item.id)).toEqual(ordered.slice((number - 1) * 2, number * 2));
    }
    const beyond = await list(`tag=${TAG}&per_page=2&page=100`);
    expect(beyond).toMatchObject({ items: [], total: 11, next_cursor: null, prev_cursor: null });
  });

  it.each(['sort=name', 'sort=-name', 'sort=status', 'sort=-due_at', 'sort=updated_at'])(
    'walk every sort (%s) exactly once each way',
    async (sort) => {
      const { total, forward, backward } = await walk(`tag=${TAG}&${sort}`, 3);
      expect(total).toBe(11);
      expect(new Set(forward).size).toBe(11);
      expect(backward).toEqual(forward);
    },
  );

  it('sort by name case-blind across pages', async () => {
    const { forward } = await walk(`tag=${TAG}&sort=name`, 4);
    const names = (await list(`tag=${TAG}&sort=name&per_page=11`)).items.map((item) => item.name);
    expect(names.slice(0, 3)).toEqual(['Ada Paging', 'björn Paging', 'Chloé Paging']);
    expect((await list(`tag=${TAG}&sort=name&per_page=11`)).items.map((item) => item.id)).toEqual(forward);
  });

  it('keep the filters on every page a cursor leads to, within the caller’s scope', async () => {
    const { total, pages } = await walk(`tag=${TAG}&status=open`, 1);
    expect(total).toBe(2);
    expect(pages.flat().map((item) => item.status)).toEqual(['open', 'open']);
    // The dealer walks only its own leads: all eleven are about its ad, the seeded leads of others never show.
    const dealer = await walk(`tag=${TAG}`, 4, tokens.DEALER);
    expect(dealer.forward.sort()).toEqual([...tagged].sort());
    const all = await walk('', 100, tokens.DEALER);
    expect(new Set(all.forward).size).toBe(all.total);
    expect(all.backward).toEqual(all.forward);
  });

  it('refuse a garbled cursor, or one of another inbox or order, with a 400 in the envelope', async () => {
    const { next_cursor: cursor } = await list(`tag=${TAG}&per_page=2`);
    const { next_cursor: byName } = await list(`tag=${TAG}&per_page=2&sort=name`);
    const { next_cursor: ofContact } = await list('per_page=1', tokens.ADMIN, 'leads_contact');
    expect(cursor && byName && ofContact).toBeTruthy();
    const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const refused = [
      'garbled',
      cursor!.slice(0, -4),
      cursor!.slice(8),
      // Made for another order or another inbox.
      `${byName}&sort=-created_at`,
      `${cursor}&sort=name`,
      ofContact!,
      // Well-formed but tampered: not a time, not an id, no page, an unknown direction.
      forged(['leads_query:-created_at', 'yesterday', tagged[0], 2, 'n']),
      forged(['leads_query:-created_at', '2026-03-02T09:30:00.123456Z', 'not-an-id', 2, 'n']),
      forged(['leads_query:-created_at', '2026-03-02T09:30:00.123456Z', tagged[0], 0, 'n']),
      forged(['leads_query:-created_at', '2026-03-02T09:30:00.123456Z', tagged[0], 2, 'sideways']),
      forged(['leads_query:name', 'x\u0000y', tagged[0], 2, 'n']),
      'x'.repeat(2001),
    ];
    for (const query of refused) {
      const response = await t.request({
        method: 'GET',
        url: `/api/leads_query?tag=${TAG}&per_page=2&cursor=${query}`,
        token: tokens.ADMIN,
      });
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({
        error: { code: 'VALIDATION', title: expect.any(String), message: expect.any(String) },
        request_id: expect.any(String),
      });
      expect(body.error.fields.cursor, query).toHaveLength(1);
    }
    // Said in the request's language.
    const turkish = await t.request({
      method: 'GET',
      url: `/api/leads_query?cursor=garbled&lang=tr`,
      token: tokens.ADMIN,
    });
    expect(turkish.json().error.fields.cursor).toEqual([
      'Bu sayfa bağlantısı artık geçerli değil; ilk sayfaya dönünüz',
    ]);
  });

  it('export every filtered lead by walking the cursor in batches', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/leads_query/export.csv?tag=${TAG}&sort=name`,
      token: tokens.ADMIN,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[1]).toContain('Ada Paging');
  });
});
