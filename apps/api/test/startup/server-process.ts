import { execFile, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { spawnProductionServer } from '../../src/startup/production-start.ts';

const run = promisify(execFile);

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const isRoot = process.getuid?.() === 0;

export interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunningServer {
  url: string;
  pid: number;
  output(): string;
  /** Sends the signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Outcome>;
}

/**
 * `npm start`'s server of a checkout (bin/serve: the compiled server, built by this suite's global setup), with
 * the given environment.
 */
function launch(checkout: string, environment: Record<string, string>): ChildProcess {
  return spawnProductionServer({
    apiRoot: path.join(checkout, 'apps/api'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      WEB_DIST: path.join(os.tmpdir(), 'coachyard-no-web'),
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess) {
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => (output.stdout += chunk));
  child.stderr?.on('data', (chunk) => (output.stderr += chunk));
  const exited = new Promise<Outcome>((resolve) =>
    child.once('exit', (code) => setImmediate(() => resolve({ code, ...output }))),
  );
  return { output, exited };
}

/** Runs a start that is expected to end by itself (a refusal, or "already running"). */
export async function startExpectingExit(checkout: string, environment: Record<string, string>) {
  const child = launch(checkout, environment);
  const { exited } = collect(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  try {
    return await exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Starts a server and resolves once it prints its URL; rejects with its output if it exits first. */
export async function startServer(
  checkout: string,
  environment: Record<string, string>,
): Promise<RunningServer> {
  const child = launch(checkout, environment);
  const { output, exited } = collect(child);
  const url = await new Promise<string>((resolve, reject) => {
    const poll = setInterval(() => {
      const found = /Coachyard is running at (\S+)/.exec(output.stdout)?.[1];
      if (found) {
        clearInterval(poll);
        resolve(found);
      }
    }, 100);
    void exited.then((outcome) => {
      clearInterval(poll);
      reject(new Error(`the server exited (${outcome.code}): ${outcome.stdout}${outcome.stderr}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    output: () => output.stdout + output.stderr,
    async stop(signal = 'SIGINT') {
      child.kill(signal);
      return exited;
    },
  };
}

/**
 * A copy of this checkout inside a folder that only its owner may enter (mode 700, like /root or a
 * `mktemp -d`). Files are hard links — nothing is written through them — so it takes a second, not a copy
 * of node_modules. The developer's own data folder and test runs stay behind.
 */
export async function privateCheckout(): Promise<{ root: string; checkout: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'coachyard-private-'));
  const checkout = path.join(root, 'coachyard');
  await mkdir(checkout);
  const leftOut = new Set(['.git', 'data', 'e2e']);
  for (const entry of await readdir(REPO_ROOT)) {
    if (leftOut.has(entry)) continue;
    await copyLinked(path.join(REPO_ROOT, entry), path.join(checkout, entry));
  }
  return { root, checkout };
}

/** Hard links where the file system allows them, a plain copy where it does not. */
async function copyLinked(from: string, to: string) {
  await run('cp', ['-al', from, to]).catch(() => cp(from, to, { recursive: true }));
}

/** The single line a refused start prints: no stack, no second line. */
export function onlyLine(outcome: Outcome): string {
  const lines = outcome.stderr.trim().split('\n');
  if (lines.length !== 1 || /^\s+at /m.test(outcome.stderr))
    throw new Error(`expected one line on stderr, got:\n${outcome.stderr}`);
  return lines[0]!;
}
