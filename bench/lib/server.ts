import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const BENCH_PASSWORD = 'Bench-Password-1';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export async function waitFor(url: string, child: ChildProcess, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

export interface RunningServer {
  url: string;
  /** The server's process (for its memory); absent where several processes serve. */
  pid?: number;
  stop(): Promise<void>;
}

/** The largest resident set size of a process while `run` runs, sampled every 100 ms from /proc, in MB. */
export async function peakRss<T>(
  pid: number,
  run: () => Promise<T>,
): Promise<{ result: T; peakMb: number; startMb: number }> {
  let peakKb = 0;
  const sample = async () => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peakKb = Math.max(peakKb, kb);
    return kb;
  };
  // What the process already held when the measured work began, which the peak includes.
  const startMb = Math.round((await sample()) / 1024);
  const timer = setInterval(() => void sample(), 100);
  try {
    const result = await run();
    await sample();
    return { result, peakMb: Math.round(peakKb / 1024), startMb };
  } finally {
    clearInterval(timer);
  }
}

/** Linux's clock ticks per second, which /proc/<pid>/stat counts CPU time in. */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user and system), in ms, from /proc; 0 once it has exited. */
export async function cpuMillisecondsSoFar(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return 0;
  const fields = stat.split(') ')[1]!.split(' ');
  // utime and stime: fields 14 and 15 of the line, 12 and 13 after the command's name.
  return (Number(fields[11]) + Number(fields[12])) * (1000 / TICKS_PER_SECOND);
}

/**
 * The CPU time (user and system) a process spent while `run` ran, in ms, from /proc: on a loaded machine the
 * work per request, where wall time says mostly how long it waited for a core.
 */
export async function cpuMillisecondsOf<T>(pid: number, run: () => Promise<T>) {
  const before = await cpuMillisecondsSoFar(pid);
  const result = await run();
  return { result, cpuMs: (await cpuMillisecondsSoFar(pid)) - before };
}

let built: Promise<unknown> | undefined;

/**
 * The real app on its own embedded PostgreSQL, in a child process so load and server do not share a thread, as
 * `npm start` runs it: the compiled server (built once per bench run) through apps/api/bin/serve, which `exec`s
 * it, so the child's pid is the server's.
 */
export async function startApp(environment: Record<string, string> = {}): Promise<RunningServer> {
  await (built ??= promisify(execFile)(process.execPath, [
    path.join(repoRoot, 'apps/api/scripts/build.mjs'),
  ]));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coachyard-bench-'));
  const port = await freePort();
  const child = spawn('sh', [path.join(repoRoot, 'apps/api/bin/serve')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // BENCH_NODE: another node command for the server, e.g. a script adding `--cpu-prof` to profile it.
      NODE: process.env.BENCH_NODE ?? process.execPath,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      SEED_PASSWORD: BENCH_PASSWORD,
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '0',
      ...environment,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/ready`, child, 600);
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify route in its own process: the ceiling any route of ours is compared with. */
export async function startBareFastify(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', path.join(import.meta.dirname, 'bare-fastify.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/bare`, child, 30);
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}

export async function signIn(url: string, email: string) {
  const response = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: email, user_password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

/** `npm run cluster` (instances behind HAProxy, with s3rver) in a child process, on the given database. */
export async function startCluster(environment: Record<string, string>): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coachyard-bench-cluster-'));
  const child = spawn('node', ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/cluster/cli.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SEED_PASSWORD: BENCH_PASSWORD,
      ...environment,
    },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const found = /is running at (\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`the cluster exited (${code}): ${output}`)));
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
