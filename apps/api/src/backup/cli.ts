import path from 'node:path';
import { loadConfig } from '../config.ts';
import { resolveJwtSecret } from '../lib/secrets.ts';
import { openDatabase } from '../runtime.ts';
import { describeStartupError, StartupError } from '../startup/startup-error.ts';
import { createStorage } from '../storage/index.ts';
import { createBackup, restoreBackup } from './backup.ts';

/**
 * `npm run backup -- <folder>` and `npm run restore -- <folder>`, on the database and store the environment
 * names (the running app's embedded PostgreSQL when there is one).
 */
const [command, target] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${line}\n`);

try {
  if ((command !== 'backup' && command !== 'restore') || !target)
    throw new StartupError('Usage: npm run backup -- <folder>, or npm run restore -- <folder>');
  // npm runs the script in apps/api: a relative folder means one relative to where the command was typed.
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const config = loadConfig();
  const runtime = await openDatabase(config, undefined, { attach: true });
  try {
    const storage = await createStorage(config, await resolveJwtSecret(runtime.db, config.jwtSecret));
    const started = Date.now();
    const manifest =
      command === 'backup'
        ? await createBackup(runtime.db.$client, storage, folder)
        : await restoreBackup(runtime.db.$client, storage, folder);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    say(
      `${command === 'backup' ? 'Backed up' : 'Restored'} ${rows} rows in ${manifest.tables.length} tables and ${manifest.images} images ${command === 'backup' ? 'to' : 'from'} ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await runtime.close();
  }
} catch (error) {
  process.stderr.write(`${describeStartupError(error)}\n`);
  process.exit(1);
}
