import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { FeedRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The one place a feed's bytes come from, as a stream: its uploaded file. A feed pulled from a URL is refused
 * here with a clear run error until the URL is fetched through the safe fetch (address, redirect, time and size
 * limits) — that wiring belongs in this function and nowhere else.
 */
export async function openFeedSource(
  app: Pick<FastifyInstance, 'storage'>,
  feed: Pick<FeedRow, 'sourceKind' | 'fileKey' | 'url'>,
): Promise<Readable> {
  if (feed.sourceKind === 'url') throw new AppError('VALIDATION', 'feed.url_not_connected');
  if (!feed.fileKey || !(await app.storage.head(feed.fileKey)))
    throw new AppError('VALIDATION', 'feed.file_missing');
  return app.storage.readStream(feed.fileKey);
}
