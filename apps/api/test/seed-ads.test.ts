import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { isShortId } from '@coachyard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdsTestApp, type AdsTestApp } from './advertisements-support.ts';

// `npm run seed -- --ads N` copies the demo's ads in bulk SQL (seed/steps/advertisement-copies.ts): what it adds
// must be ads the API lists, reads, finds and judges as it does the ads written through it.

const CLI = fileURLToPath(new URL('../src/seed/cli.ts', import.meta.url));
const ADDED = 60;

let t: AdsTestApp;
beforeAll(async () => {
  // The seed writes beside the app, not through it: every total counted, none reused from before.
  t = await createAdsTestApp({ LIST_TOTALS_TTL_SECONDS: '0' });
});
afterAll(() => t?.close());

const data = async (url: string) => {
  const response = await t.request({ method: 'GET', url, token: t.tokens.ADMIN });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

interface StoredRow extends Record<string, unknown> {
  id: string;
  short_id: string;
  health_score: number | null;
  health_band: string | null;
  price_band: string | null;
  review_rank: number | null;
  search_text: string;
}

describe('seeding more ads (npm run seed -- --ads N)', () => {
  it('adds N complete ads: listed, read by id, judged as a fresh look would, found by their short id', async () => {
    const before = await t.db.execute<{ id: string }>(sql`select id from advertisements`);
    const total = (await data('/api/advertisements?per_page=1')).total as number;
    // Stored scores gone stale (as a write elsewhere can leave them): a copy takes its source's fresh ones.
    await t.db.execute(sql`update advertisements set health_score = 0`);
    await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, '--ads', String(ADDED)], {
      cwd: path.dirname(CLI),
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.dataDir },
    });

    expect((await data('/api/advertisements?per_page=1')).total).toBe(total + ADDED);
    const known = new Set(before.rows.map((row) => row.id));
    const { rows } = await t.db.execute<StoredRow>(
      sql`select id, short_id, health_score, health_band, price_band, review_rank, search_text from advertisements`,
    );
    const added = rows.filter((row) => !known.has(row.id));
    expect(added).toHaveLength(ADDED);
    expect(new Set(rows.map((row) => row.short_id)).size).toBe(rows.length);
    for (const row of added.slice(0, 12)) {
      expect(isShortId(row.short_id), row.short_id).toBe(true);
      const ad = await data(`/api/advertisements/${row.id}`);
      expect(ad.short_id).toBe(row.short_id);
      // The route computes the signals afresh: what the copy stores is what it finds.
      const signals = await data(`/api/advertisements/${row.id}/signals`);
      expect([row.health_score, row.health_band, row.price_band]).toEqual([
        signals.health.score,
        signals.health.band,
        signals.price.band,
      ]);
      expect(row.review_rank).not.toBeNull();
      const found = await data(`/api/advertisements?q=${row.short_id}`);
      expect(found.items.map((item: { id: string }) => item.id)).toEqual([row.id]);
    }
    // Each copy's search words hold its own short id, and no other ad's.
    const shortIds = new Set(rows.map((row) => row.short_id.toLowerCase()));
    for (const row of added) {
      const words = row.search_text.split(' ');
      expect(words.filter((word) => shortIds.has(word))).toEqual([row.short_id.toLowerCase()]);
    }
  });
});
