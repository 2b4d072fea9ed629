import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public answers a CDN may hold (issue 16): a strong ETag of the body and Cache-Control. A request whose
 * If-None-Match names the current ETag is answered 304 without a body.
 * Returns what the handler returns: the body, or the reply already sent as 304.
 */
export function cachedAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  maxAgeSeconds = 60,
): T | FastifyReply {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag);
  reply.header(
    'cache-control',
    `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
  );
  reply.header('vary', 'Origin');
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return body;
}
