import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';

/**
 * The token signing key: JWT_SECRET when set, otherwise one generated once and kept in the
 * database, so every instance on the same database signs and verifies alike and restarts keep sessions.
 */
export async function resolveJwtSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: 'jwt_secret', value: sql`to_jsonb(${randomBytes(48).toString('base64url')}::text)` })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'jwt_secret'));
  return row!.value as string;
}
