import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedListItem, FeedRun } from '@coachyard/contract';
import { carryOutRun } from '../src/modules/feeds/run-engine.ts';
import { HOSTILE, startFeedServer, type FeedServer } from './feed-samples/index.ts';
import { createFeedsTestApp, CSV_MAPPING, fixture, type FeedsTestApp } from './feeds-support.ts';

// No worker in this process: a run stays queued until the test carries it out or cancels it. The dealer's
// photos are on loopback, which the operator allows here.
let t: FeedsTestApp;
let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer({ vehicles: 1, photosPerVehicle: 1 });
  t = await createFeedsTestApp({ MAIL_WORKER: 'false', FEEDS_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

describe('runs of a feed', () => {
  it('run one at a time, can be cancelled before they start, and list newest first', async () => {
    const feed = await t.createFeed(t.tokens.DEALER, { file_text: await fixture('stock.csv') });
    const start = (dryRun: boolean) =>
      t.request({
        method: 'POST',
        url: `/api/feeds/${feed.id}/runs`,
        token: t.tokens.DEALER,
        payload: { dry_run: dryRun },
      });
    const first = await start(true);
    expect(first.json().data).toMatchObject({ status: 'queued', dry_run: true, progress: 0 });
    const runId = first.json().data.id as string;
    expect((await start(false)).statusCode).toBe(409);

    const cancel = () =>
      t.request({
        method: 'POST',
        url: `/api/feeds/${feed.id}/runs/${runId}/cancel`,
        token: t.tokens.DEALER,
      });
    expect((await cancel()).json().data).toMatchObject({
      status: 'cancelled',
      finished_at: expect.any(String),
    });
    expect((await cancel()).statusCode).toBe(409);
    // A cancelled run's job, when a worker picks it up, does nothing.
    await carryOutRun(t.app, runId);
    expect(await t.adsOfFeed(feed.id)).toHaveLength(0);

    const second = await start(false);
    expect(second.statusCode).toBe(200);
    await carryOutRun(t.app, second.json().data.id);
    const runs = (
      await t.request({ method: 'GET', url: `/api/feeds/${feed.id}/runs`, token: t.tokens.DEALER })
    ).json().data;
    expect(runs.total).toBe(2);
    expect(runs.items.map((run: { status: string }) => run.status)).toEqual(['succeeded', 'cancelled']);
    expect(runs.items[0].counts).toMatchObject({ created: 3, failed: 1 });
  });

  it('lists each feed with its newest run in short, and sorts by when that run started', async () => {
    const idle = await t.createFeed(t.tokens.DEALER, {
      name: 'Never run',
      file_text: await fixture('stock.csv'),
    });
    const ran = await t.createFeed(t.tokens.DEALER, {
      name: 'Ran once',
      file_text: await fixture('stock.csv'),
    });
    const started = await t.request({
      method: 'POST',
      url: `/api/feeds/${ran.id}/runs`,
      token: t.tokens.DEALER,
      payload: { dry_run: true },
    });
    await carryOutRun(t.app, started.json().data.id);

    const list = async (sort: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/feeds?per_page=100&sort=${sort}`,
          token: t.tokens.DEALER,
        })
      ).json().data.items as FeedListItem[];
    const run = (
      await t.request({
        method: 'GET',
        url: `/api/feeds/${ran.id}/runs/${started.json().data.id}`,
        token: t.tokens.DEALER,
      })
    ).json().data;
    expect(run).toMatchObject({ status: 'succeeded', counts: { failed: 1 } });
    const newestFirst = await list('-last_run_at');
    expect(newestFirst[0]?.id).toBe(ran.id);
    const { id, status, dry_run, counts, created_at, finished_at } = run;
    expect(newestFirst[0]?.last_run).toEqual({ id, status, dry_run, counts, created_at, finished_at });
    expect(newestFirst.find((feed) => feed.id === idle.id)?.last_run).toBeNull();
    // A feed never run comes last whichever way the list runs.
    for (const sort of ['last_run_at', '-last_run_at'])
      expect((await list(sort)).at(-1)?.last_run).toBeNull();
    const oldestFirst = await list('last_run_at');
    expect(oldestFirst.findIndex((feed) => feed.id === ran.id)).toBeGreaterThan(0);
  });
});

describe('cancelling a run', () => {
  it('stops the photo downloads under way and the run with them, writing nothing of their rows', async () => {
    // Every photo of the sample CSV is one that sends its first byte at once and then one a second.
    const text = (await fixture('stock.csv')).replace(
      /https:\/\/photos\.example\/[^,\n]*/g,
      server.url + HOSTILE.slowBody,
    );
    const feed = await t.createFeed(t.tokens.DEALER, {
      name: 'Slow photos',
      field_mapping: { ...CSV_MAPPING, photos: 'images' },
      file_text: text,
    });
    const started = await t.request({
      method: 'POST',
      url: `/api/feeds/${feed.id}/runs`,
      token: t.tokens.DEALER,
      payload: { dry_run: false },
    });
    const runId = started.json().data.id as string;
    const [served, abandoned] = [server.served(HOSTILE.slowBody), server.abandoned(HOSTILE.slowBody)];
    const running = carryOutRun(t.app, runId);
    await expect.poll(() => server.served(HOSTILE.slowBody), { timeout: 20_000 }).toBe(served + 3);

    const cancelled = await t.request({
      method: 'POST',
      url: `/api/feeds/${feed.id}/runs/${runId}/cancel`,
      token: t.tokens.DEALER,
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    // The job ends once its downloads are aborted (each would otherwise take its whole minute).
    await running;
    await expect.poll(() => server.abandoned(HOSTILE.slowBody), { timeout: 20_000 }).toBe(abandoned + 3);
    expect(await t.adsOfFeed(feed.id)).toHaveLength(0);
    const run = (
      await t.request({ method: 'GET', url: `/api/feeds/${feed.id}/runs/${runId}`, token: t.tokens.DEALER })
    ).json().data as FeedRun;
    expect(run).toMatchObject({ status: 'cancelled', errors: [], notes: [] });
    expect(run.counts).toMatchObject({ created: 0, updated: 0, failed: 0 });
  });

  it('stops reading a feed whose server is still sending it', async () => {
    // A feed URL that answers at once and then sends a byte a second.
    const feed = await t.createFeed(t.tokens.DEALER, {
      name: 'Slow feed',
      source_kind: 'url',
      url: server.url + HOSTILE.slowBody,
    });
    const started = await t.request({
      method: 'POST',
      url: `/api/feeds/${feed.id}/runs`,
      token: t.tokens.DEALER,
      payload: { dry_run: true },
    });
    const runId = started.json().data.id as string;
    const [served, abandoned] = [server.served(HOSTILE.slowBody), server.abandoned(HOSTILE.slowBody)];
    const running = carryOutRun(t.app, runId);
    await expect.poll(() => server.served(HOSTILE.slowBody), { timeout: 20_000 }).toBe(served + 1);
    await t.request({
      method: 'POST',
      url: `/api/feeds/${feed.id}/runs/${runId}/cancel`,
      token: t.tokens.DEALER,
    });
    await running;
    await expect.poll(() => server.abandoned(HOSTILE.slowBody), { timeout: 20_000 }).toBe(abandoned + 1);
    const run = (
      await t.request({ method: 'GET', url: `/api/feeds/${feed.id}/runs/${runId}`, token: t.tokens.DEALER })
    ).json().data as FeedRun;
    expect(run).toMatchObject({ status: 'cancelled', errors: [] });
  });
});
