import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedRun } from '@coachyard/contract';
import { feedRuns } from '../src/db/schema/index.ts';
import { startDueFeedRuns } from '../src/modules/feeds/schedule.ts';
import { HOSTILE, startFeedServer, type FeedServer } from './feed-samples/index.ts';
import { createFeedsTestApp, SERVER_CSV_MAPPING, type FeedsTestApp } from './feeds-support.ts';

// URL feeds pulled on their schedule (issue 28), and a run a crash left behind.

let server: FeedServer;
let t: FeedsTestApp;
beforeAll(async () => {
  server = await startFeedServer({ vehicles: 2, photosPerVehicle: 1 });
  t = await createFeedsTestApp({ FEEDS_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

const runsOf = async (feedId: string) =>
  (await t.request({ method: 'GET', url: `/api/feeds/${feedId}/runs`, token: t.tokens.DEALER })).json().data
    .items as FeedRun[];

async function finished(feedId: string, runId: string) {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const run = (
      await t.request({ method: 'GET', url: `/api/feeds/${feedId}/runs/${runId}`, token: t.tokens.DEALER })
    ).json().data as FeedRun;
    if (!['queued', 'running'].includes(run.status)) return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the run did not finish');
}

describe('the schedule of URL feeds', () => {
  it('pulls a feed its dealer has run once, when due, as its dealer, and not again before its interval has passed', async () => {
    const feed = await t.createFeed(t.tokens.DEALER, {
      name: 'Every six hours',
      source_kind: 'url',
      url: `${server.url}/feed.csv`,
      interval_hours: 6,
      field_mapping: SERVER_CSV_MAPPING,
    });
    const uploaded = await t.createFeed(t.tokens.DEALER, { name: 'Uploaded by hand' });

    // Never run for real: its first import waits for the dealer, even after a dry run.
    const dry = await t.request({
      method: 'POST',
      url: `/api/feeds/${feed.id}/runs`,
      token: t.tokens.DEALER,
      payload: { dry_run: true },
    });
    expect((await finished(feed.id, dry.json().data.id)).counts.created).toBe(2);
    expect(await startDueFeedRuns(t.app)).toEqual([]);
    const first = await t.request({
      method: 'POST',
      url: `/api/feeds/${feed.id}/runs`,
      token: t.tokens.DEALER,
      payload: { dry_run: false },
    });
    const run = first.json().data as FeedRun;
    // The one running is not started twice, and a feed of uploaded files has no schedule.
    expect(await startDueFeedRuns(t.app)).toEqual([]);
    expect(await runsOf(uploaded.id)).toHaveLength(0);

    const done = await finished(feed.id, run.id);
    expect(done).toMatchObject({ status: 'succeeded', dry_run: false });
    expect(done.counts.created).toBe(2);
    expect(await startDueFeedRuns(t.app)).toEqual([]);
    expect(await runsOf(feed.id)).toHaveLength(2);

    // Six hours later it is due again.
    await t.db
      .update(feedRuns)
      .set({ createdAt: new Date(Date.now() - 6 * 3600_000 - 1000) })
      .where(eq(feedRuns.id, run.id));
    const again = await startDueFeedRuns(t.app);
    expect(again).toHaveLength(1);
    const pulled = await finished(feed.id, again[0]!);
    expect(pulled).toMatchObject({ dry_run: false, started_by: null });
    expect(pulled.counts.unchanged).toBe(2);
  });

  it('fails a run a crash left running, at the next start, so the feed can run again', async () => {
    const feed = await t.createFeed(t.tokens.DEALER, {
      name: 'After a crash',
      source_kind: 'url',
      // A feed still being sent: the run started below is under way for as long as the test needs.
      url: server.url + HOSTILE.slowBody,
      field_mapping: SERVER_CSV_MAPPING,
    });
    const [stuck] = await t.db
      .insert(feedRuns)
      .values({
        feedId: feed.id,
        dryRun: false,
        status: 'running',
        counts: { created: 0, updated: 0, unpublished: 0, unchanged: 0, failed: 0 },
        createdAt: new Date(Date.now() - 4 * 3600_000),
        startedAt: new Date(Date.now() - 4 * 3600_000),
      })
      .returning();
    const start = () =>
      t.request({
        method: 'POST',
        url: `/api/feeds/${feed.id}/runs`,
        token: t.tokens.DEALER,
        payload: { dry_run: true },
      });
    const started = await start();
    expect(started.statusCode, started.body).toBe(200);
    const abandoned = (await runsOf(feed.id)).find((run) => run.id === stuck!.id)!;
    expect(abandoned).toMatchObject({ status: 'failed' });
    expect(abandoned.errors.map((error) => error.message)).toEqual(['The run stopped with an error']);
    // A run that is really under way still holds the feed.
    expect((await start()).statusCode).toBe(409);
    const runId = started.json().data.id as string;
    await t.request({
      method: 'POST',
      url: `/api/feeds/${feed.id}/runs/${runId}/cancel`,
      token: t.tokens.DEALER,
    });
    expect(await finished(feed.id, runId)).toMatchObject({ status: 'cancelled' });
  });
});
