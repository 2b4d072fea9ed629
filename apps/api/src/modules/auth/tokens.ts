import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sub: string;
  tv: number;
  jti: string;
  exp: number;
  iat: number;
  /** A read-only token an ADMIN took to see the app as this user ("view as"): the ADMIN's id. */
  va?: string;
}

const MAX_VERIFIED_TOKENS = 10_000;

/** HS256 only: `alg: none`, other algorithms, bad signatures and tokens without expiry are refused. */
export function createTokenService(secret: string, ttlSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'tv', 'jti', 'exp', 'iat'],
  });
  // Every request presents its token again: a token verified once is known by its text until it expires (fast-jwt's
  // own cache keys tokens by a SHA-256 of them, 5 % of a small request's CPU). Revocation is not a matter of the
  // signature: the token's generation is checked against the account on every request (plugins/auth.ts).
  const verified = new Map<string, TokenClaims>();
  return {
    issue(userId: string, tokenVersion: number, viewer?: string) {
      const jti = randomUUID();
      return { token: sign({ sub: userId, tv: tokenVersion, jti, ...(viewer ? { va: viewer } : {}) }), jti };
    },
    /** The claims of a valid token, or null for any token that must not be trusted. */
    read(token: string): TokenClaims | null {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const claims = verify(token) as Partial<TokenClaims>;
        if (
          typeof claims.exp !== 'number' ||
          typeof claims.sub !== 'string' ||
          typeof claims.tv !== 'number'
        ) {
          return null;
        }
        verified.set(token, claims as TokenClaims);
        // Maps iterate in insertion order: the oldest verification goes first.
        if (verified.size > MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
        return claims as TokenClaims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
