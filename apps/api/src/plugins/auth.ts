import fp from 'fastify-plugin';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Action, Namespace, Role } from '@coachyard/contract';
import { revokedTokens, users, type UserRow } from '../db/schema/index.ts';
import { recordAudit } from '../lib/audit.ts';
import { AppError } from '../lib/errors.ts';

export interface AuthUser {
  id: string;
  role: Role;
  tokenId: string;
  tokenExpiresAt: Date;
  /** The signed-in account's row as the token check read it (GET /users/me answers it without a query). */
  account: UserRow;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (sign-in, health, the public site's endpoints). */
    public?: boolean;
    /** The privilege a route needs (DESIGN §4), checked before the handler runs. */
    privilege?: readonly [Namespace, Action];
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** What a token's check reads: its account, and whether it was revoked (cached per token: plugins/write-cleared-caches.ts). */
export type TokenHolder = UserRow & { revoked: boolean };

const bearerToken = (header: string | undefined) => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

/**
 * Registered inside the /api scope: every API route needs a valid, unrevoked token unless it says `public`: secure by default.
 * A route that names a privilege is refused with 403 (and audited) when the role lacks it.
 */
export default fp(async (app) => {
  app.decorateRequest('user', null);

  // Every request runs it: built once, and prepared once per connection so PostgreSQL plans it once too.
  const tokenHolder = app.db
    .select({
      ...getTableColumns(users),
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.isActive, true), isNull(users.deletedAt)))
    .prepare('auth_token_holder');

  // preParsing: after the rate limit (which runs on the route's onRequest), so that requests with no or a
  // forged token are counted too, and still before any body is read.
  app.addHook('preParsing', async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;

    const token = bearerToken(request.headers.authorization);
    const claims = token ? app.tokens.read(token) : null;
    if (!claims) throw new AppError('UNAUTHORIZED');

    const account = await app.tokenHolders.get(`${claims.sub} ${claims.jti}`, async () => {
      const [holder] = await tokenHolder.execute({ id: claims.sub, jti: claims.jti });
      return holder ?? null;
    });
    if (!account || account.revoked || account.tokenVersion !== claims.tv) throw new AppError('UNAUTHORIZED');

    request.user = {
      id: account.id,
      role: account.role as Role,
      tokenId: claims.jti,
      tokenExpiresAt: new Date(claims.exp * 1000),
      account,
    };

    if (config.privilege) {
      const [namespace, action] = config.privilege;
      if (!(await app.privileges.can(request.user.role, namespace, action))) {
        await recordAudit(app.db, request, { action: 'access_denied', namespace, after: { action } });
        throw new AppError('FORBIDDEN');
      }
    }
  });
});
