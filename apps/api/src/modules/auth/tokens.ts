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

/** HS256 only: `alg: none`, other algorithms, bad signatures and tokens without expiry are refused. */
export function createTokenService(secret: string, ttlSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'tv', 'jti', 'exp', 'iat'],
    cache: 1000,
  });
  return {
    issue(userId: string, tokenVersion: number, viewer?: string) {
      const jti = randomUUID();
      return { token: sign({ sub: userId, tv: tokenVersion, jti, ...(viewer ? { va: viewer } : {}) }), jti };
    },
    /** The claims of a valid token, or null for any token that must not be trusted. */
    read(token: string): TokenClaims | null {
      try {
        const claims = verify(token) as Partial<TokenClaims>;
        if (
          typeof claims.exp !== 'number' ||
          typeof claims.sub !== 'string' ||
          typeof claims.tv !== 'number'
        ) {
          return null;
        }
        return claims as TokenClaims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
