import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isLanguage, type ContentPreviewLink, type Language } from '@coachyard/contract';
import { resolveJwtSecret } from '../../lib/secrets.ts';

/**
 * Shareable preview links: `{item}.{language}.{expiry}.{signature}`, signed with the server's key, so a link
 * needs no table, works on every instance, and stops working at its expiry (nobody can extend it by editing).
 */
const signature = (secret: string, payload: string) =>
  createHmac('sha256', `content-preview:${secret}`).update(payload).digest('base64url');

export async function previewLinkFor(
  app: FastifyInstance,
  itemId: string,
  language: Language,
  hours: number,
): Promise<ContentPreviewLink> {
  const secret = await resolveJwtSecret(app.db, app.config.jwtSecret);
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  const payload = `${itemId}.${language}.${Math.floor(expiresAt.getTime() / 1000)}`;
  const token = `${payload}.${signature(secret, payload)}`;
  return { token, url: `/api/public/content-preview/${token}`, expires_at: expiresAt.toISOString() };
}

/** The item and language of a valid, unexpired link; null otherwise. */
export async function readPreviewToken(app: FastifyInstance, token: string) {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [itemId, language, expiry, given] = parts as [string, string, string, string];
  const secret = await resolveJwtSecret(app.db, app.config.jwtSecret);
  const expected = Buffer.from(signature(secret, `${itemId}.${language}.${expiry}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (!isLanguage(language)) return null;
  return { itemId, language, expired: Number(expiry) * 1000 < Date.now() };
}
