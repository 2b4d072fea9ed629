// Writes the service worker and the offline page into a build: the worker precaches exactly this build's hashed
// scripts and styles, and its release id changes with them, so every release installs a new worker.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const sources = path.resolve(import.meta.dirname, '../service-worker');

export async function writeServiceWorker(folder) {
  const assets = (await fs.readdir(path.join(folder, 'assets')))
    .filter((name) => /\.(js|css)$/.test(name))
    .sort()
    .map((name) => `/assets/${name}`);
  const index = await fs.readFile(path.join(folder, 'index.html'), 'utf8');
  const release = createHash('sha256').update(index).update(assets.join('\n')).digest('hex').slice(0, 16);
  const template = await fs.readFile(path.join(sources, 'service-worker.js'), 'utf8');
  await fs.writeFile(
    path.join(folder, 'service-worker.js'),
    template
      .replace("'__RELEASE__'", JSON.stringify(release))
      .replace('__PRECACHE__', JSON.stringify(assets)),
  );
  await fs.copyFile(path.join(sources, 'offline.html'), path.join(folder, 'offline.html'));
  return { release, precached: assets.length };
}
