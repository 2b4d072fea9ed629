import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Feed, FeedCreate, FeedRun } from '@coachyard/contract';
import { advertisements, auditEvents } from '../src/db/schema/index.ts';
import { DEMO_FEED_MAPPING } from '../src/seed/steps/feeds.ts';
import { createAdsTestApp, type AdsTestApp } from './advertisements-support.ts';

export const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'feeds');
export const fixture = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');

const CONTENT_TYPES = { csv: 'text/csv', xml: 'application/xml', json: 'application/json' } as const;

/**
 * The mapping of the sample CSV (fixtures/feeds/stock.csv), the demo dealer's own. Its photo column is unmapped: its URLs name a
 * host that does not exist, and photos are tried against the loopback feed server (feeds-url.test.ts).
 */
export const CSV_MAPPING = DEMO_FEED_MAPPING;

/** The mapping of the sample XML (fixtures/feeds/stock.xml): child elements of `<vehicle>` by path. */
export const XML_MAPPING = {
  stock_number: 'stock',
  brand: 'make',
  model: 'model',
  vehicle_type: 'type',
  year: 'year',
  price: 'price',
  country: 'country',
  city: 'city',
  title: 'title',
} as const;

/** The mapping of the loopback feed server's CSV (feed-samples: `/feed.csv`). */
export const SERVER_CSV_MAPPING = {
  stock_number: 'stock_number',
  brand: 'brand',
  model: 'model',
  vehicle_type: 'vehicle_type',
  year: 'year',
  price: 'price',
  currency: 'currency',
  mileage: 'mileage_km',
  seats: 'seats',
  country: 'country',
  city: 'city',
  title: 'title',
  description: 'description',
  photos: 'photo_urls',
} as const;

export interface FeedsTestApp extends AdsTestApp {
  /** Uploads a feed file through the signed flow; answers its key. */
  uploadFeedFile(token: string, text: string, format: keyof typeof CONTENT_TYPES): Promise<string>;
  createFeed(token: string, body: Partial<FeedCreate> & { file_text?: string }): Promise<Feed>;
  /** Starts a run and waits (the worker runs beside the test) until it has finished. */
  runFeed(token: string, feedId: string, dryRun?: boolean): Promise<FeedRun>;
  /** Replaces the feed's file with another text. */
  replaceFile(token: string, feed: Feed, text: string): Promise<Feed>;
  auditTotal(): Promise<number>;
  adsOfFeed(feedId: string): Promise<(typeof advertisements.$inferSelect)[]>;
}

export async function createFeedsTestApp(environment: Record<string, string> = {}): Promise<FeedsTestApp> {
  const t = await createAdsTestApp(environment);
  const uploadFeedFile: FeedsTestApp['uploadFeedFile'] = async (token, text, format) => {
    const bytes = Buffer.from(text, 'utf8');
    const signature = await t.request({
      method: 'POST',
      url: '/api/uploads/signature',
      token,
      payload: {
        namespace: 'feed',
        filename: `stock.${format}`,
        content_type: CONTENT_TYPES[format],
        size: bytes.length,
      },
    });
    if (signature.statusCode !== 200) throw new Error(`signature failed: ${signature.body}`);
    const { upload, key } = signature.json().data;
    const put = await t.request({
      method: 'PUT',
      url: upload.url,
      payload: bytes,
      headers: { 'content-type': CONTENT_TYPES[format] },
    });
    if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
    return key as string;
  };
  const createFeed: FeedsTestApp['createFeed'] = async (token, { file_text, ...body }) => {
    const format = body.format ?? 'csv';
    const response = await t.request({
      method: 'POST',
      url: '/api/feeds',
      token,
      payload: {
        name: 'Main stock',
        format,
        source_kind: 'upload',
        region: 'eu',
        field_mapping: format === 'xml' ? XML_MAPPING : CSV_MAPPING,
        ...body,
        ...(file_text ? { file_key: await uploadFeedFile(token, file_text, format) } : {}),
      },
    });
    if (response.statusCode !== 201) throw new Error(`feed create failed: ${response.body}`);
    return response.json().data as Feed;
  };
  const runFeed: FeedsTestApp['runFeed'] = async (token, feedId, dryRun = false) => {
    const started = await t.request({
      method: 'POST',
      url: `/api/feeds/${feedId}/runs`,
      token,
      payload: { dry_run: dryRun },
    });
    if (started.statusCode !== 200) throw new Error(`run failed to start: ${started.body}`);
    const runId = started.json().data.id as string;
    for (let waited = 0; waited < 30_000; waited += 100) {
      const run = (
        await t.request({ method: 'GET', url: `/api/feeds/${feedId}/runs/${runId}`, token })
      ).json().data as FeedRun;
      if (['succeeded', 'failed', 'cancelled'].includes(run.status)) return run;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the run did not finish');
  };
  const replaceFile: FeedsTestApp['replaceFile'] = async (token, feed, text) => {
    const response = await t.request({
      method: 'PATCH',
      url: `/api/feeds/${feed.id}`,
      token,
      payload: { version: feed.version, file_key: await uploadFeedFile(token, text, feed.format) },
    });
    if (response.statusCode !== 200) throw new Error(`file change failed: ${response.body}`);
    return response.json().data as Feed;
  };
  return {
    ...t,
    uploadFeedFile,
    createFeed,
    runFeed,
    replaceFile,
    auditTotal: async () => (await t.db.select({ total: count() }).from(auditEvents))[0]!.total,
    adsOfFeed: (feedId) =>
      t.db
        .select()
        .from(advertisements)
        .where(eq(advertisements.feedId, feedId))
        .orderBy(advertisements.stockNumber),
  };
}
