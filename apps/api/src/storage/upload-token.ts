import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed upload URL of the local driver allows: one key, one content type, at most so many bytes, until then. */
export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: Date;
}

interface GrantClaims {
  k: string;
  t: string;
  m: number;
  e: number;
}

const signatureOf = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** HMAC-signed, short-lived grants: `<payload>.<signature>`, both base64url, safe in a URL path. */
export function createUploadTokens(secret: Buffer) {
  return {
    sign(grant: UploadGrant): string {
      const claims: GrantClaims = {
        k: grant.key,
        t: grant.contentType,
        m: grant.maxBytes,
        e: Math.floor(grant.expiresAt.getTime() / 1000),
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${signatureOf(secret, payload)}`;
    },

    /** The grant of a token, or null when it was not signed by us or has expired. */
    verify(token: string, now = new Date()): UploadGrant | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(signatureOf(secret, payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as GrantClaims;
        if (typeof claims.k !== 'string' || typeof claims.t !== 'string') return null;
        if (!Number.isInteger(claims.m) || !Number.isInteger(claims.e)) return null;
        if (claims.e * 1000 <= now.getTime()) return null;
        return {
          key: claims.k,
          contentType: claims.t,
          maxBytes: claims.m,
          expiresAt: new Date(claims.e * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
export type UploadTokens = ReturnType<typeof createUploadTokens>;
