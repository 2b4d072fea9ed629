import fs from 'node:fs';
import path from 'node:path';

/** Removes data directories of earlier runs (older than an hour, so a run beside this one keeps its own). */
export default function globalSetup() {
  const current = process.env.E2E_RUN_DIR;
  const root = path.join(import.meta.dirname, '.tmp');
  if (!current || !fs.existsSync(root)) return;
  for (const entry of fs.readdirSync(root)) {
    const dir = path.join(root, entry);
    const ageMs = Date.now() - fs.statSync(dir).mtimeMs;
    if (entry.startsWith('run-') && dir !== current && ageMs > 3_600_000)
      fs.rmSync(dir, { recursive: true, force: true });
  }
}
