import { createDatabase } from '../db/client.ts';
import { describeStartupError } from '../startup/startup-error.ts';
import { seedDemoData } from './index.ts';

/**
 * The first start's demo seed, run by server.ts in a process of its own (seed/in-child-process.ts) on the database
 * at DATABASE_URL with SEED_PASSWORD. Its step lines go to stdout unless SEED_QUIET; a failure is one line on
 * stderr, in start-up's words, and exit status 1.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
const db = createDatabase(process.env.DATABASE_URL!, 2);
try {
  await seedDemoData(db, {
    password: process.env.SEED_PASSWORD!,
    log: process.env.SEED_QUIET === 'true' ? undefined : say,
  });
} catch (error) {
  process.stderr.write(`${describeStartupError(error)}\n`);
  process.exitCode = 1;
} finally {
  await db.$client.end().catch(() => {});
}
