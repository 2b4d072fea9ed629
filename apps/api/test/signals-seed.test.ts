import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the seeded demo ads', () => {
  it('all have their signals stored, so lists can filter by them from the first start', async () => {
    const { rows } = await t.db.execute<{ total: number; missing: number; bands: number }>(sql`
      select count(*)::int as total,
        count(*) filter (where health_score is null or health_band is null or price_band is null)::int as missing,
        count(distinct health_band)::int as bands
      from advertisements`);
    expect(rows[0]!.total).toBeGreaterThan(0);
    expect(rows[0]!.missing).toBe(0);
  });
});
