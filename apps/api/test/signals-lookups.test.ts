import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement } from '@coachyard/contract';
import { createAdsTestApp, healthyBody, setMinPhotos, type AdsTestApp } from './signals-support.ts';
import { photoBytes } from './uploads-support.ts';

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
  await setMinPhotos(t, 1);
});
afterAll(() => t?.close());

/**
 * The app's own statements as PostgreSQL receives them, on every connection of its pool (each statement still
 * runs): the photo look-ups that name one photo key among their parameters are the ones counted.
 */
const statements: { text: string; values: unknown[] }[] = [];
const counted = new WeakSet<pg.PoolClient>();
beforeAll(() => {
  t.db.$client.on('acquire', (client) => {
    if (counted.has(client)) return;
    counted.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
      const text = typeof first === 'string' ? first : first.text;
      // A statement's parameters come as the second argument or inside the first (a query config).
      const values = (typeof first === 'string' ? undefined : first.values) ?? second ?? [];
      statements.push({ text, values: Array.isArray(values) ? values : [] });
      return query(...args);
    };
  });
});

/** How many duplicate look-ups `write` ran for the photo `key` (the band probes of duplicates.ts). */
async function lookUpsDuring<T>(key: string, write: () => Promise<T>) {
  const from = statements.length;
  const result = await write();
  const lookUps = statements
    .slice(from)
    .filter(
      (statement) =>
        statement.text.includes('advertisement_photos p') &&
        statement.values.some((value) => Array.isArray(value) && value.includes(key)),
    ).length;
  return { result, lookUps };
}

let seed = 5_000;
const submit = (token: string, ad: Advertisement) =>
  t.request({
    method: 'POST',
    url: `/api/advertisements/${ad.id}/status`,
    token,
    payload: { status: 'pending_review', version: ad.version },
  });

describe('an ad’s photos looked up for its signals (issue 27)', () => {
  it('once by the write that adds a photo, and not again to submit the ad for review', async () => {
    const draft = await t.createAd(t.tokens.DEALER, healthyBody(t));
    const photo = await photoBytes(seed++);
    const added = await t.addPhoto(t.tokens.DEALER, draft, photo);
    const key = added.media[0]!.key;
    // The same photo again (a second gallery entry) is a write of the photos: one look-up for it all.
    const again = await lookUpsDuring(key, () => t.addPhoto(t.tokens.DEALER, added, photo));
    expect(again.lookUps).toBe(1);

    const submitted = await lookUpsDuring(key, () => submit(t.tokens.DEALER, again.result));
    expect(submitted.result.statusCode, submitted.result.body).toBe(200);
    expect(submitted.lookUps).toBe(0);
  });

  it('again to name the ads of a possible theft the stored facts hold, and still refuses the submission', async () => {
    const original = await photoBytes(seed++);
    const first = await t.addPhoto(
      t.tokens.DEALER,
      await t.createAd(t.tokens.DEALER, healthyBody(t)),
      original,
    );
    const pending = await submit(t.tokens.DEALER, first);
    expect(pending.statusCode, pending.body).toBe(200);
    // Published, it counts for other dealers' ads showing the photo: they are looked up to be recomputed.
    const approved = await lookUpsDuring(first.media[0]!.key, () =>
      t.request({
        method: 'POST',
        url: `/api/advertisements/${first.id}/status`,
        token: t.tokens.ADMIN,
        payload: { status: 'published', version: pending.json().data.version },
      }),
    );
    expect(approved.result.statusCode, approved.result.body).toBe(200);
    expect(approved.lookUps).toBe(1);
    const thief = await t.newDealer();
    const copyBytes = await sharp(original).resize(1100).jpeg({ quality: 70 }).toBuffer();
    const copy = await t.addPhoto(thief.token, await t.createAd(thief.token, healthyBody(t)), copyBytes);

    const refused = await lookUpsDuring(copy.media[0]!.key, () => submit(thief.token, copy));
    expect(refused.result.statusCode).toBe(400);
    expect(refused.result.body).toContain(first.short_id);
    expect(refused.lookUps).toBe(1);
  });
});
