import pg from 'pg';
import { StartupError } from './startup-error.ts';

/** Where DATABASE_URL points, without its password: safe to print. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.username ? `${decodeURIComponent(parsed.username)}@` : ''}${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/**
 * Connects once before anything else does, so that an unreachable server or a refused password is told as
 * such, not as a pool error halfway through the migrations.
 */
export async function requireReachableDatabase(url: string): Promise<void> {
  const where = describeDatabaseUrl(url);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    // PostgreSQL's SQLSTATEs: 28P01 wrong password, 28000 no such role or refused by pg_hba, 3D000 no database.
    if (code === '28P01' || code === '28000')
      throw new StartupError(
        `PostgreSQL at ${where} refused the credentials (${message}): check the user and password in DATABASE_URL.`,
      );
    if (code === '3D000')
      throw new StartupError(
        `PostgreSQL at ${where} has no such database (${message}): create it, or fix the name in DATABASE_URL.`,
      );
    throw new StartupError(
      `PostgreSQL at ${where} cannot be reached (${code ?? message}): check that it runs and that DATABASE_URL's host and port are right.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
