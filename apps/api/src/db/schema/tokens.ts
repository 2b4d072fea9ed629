import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Tokens revoked one by one (sign-out) until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  userId: uuid('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
