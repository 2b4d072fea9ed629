import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillSignals } from '../src/modules/signals/index.ts';
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

  it('get them back when a database migrated from before has none: the backfill fills exactly those', async () => {
    const before = await t.db.execute<{ id: string; health_score: number; price_band: string }>(
      sql`select id, health_score, price_band from advertisements order by id limit 3`,
    );
    const ids = before.rows.map((row) => row.id);
    await t.db
      .execute(sql`update advertisements set health_score = null, health_band = null, price_band = null
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    expect(await backfillSignals(t.db)).toBe(3);
    const after = await t.db.execute<{ id: string; health_score: number; price_band: string }>(
      sql`select id, health_score, price_band from advertisements order by id limit 3`,
    );
    expect(after.rows).toEqual(before.rows);
    expect(await backfillSignals(t.db)).toBe(0);
  });
});
