import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { StartupError } from '../startup/startup-error.ts';
import type { Account } from './embedded-binaries.ts';

// PostgreSQL's programs as child processes: run one to its end, or start the server and stop it, turning what
// it writes into one line a person can act on.

/** The last lines PostgreSQL wrote, turned into the one line a person can act on. */
export function explainServerLog(log: string, port: number, clusterDir: string): string {
  if (/could not bind .*Address already in use|could not create any TCP\/IP sockets/.test(log))
    return `Port ${port} (embedded PostgreSQL) is already in use: stop that process, or set EMBEDDED_PG_PORT to a free port.`;
  if (/No space left on device/.test(log))
    return `The disk holding ${clusterDir} is full: free some space, or set DATA_DIR to a folder on another disk.`;
  if (/database files are incompatible with server/.test(log))
    return `${clusterDir} was made by another PostgreSQL version: move it away, or set DATA_DIR to another folder.`;
  const fatal = log.split('\n').find((line) => /FATAL|PANIC|error/i.test(line));
  return `The embedded PostgreSQL failed${fatal ? `: ${fatal.replace(/^.*?(FATAL|PANIC):\s*/, '')}` : ''} (see ${clusterDir}).`;
}

interface Launch {
  program: string;
  args: string[];
  account: Account | null;
  /** An open handle on the cluster folder, handed to the child as descriptor 3 (see `clusterPath`). */
  clusterHandle: fs.FileHandle | null;
}

function launch({ program, args, account, clusterHandle }: Launch): ChildProcess {
  return spawn(program, args, {
    ...(account ?? {}),
    stdio: ['ignore', 'pipe', 'pipe', ...(clusterHandle ? [clusterHandle.fd] : [])],
    env: { LC_MESSAGES: 'C', LANG: 'C.UTF-8' },
  });
}

/** Runs a program to its end; rejects with what it wrote when it fails. */
export function runToEnd(options: Launch): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = launch(options);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(output || `exit ${code}`)),
    );
  });
}

interface RunningServer {
  process: ChildProcess;
  /** What the server wrote since it became ready (the last few kilobytes). */
  recentLog: string;
}

export function startServer(options: Launch, port: number, clusterDir: string, log: (line: string) => void) {
  return new Promise<RunningServer>((resolve, reject) => {
    const server = launch(options);
    const running: RunningServer = { process: server, recentLog: '' };
    let recent = '';
    let ready = false;
    server.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log(text.trim());
      if (ready) {
        running.recentLog = (running.recentLog + text).slice(-8000);
        return;
      }
      recent = (recent + text).slice(-8000);
      if (recent.includes('database system is ready to accept connections')) {
        ready = true;
        resolve(running);
      }
    });
    server.once('error', (error) =>
      reject(
        new StartupError(
          `The embedded PostgreSQL could not be run (${(error as NodeJS.ErrnoException).code ?? error.message}: ${options.program}): if the temporary folder is mounted noexec, set TMPDIR to another folder, or set DATABASE_URL.`,
        ),
      ),
    );
    server.once('exit', () => {
      if (!ready) reject(new StartupError(explainServerLog(recent, port, clusterDir)));
    });
  });
}

export function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // Fast shutdown: running transactions are rolled back, everything committed is already in the WAL.
    const kill = setTimeout(() => server.kill('SIGKILL'), 30_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGINT');
  });
}
