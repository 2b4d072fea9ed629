import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fetchedImages } from '../../db/schema/index.ts';
import { safeFetch } from '../../lib/safe-fetch.ts';
import { listingLimits } from '../settings/index.ts';
import { URL_IMAGE_TYPES } from './from-url.ts';
import { checkImageHeader, hasSignatureOf, ImageRejected } from './image-check.ts';

/** Enough of a photo for its type and, in all but rare files (a large EXIF block first), its header's size. */
const HEAD_BYTES = 64 * 1024;

/** The body's first `limit` bytes, and whether that was all of it; the rest is never downloaded. */
async function headOf(body: Readable, limit: number) {
  const chunks: Buffer[] = [];
  let length = 0;
  let whole = true;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= limit) {
      whole = false;
      break;
    }
  }
  // Leaving the loop early destroys the body: its connection is closed, not drained.
  return { bytes: Buffer.concat(chunks), whole };
}

/**
 * What `storeImageFromUrl` would say of a photo, learnt without storing or remembering anything (a feed's dry run):
 * the same safe fetch (scheme, addresses, redirects, status, declared size, the URL's validators), then only the
 * body's first 64 kB — type by content and the header's pixels. Answers the stored upload key when the URL's
 * validators still match (the photo a real run would reuse), else null: a photo it would fetch and store. What
 * only the whole body shows (a file past the size limit without a declared length, data truncated after the
 * header) is not seen.
 */
export async function checkImageAtUrl(
  app: Pick<FastifyInstance, 'db' | 'config' | 'siteSettings'>,
  url: string,
  options: { signal?: AbortSignal } = {},
): Promise<string | null> {
  const [known] = await app.db.select().from(fetchedImages).where(eq(fetchedImages.url, url));
  const fetched = await safeFetch(url, {
    maxBytes: (await listingLimits(app)).uploadMaxBytes,
    accept: URL_IMAGE_TYPES.join(', '),
    allowPrivateAddresses: app.config.fetching.allowPrivateAddresses,
    validators: known ? { etag: known.etag, lastModified: known.lastModified } : undefined,
    signal: options.signal,
  });
  const head = await headOf(fetched.body, HEAD_BYTES);
  if (fetched.notModified && known) return known.uploadKey;
  const type = URL_IMAGE_TYPES.find((candidate) => hasSignatureOf(head.bytes, candidate));
  if (!type) throw new ImageRejected('upload.not_an_image');
  try {
    await checkImageHeader(head.bytes, type, app.config.uploads.maxPixels);
  } catch (error) {
    // A header cut off by the 64 kB proves nothing wrong; a whole file's does.
    if (head.whole || (error as ImageRejected).messageKey === 'upload.too_many_pixels') throw error;
  }
  return null;
}
