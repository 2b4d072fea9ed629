import { describe, expect, it } from 'vitest';
import { LEAD_KINDS, LEAD_STATUSES } from '@coachyard/contract';
import { leads } from '../src/db/schema/index.ts';
import { leadsTestFile, newLead } from './leads-support.ts';

const file = leadsTestFile();
const { get, post } = file;

describe('lists', () => {
  it('filters by status, assignee, advertisement, dates and words; sorts and pages', async () => {
    const tag = `Zebrafink${Date.now()}`;
    const first = await newLead(file.t, 'query', { name: `Ana ${tag}` });
    const second = await newLead(file.t, 'query', { name: `Bea ${tag}` });
    await newLead(file.t, 'query', { name: `Cem ${tag}` }, file.t.ads.otherDealer.shortId);
    await post(file.tokens.ADMIN, `/api/leads_query/${second.id}/status`, { status: 'open', version: 1 });
    const list = async (query: string) =>
      (await get(file.tokens.ADMIN, `/api/leads_query?q=${tag}${query}`)).json().data;
    expect((await list('')).total).toBe(3);
    expect((await list('&status=open')).items.map((item: { id: string }) => item.id)).toEqual([second.id]);
    expect((await list(`&advertisement=${file.t.ads.dealer.id}`)).total).toBe(2);
    expect((await list(`&assignee=${file.t.ads.dealer.ownerId}`)).total).toBe(2);
    expect((await list(`&dealer=${file.t.ads.otherDealer.ownerId}`)).total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`&from=${today}&to=${today}`)).total).toBe(3);
    expect((await list('&to=2020-01-01')).total).toBe(0);
    const byName = await list('&sort=name&per_page=2');
    expect(byName.items.map((item: { name: string }) => item.name)).toEqual([`Ana ${tag}`, `Bea ${tag}`]);
    expect(byName.total).toBe(3);
    expect((await list('&sort=name&per_page=2&page=2')).items[0].name).toBe(`Cem ${tag}`);
    expect((await get(file.tokens.ADMIN, '/api/leads_query?sort=message')).statusCode).toBe(400);
    expect((await list('&unread=1')).items.map((item: { id: string }) => item.id)).toContain(first.id);
  });

  it('applies bulk actions lead by lead, skipping those out of reach', async () => {
    const mine = await newLead(file.t, 'query');
    const foreign = await newLead(file.t, 'query', {}, file.t.ads.otherDealer.shortId);
    const result = await post(file.tokens.DEALER, '/api/leads_query/bulk', {
      ids: [mine.id, foreign.id],
      action: 'archive',
    });
    expect(result.json().data).toEqual({
      updated: [mine.id],
      skipped: [{ id: foreign.id, message: 'Not found' }].map((skip) => ({
        ...skip,
        message: expect.any(String),
      })),
    });
    const moved = await post(file.tokens.DEALER, '/api/leads_query/bulk', {
      ids: [mine.id],
      action: 'status',
      status: 'won',
    });
    expect(moved.json().data.skipped[0].message).toBe(
      'The lead cannot move from its current status to this one',
    );
  });

  it('exports the filtered leads as CSV with formulas neutralised', async () => {
    const lead = await newLead(file.t, 'query', { name: '=HYPERLINK("evil.example","Click me")' });
    const response = await get(file.tokens.DEALER, `/api/leads_query/export.csv?q=${lead.receiptId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(',').slice(0, 3)).toEqual(['receipt_id', 'kind', 'status']);
    expect(row).toContain(`"'=HYPERLINK(""evil.example"",""Click me"")"`);
    expect(row).not.toMatch(/,=HYPERLINK/);
  });
});

describe('demo leads', () => {
  it('fill every inbox in every status and language, with some overdue and some spam', async () => {
    for (const kind of LEAD_KINDS) {
      const ns = `leads_${kind}`;
      const statuses = new Set<string>();
      for (const status of LEAD_STATUSES[kind]) {
        const found = (await get(file.tokens.ADMIN, `/api/${ns}?status=${status}&per_page=1`)).json().data
          .total;
        if (found > 0) statuses.add(status);
      }
      expect([...statuses].sort()).toEqual([...LEAD_STATUSES[kind]].sort());
    }
    const rows = await file.t.db.select().from(leads);
    expect(new Set(rows.map((row) => row.language)).size).toBe(8);
    expect(rows.length).toBeGreaterThan(250);
    expect((await get(file.tokens.ADMIN, '/api/leads_query?overdue=1')).json().data.total).toBeGreaterThan(0);
    expect((await get(file.tokens.ADMIN, '/api/leads_query?spam=1')).json().data.total).toBeGreaterThan(0);
    const weeks = new Set(
      rows.map((row) => Math.floor((Date.now() - row.createdAt.getTime()) / (7 * 86_400_000))),
    );
    expect(weeks.size).toBeGreaterThanOrEqual(6);
  });
});
