import path from 'node:path';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';
import { describeStartupError } from '../startup/startup-error.ts';
import { startCluster } from './start-cluster.ts';

/**
 * `npm run cluster`: INSTANCES (2) API instances behind HAProxy on PORT (3000), on DATABASE_URL (the local
 * PostgreSQL's `coachyard_cluster` database), REDIS_URL (127.0.0.1:6379) and s3rver. Ctrl+C stops all of it.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const say = (line: string) => process.stdout.write(`${line}\n`);

try {
  const cluster = await startCluster({
    instances: Number(process.env.INSTANCES ?? 2),
    port: Number(process.env.PORT ?? 3000),
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/coachyard_cluster',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    workDir: path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data', 'cluster')),
    webDist: path.join(repoRoot, 'apps/web/dist'),
    log: say,
  });
  say('');
  say(`Coachyard (${cluster.instances.length} instances behind HAProxy) is running at ${cluster.url}`);
  say(
    `Sign in with: ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')} (password as printed above).`,
  );
  say('Press Ctrl+C to stop everything.');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('\nStopping the balancer, the instances and the store…');
    await cluster.stop();
    say('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  process.stderr.write(`${describeStartupError(error)}\n`);
  process.exit(1);
}
