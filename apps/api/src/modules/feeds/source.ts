import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { FeedRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { safeFetch } from '../../lib/safe-fetch.ts';

/** A feed pulled by URL is read as the run writes its rows, so its body may stay open as long as a long run. */
const URL_FEED_LIMITS = { maxBytes: 2 * 1024 ** 3, timeoutSeconds: 2 * 60 * 60 } as const;
const ACCEPTED = {
  csv: 'text/csv, text/plain;q=0.5, */*;q=0.1',
  xml: 'application/xml, text/xml, */*;q=0.1',
  json: 'application/json, */*;q=0.1',
} as const;

/**
 * The one place a feed's bytes come from, as a stream: its uploaded file, or its URL fetched through the safe
 * fetch (http(s) only, a few checked redirects, time and size limits, no private address unless the operator's
 * FEEDS_ALLOW_PRIVATE_ADDRESSES allows it). A refusal throws a FetchRefused, which the run reports as its error.
 */
export async function openFeedSource(
  app: Pick<FastifyInstance, 'storage' | 'config'>,
  feed: Pick<FeedRow, 'sourceKind' | 'fileKey' | 'url' | 'format'>,
  signal?: AbortSignal,
): Promise<Readable> {
  if (feed.sourceKind === 'url') {
    if (!feed.url) throw new AppError('VALIDATION', 'feed.url_required');
    const fetched = await safeFetch(feed.url, {
      ...URL_FEED_LIMITS,
      accept: ACCEPTED[feed.format],
      allowPrivateAddresses: app.config.fetching.allowPrivateAddresses,
      signal,
    });
    return fetched.body;
  }
  if (!feed.fileKey || !(await app.storage.head(feed.fileKey)))
    throw new AppError('VALIDATION', 'feed.file_missing');
  return app.storage.readStream(feed.fileKey);
}
