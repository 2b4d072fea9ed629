import { describe, expect, it } from 'vitest';
import { leadsTestFile, newLead } from './leads-support.ts';

const file = leadsTestFile();
const { get, post } = file;

describe('reports', () => {
  it('count an inbox within the caller’s scope: a dealer sees its own figures only', async () => {
    const mine = await newLead(file.t, 'query');
    await newLead(file.t, 'query', {}, file.t.ads.otherDealer.shortId);
    await post(file.tokens.DEALER, `/api/leads_query/${mine.id}/reply`, { body: 'Ja, gern.', version: 1 });
    const admin = (await get(file.tokens.ADMIN, '/api/leads_query/reports')).json().data;
    const dealer = (await get(file.tokens.DEALER, '/api/leads_query/reports')).json().data;
    expect(dealer.total).toBeLessThan(admin.total);
    expect(dealer.per_dealer.map((row: { id: string }) => row.id)).toEqual([file.t.ads.dealer.ownerId]);
    expect(admin.per_dealer.length).toBeGreaterThan(1);
    expect(dealer.per_week.length).toBeGreaterThanOrEqual(12);
    expect(dealer.per_week.reduce((sum: number, week: { count: number }) => sum + week.count, 0)).toBe(
      dealer.total,
    );
    expect(dealer.response.answered).toBeGreaterThan(0);
    expect(dealer.response.median_hours).toBeGreaterThanOrEqual(0);
    expect(dealer.response.p90_hours).toBeGreaterThanOrEqual(dealer.response.median_hours);
    expect(dealer.response.share_within_target).toBeGreaterThan(0);
    expect(dealer.response.share_within_target).toBeLessThanOrEqual(1);
    expect(admin.outcomes.won + admin.outcomes.lost).toBeGreaterThan(0);
    expect(admin.per_advertisement[0]).toMatchObject({
      short_id: expect.any(String),
      count: expect.any(Number),
    });
  });

  it('refuse a period that ends before it starts, and an inbox the role may not list', async () => {
    const backwards = await get(file.tokens.ADMIN, '/api/leads_faq/reports?from=2025-05-01&to=2025-04-01');
    expect(backwards.statusCode).toBe(400);
    expect((await get(file.tokens.DEALER, '/api/leads_faq/reports')).statusCode).toBe(403);
  });
});
