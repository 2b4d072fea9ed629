import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedsTestApp, type FeedsTestApp } from './feeds-support.ts';
import { statementsSeen, type SeenStatement } from './statements-seen.ts';

let t: FeedsTestApp;
beforeAll(async () => {
  t = await createFeedsTestApp();
});
afterAll(() => t?.close());

/** The app's statements as PostgreSQL receives them, on every connection of its pool. */
let statements: SeenStatement[] = [];
beforeAll(() => {
  statements = statementsSeen(t.db.$client);
});

const HEADER = 'stock_no,make,model,body,year,price,currency,km,seats,country,city,title,description,images';
const row = (stock: string, model: string, city: string) =>
  `${stock},Mercedes-Benz,${model},Intercity,2019,185000,EUR,420000,49,Germany,${city},Mercedes-Benz ${model},,`;

describe('a feed run’s lookups (issue 28)', () => {
  it('reads a model of its brand and a region’s types once per run, however many combinations name them', async () => {
    // Four combinations of lookups (model × city): each was checked with the model's and the region's reads.
    const file = [
      HEADER,
      row('L-1', 'Tourismo', 'Berlin'),
      row('L-2', 'Tourismo', 'Hamburg'),
      row('L-3', 'Travego', 'Berlin'),
      row('L-4', 'Travego', 'Hamburg'),
    ].join('\n');
    const feed = await t.createFeed(t.tokens.DEALER, { file_text: file });
    const from = statements.length;
    const run = await t.runFeed(t.tokens.DEALER, feed.id);

    expect(run.counts.created).toBe(4);
    const during = statements.slice(from);
    const reads = (table: string) => during.filter(({ text }) => text.includes(`from "${table}"`)).length;
    expect(reads('model_relations')).toBe(2);
    expect(reads('locations')).toBe(1);
    const ads = await t.adsOfFeed(feed.id);
    expect(ads.map((ad) => ad.stockNumber).sort()).toEqual(['L-1', 'L-2', 'L-3', 'L-4']);
  });
});
