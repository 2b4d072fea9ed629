import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './runtime.ts';
import { DEMO_ACCOUNTS, generatePassword } from './seed/accounts.ts';
import { isSeeded, seedDemoData } from './seed/index.ts';

const config = loadConfig();
const say = (line: string) => process.stdout.write(`${line}\n`);
const quiet = config.logLevel === 'silent' || config.logLevel === 'error' || config.logLevel === 'fatal';

say(
  config.databaseUrl
    ? 'Connecting to PostgreSQL at DATABASE_URL…'
    : `Starting embedded PostgreSQL (${config.dataDir}/pg)…`,
);
const runtime = await openDatabase(config, config.logLevel === 'debug' ? say : undefined);

let seededPassword: string | null = null;
if (config.seedOnStart && !(await isSeeded(runtime.db))) {
  seededPassword = config.seedPassword ?? generatePassword();
  say('Seeding demo data (first run)…');
  await seedDemoData(runtime.db, { password: seededPassword, log: quiet ? undefined : say });
}

const redis = config.redisUrl
  ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
  : null;
const app = await buildApp({ config, db: runtime.db, redis });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`\n${signal}: stopping…`);
  await app.close().catch(() => {});
  redis?.disconnect();
  await runtime.close();
  say('Stopped cleanly.');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  say(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  await runtime.close();
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
const password =
  seededPassword ??
  config.seedPassword ??
  '(printed when the demo data was first seeded; `npm run seed -- --reset-passwords` sets a new one)';
say('');
say(`Coachyard is running at ${url}`);
say(`API docs: ${url}/api/docs`);
say('Sign in with:');
for (const account of DEMO_ACCOUNTS)
  say(`  ${account.role.padEnd(15)} ${account.email.padEnd(32)} ${password}`);
say('Press Ctrl+C to stop.');
