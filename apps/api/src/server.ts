import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Runtime } from './runtime.ts';
import { DEMO_ACCOUNTS, generatePassword } from './seed/accounts.ts';
import { isSeeded } from './seed/index.ts';
import { seedInChildProcess } from './seed/in-child-process.ts';
import { requireUsableDataDir } from './startup/data-dir.ts';
import { takeInstanceLock } from './startup/instance-lock.ts';
import { requireFreePort } from './startup/ports.ts';
import { describeStartupError, StartupError } from './startup/startup-error.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

/** What start-up has opened so far, closed in reverse whether it stops or fails. */
const opened: (() => Promise<unknown> | unknown)[] = [];
/** What each part still open gets once the stop's deadline has passed (the database's fast shutdown included). */
const AFTER_DEADLINE_MILLISECONDS = 5_000;
/**
 * Closes what is open, newest first. With a deadline, a part not closed by then is left behind: a job that
 * does not end, or a client that keeps its connection, must not keep the process and its database from stopping
 * (a stop once waited for a running job without end, and a second signal was then ignored).
 */
async function closeOpened(deadline = Infinity) {
  while (opened.length) {
    const closing = Promise.resolve()
      .then(opened.pop()!)
      .catch(() => {});
    if (deadline === Infinity) await closing;
    else {
      const wait = Math.max(deadline - Date.now(), AFTER_DEADLINE_MILLISECONDS);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closing, new Promise((resolve) => (timer = setTimeout(resolve, wait)))]);
      clearTimeout(timer);
    }
  }
}

let runtime: Runtime | null = null;
let failing = false;
/** Set by the first SIGINT or SIGTERM: what fails from then on (a job's query on the closed pool) ends nothing. */
let stopping = false;

/** Every failure of start-up ends here: one line saying what went wrong and what to do, and exit 1. */
async function fail(error: unknown): Promise<never> {
  if (failing) return new Promise<never>(() => {});
  failing = true;
  // A lost connection says less than the embedded server's own account of why it went away.
  process.stderr.write(`${runtime?.embedded?.diagnose() ?? describeStartupError(error)}\n`);
  await closeOpened();
  process.exit(1);
}
// Once stopping, a job the runner gave up on may still run and fail on the closed pool: the stop, which has a
// deadline of its own, ends the process, not that failure (it once turned a stop into "could not start", exit 1).
process.on('uncaughtException', (error) => void (stopping || fail(error)));
process.on('unhandledRejection', (error) => void (stopping || fail(error)));

async function start(config: Config) {
  const quiet = config.logLevel === 'silent' || config.logLevel === 'error' || config.logLevel === 'fatal';
  await requireUsableDataDir(config.dataDir);
  const lock = await takeInstanceLock(config.dataDir);
  if (!lock.taken) {
    say(
      `Coachyard is already running${lock.holder.url ? ` at ${lock.holder.url}` : ''} (pid ${lock.holder.pid}) with the data in ${config.dataDir}; it was left untouched. Stop it with Ctrl+C first, or start another one with its own DATA_DIR and PORT.`,
    );
    process.exit(0);
  }
  opened.push(() => lock.release());
  await requireFreePort(config.port, config.host, 'the web app and API', 'PORT');

  say(
    config.databaseUrl
      ? 'Connecting to PostgreSQL at DATABASE_URL…'
      : `Starting embedded PostgreSQL (${config.dataDir}/pg)…`,
  );
  const database = await openDatabase(config, config.logLevel === 'debug' ? say : undefined);
  runtime = database;
  opened.push(() => database.close());

  let seededPassword: string | null = null;
  if (config.seedOnStart && !(await isSeeded(database.db))) {
    seededPassword = config.seedPassword ?? generatePassword();
    say('Seeding demo data (first run)…');
    await seedInChildProcess({
      databaseUrl: config.databaseUrl ?? database.embedded!.url,
      password: seededPassword,
      quiet,
    });
  }

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: false,
        maxRetriesPerRequest: 2,
        keyPrefix: config.redisKeyPrefix,
      })
    : null;
  if (redis) opened.push(() => redis.disconnect());
  const app = await buildApp({ config, db: database.db, redis });
  opened.push(() => app.close());

  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    say(`\n${signal}: stopping…`);
    // Balancers polling /api/ready see 503 from now on; requests keep being answered for the delay, then the
    // listener closes and what is in flight finishes (connections still busy after the timeout are cut).
    app.operations.draining = true;
    await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMilliseconds));
    const deadline = Date.now() + config.shutdown.timeoutMilliseconds;
    const cut = setTimeout(() => app.server.closeAllConnections(), config.shutdown.timeoutMilliseconds);
    await closeOpened(deadline);
    clearTimeout(cut);
    say('Stopped cleanly.');
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new StartupError(
        `Port ${config.port} (the web app and API) is already in use: stop that process, or set PORT to a free port.`,
      );
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  await lock.announce(url);
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
}

try {
  await start(loadConfig());
} catch (error) {
  await fail(error);
}
