import fs from 'node:fs';
import path from 'node:path';

/** Removes the data directories of earlier runs; the current one belongs to the server just started. */
export default function globalSetup() {
  const current = process.env.E2E_RUN_DIR;
  const root = path.join(import.meta.dirname, '.tmp');
  if (!current || !fs.existsSync(root)) return;
  for (const entry of fs.readdirSync(root)) {
    const dir = path.join(root, entry);
    if (entry.startsWith('run-') && dir !== current) fs.rmSync(dir, { recursive: true, force: true });
  }
}
