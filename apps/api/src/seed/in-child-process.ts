import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StartupError } from '../startup/startup-error.ts';

/** seed/first-run.ts, or the .js it is compiled to when the server runs from dist/. */
const FIRST_RUN = fileURLToPath(new URL(`./first-run${path.extname(import.meta.url)}`, import.meta.url));

/**
 * Seeds the demo data of a first start in a child process, which ends when it is done (issue 18). Drawing the
 * demo photos (librsvg, fonts, libvips caches) and hashing the demo accounts' passwords (19 MiB of argon2 each)
 * in the server itself left about 35 MB in its malloc arenas and native caches for the rest of its life. The
 * child runs under the server's own `node` options (tsx's loader in development, the heap settings in
 * production), less those that would keep it alive or take a port (`--watch`, `--inspect`).
 */
export function seedInChildProcess(options: {
  databaseUrl: string;
  password: string;
  quiet: boolean;
}): Promise<void> {
  const child = spawn(
    process.execPath,
    [...process.execArgv.filter((argument) => !/^--(watch|inspect)/.test(argument)), FIRST_RUN],
    {
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        SEED_PASSWORD: options.password,
        SEED_QUIET: String(options.quiet),
      },
      stdio: ['ignore', 'inherit', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve();
      const line = errors.trim().split('\n').at(-1);
      reject(new StartupError(line || `Seeding the demo data stopped (${signal ?? `status ${code}`}).`));
    });
  });
}
