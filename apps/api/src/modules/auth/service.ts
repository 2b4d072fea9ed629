import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginRequest } from '@coachyard/contract';
import { revokedTokens, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { presentSessionUser } from '../users/index.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';

const wrongCredentials = () =>
  new AppError('NOT_FOUND', 'login.wrong_credentials', { fields: { username: ['login.wrong_credentials'] } });

export function createAuthService(app: FastifyInstance) {
  const { db, loginFailures, config } = app;
  const accountKey = (email: string) => `account:${email.toLowerCase()}`;
  const ipKey = (ip: string) => `ip:${ip}`;

  async function refuseWhenThrottled(request: FastifyRequest, email: string) {
    const [byAccount, byIp] = await Promise.all([
      loginFailures.peek(accountKey(email)),
      loginFailures.peek(ipKey(request.ip)),
    ]);
    const blocked =
      byAccount.count >= config.loginThrottle.perAccount
        ? byAccount
        : byIp.count >= config.loginThrottle.perIp
          ? byIp
          : null;
    if (!blocked) return;
    await recordAudit(db, request, { action: 'login_throttled', namespace: 'auth', after: { email } });
    throw new AppError('RATE_LIMITED', 'errors.rate_limited', { retryAfterSeconds: blocked.resetsInSeconds });
  }

  return {
    /**
     * Signs a user in. Unknown email, wrong password and inactive account get the same answer
     * after the same work (one argon2 verification), so nothing tells which accounts exist.
     */
    async login(request: FastifyRequest, credentials: LoginRequest) {
      const email = credentials.user_email.trim();
      await refuseWhenThrottled(request, email);

      const [account] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
      const passwordMatches = await verifyPassword(
        account?.passwordHash ?? (await decoyPasswordHash()),
        credentials.user_password,
      );
      if (!account || !passwordMatches || !account.isActive) {
        await Promise.all([loginFailures.add(accountKey(email)), loginFailures.add(ipKey(request.ip))]);
        await recordAudit(db, request, {
          action: 'login_failed',
          namespace: 'auth',
          entityId: account?.id ?? null,
          after: {
            email,
            reason: !account ? 'unknown_email' : !passwordMatches ? 'wrong_password' : 'inactive',
          },
        });
        throw wrongCredentials();
      }

      await loginFailures.clear(accountKey(email));
      const { token } = app.tokens.issue(account.id, account.tokenVersion);
      await recordAudit(db, request, {
        action: 'login',
        namespace: 'auth',
        entityId: account.id,
        actorId: account.id,
      });
      return { user: presentSessionUser(account), access_token: token };
    },

    /** Revokes the token the request was made with; the user's other sessions stay signed in. */
    async logout(request: FastifyRequest) {
      const user = request.user!;
      await db
        .insert(revokedTokens)
        .values({ jti: user.tokenId, userId: user.id, expiresAt: user.tokenExpiresAt })
        .onConflictDoNothing();
      await recordAudit(db, request, { action: 'logout', namespace: 'auth', entityId: user.id });
      // Expired tokens are refused by their signature anyway; their revocation rows can go.
      await db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} < now()`);
    },

    /** Every token of the user stops working (password, role or activity change). */
    async revokeAllTokens(userId: string) {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
