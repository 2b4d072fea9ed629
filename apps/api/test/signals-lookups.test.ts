import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement } from '@coachyard/contract';
import { createAdsTestApp, healthyBody, setMinPhotos, type AdsTestApp } from './signals-support.ts';
import { statementsSeen, type SeenStatement } from './statements-seen.ts';
import { photoBytes } from './uploads-support.ts';

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
  await setMinPhotos(t, 1);
});
afterAll(() => t?.close());

/**
 * The app's own statements as PostgreSQL receives them: the photo look-ups that name one photo key among their
 * parameters are the ones counted.
 */
let statements: SeenStatement[] = [];
beforeAll(() => {
  statements = statementsSeen(t.db.$client);
});

/** How many band look-ups `write` ran for the photo `key` (the probes of matches.ts). */
async function lookUpsDuring<T>(key: string, write: () => Promise<T>) {
  const from = statements.length;
  const result = await write();
  const lookUps = statements
    .slice(from)
    .filter(
      (statement) =>
        statement.text.includes('photo_band') &&
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
  it('once, by the write that adds the photo: not again to show it twice, to submit the ad or to read its signals', async () => {
    const draft = await t.createAd(t.tokens.DEALER, healthyBody(t));
    const photo = await photoBytes(seed++);
    const key = await t.uploadKey(t.tokens.DEALER, 'advertisements', photo);
    const added = await lookUpsDuring(key, async () => {
      const response = await t.request({
        method: 'POST',
        url: `/api/advertisements/${draft.id}/media`,
        token: t.tokens.DEALER,
        payload: { key, version: draft.version },
      });
      return response.json().data as Advertisement;
    });
    expect(added.lookUps).toBe(1);
    // The same photo again (a second gallery entry): its pairs are stored, nothing is probed.
    const again = await lookUpsDuring(key, () => t.addPhoto(t.tokens.DEALER, added.result, photo));
    expect(again.lookUps).toBe(0);

    const submitted = await lookUpsDuring(key, () => submit(t.tokens.DEALER, again.result));
    expect(submitted.result.statusCode, submitted.result.body).toBe(200);
    expect(submitted.lookUps).toBe(0);
    const read = await lookUpsDuring(key, () =>
      t.request({ method: 'GET', url: `/api/advertisements/${draft.id}/signals`, token: t.tokens.DEALER }),
    );
    expect(read.result.statusCode, read.result.body).toBe(200);
    expect(read.lookUps).toBe(0);
  });

  it('not again to name the ads of a possible theft the stored facts hold, and still refuses the submission', async () => {
    const original = await photoBytes(seed++);
    const first = await t.addPhoto(
      t.tokens.DEALER,
      await t.createAd(t.tokens.DEALER, healthyBody(t)),
      original,
    );
    const pending = await submit(t.tokens.DEALER, first);
    expect(pending.statusCode, pending.body).toBe(200);
    // Published, it counts for other dealers' ads showing the photo: they are found from the stored pairs.
    const approved = await lookUpsDuring(first.media[0]!.key, () =>
      t.request({
        method: 'POST',
        url: `/api/advertisements/${first.id}/status`,
        token: t.tokens.ADMIN,
        payload: { status: 'published', version: pending.json().data.version },
      }),
    );
    expect(approved.result.statusCode, approved.result.body).toBe(200);
    expect(approved.lookUps).toBe(0);
    const thief = await t.newDealer();
    const copyBytes = await sharp(original).resize(1100).jpeg({ quality: 70 }).toBuffer();
    const copy = await t.addPhoto(thief.token, await t.createAd(thief.token, healthyBody(t)), copyBytes);

    const refused = await lookUpsDuring(copy.media[0]!.key, () => submit(thief.token, copy));
    expect(refused.result.statusCode).toBe(400);
    expect(refused.result.body).toContain(first.short_id);
    expect(refused.lookUps).toBe(0);
  });
});
