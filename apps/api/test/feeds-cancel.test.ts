import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carryOutRun } from '../src/modules/feeds/run-engine.ts';
import { createFeedsTestApp, fixture, type FeedsTestApp } from './feeds-support.ts';

// No worker in this process: a run stays queued until the test carries it out or cancels it.
let t: FeedsTestApp;
beforeAll(async () => {
  t = await createFeedsTestApp({ MAIL_WORKER: 'false' });
});
afterAll(() => t.close());

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
});
