import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { buildApi, spawnProductionServer } from '../startup/production-start.ts';

/**
 * DESIGN §6 on one machine: N stateless API instances behind HAProxy, on one PostgreSQL, Redis and an
 * S3-compatible store (s3rver standing in for MinIO or a cloud bucket). Used by `npm run cluster` and by the
 * cluster suite.
 */
export interface ClusterOptions {
  instances: number;
  /** The balancer's port (0: any free one). */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Where the balancer's configuration, the store's files and each instance's DATA_DIR go. */
  workDir: string;
  webDist?: string;
  /** Extra environment for every instance (limits, log level…). */
  environment?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export interface Cluster {
  url: string;
  instances: Instance[];
  storeUrl: string;
  stop(): Promise<void>;
}

const API_ROOT = path.resolve(import.meta.dirname, '../..');
const BUCKET = 'coachyard-media';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** s3rver ships no types; this is the part of it the cluster uses. */
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

async function startStore(directory: string, origin: string) {
  const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverServer;
  // Browsers post photos straight to the store from the balancer's origin.
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [cors] }],
  });
  const { port } = await server.run();
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function createDatabaseIfMissing(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

function balancerConfig(port: number, servers: { name: string; port: number }[]) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  option forwardfor',
    // A request that meets a stopping instance (refused connection, or its 503 while it closes) is sent to
    // another one: an instance can be restarted under load without a failed request.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 503',
    'frontend coachyard',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    // Three failed checks in a row take an instance out, each given 3 s: under load its /api/ready waits for a
    // connection of the pool like every request, and one slow answer took both instances out at once (the load
    // bench's 50 users got HAProxy's 503 "no server available"). A stopping instance's 503s are retried meanwhile.
    '  timeout check 3s',
    '  default-server inter 500ms fall 3 rise 2',
    // Which instance answered, for the cluster suite and for whoever debugs a request.
    '  http-response set-header X-Served-By %s',
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    '',
  ].join('\n');
}

function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      reject(new Error(`${what} exited (${code}) before it was up: ${output.trim()}`)),
    );
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Runs the seed once, before any instance: N instances seeding at once would each seed. */
async function seed(environment: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], {
    cwd: API_ROOT,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  if ((await exitOf(child)) !== 0) throw new Error(`seeding failed: ${output.trim()}`);
  return output;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    while (stops.length) await stops.pop()!().catch(() => {});
  };
  try {
    const port = options.port || (await freePort());
    const url = `http://127.0.0.1:${port}`;
    await mkdir(options.workDir, { recursive: true });
    await createDatabaseIfMissing(options.databaseUrl);

    const store = await startStore(path.join(options.workDir, 's3'), url);
    stops.push(store.close);
    log(`Object store (s3rver) at ${store.url}/${BUCKET}`);

    // The caller's environment (limits, log level…), with what makes the instances a cluster on top.
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: store.url,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      TRUST_PROXY: 'true',
      PUBLIC_BASE_URL: url,
      SHUTDOWN_DELAY_SECONDS: '2',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      SEED_ON_START: 'false',
      ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
      ...options.environment,
    };
    // The instances run the compiled server, as `npm start` does; the seed runs beside the build.
    const [seeded] = await Promise.all([seed(shared), buildApi(API_ROOT)]);
    for (const line of seeded.trim().split('\n')) log(line);

    const instances: Instance[] = [];
    for (let index = 1; index <= options.instances; index += 1) {
      const name = `api${index}`;
      const instancePort = await freePort();
      const child = spawnProductionServer({
        apiRoot: API_ROOT,
        env: {
          ...shared,
          PORT: String(instancePort),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(options.workDir, name),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const instance = {
        name,
        url: `http://127.0.0.1:${instancePort}`,
        process: child,
        exited: exitOf(child),
      };
      stops.push(async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await instance.exited;
      });
      instances.push(instance);
    }
    await Promise.all(
      instances.map((instance) => waitForLine(instance.process, /Coachyard is running/, instance.name)),
    );
    for (const instance of instances) {
      instance.process.stdout?.resume();
      instance.process.stderr?.on('data', (chunk) => log(`${instance.name}: ${String(chunk).trim()}`));
      log(`${instance.name} at ${instance.url}`);
    }

    const configFile = path.join(options.workDir, 'haproxy.cfg');
    await writeFile(
      configFile,
      balancerConfig(
        port,
        instances.map((instance) => ({ name: instance.name, port: Number(new URL(instance.url).port) })),
      ),
    );
    const balancer = spawn('haproxy', ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const balancerExited = exitOf(balancer);
    balancer.on('error', () => {});
    stops.push(async () => {
      balancer.kill('SIGTERM');
      await balancerExited;
    });
    await waitForBalancer(url, balancer);
    return { url, instances, storeUrl: store.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Up when it answers /api/ready through an instance it checked; HAProxy missing or failing is said plainly. */
async function waitForBalancer(url: string, balancer: ChildProcess) {
  let failure = '';
  balancer.stderr?.on('data', (chunk) => (failure += chunk));
  const spawnFailed = new Promise<never>((_, reject) => {
    balancer.once('error', (error) =>
      reject(
        new Error(
          `HAProxy could not be started (${error.message}): install it with "apt-get install haproxy"`,
        ),
      ),
    );
    balancer.once('exit', (code) => reject(new Error(`HAProxy exited (${code}): ${failure.trim()}`)));
  });
  const deadline = Date.now() + 30_000;
  const ready = (async () => {
    while (Date.now() < deadline) {
      const status = await fetch(`${url}/api/ready`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the balancer at ${url} did not become ready: ${failure.trim()}`);
  })();
  await Promise.race([ready, spawnFailed]);
}
