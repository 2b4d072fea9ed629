// Builds into a staging folder, then swaps it in with renames: a server or test run that is reading
// `dist` at that moment never sees a half-written build, and two builds at once do not mix their files.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { precompress } from './precompress.mjs';
import { assertEntriesStandAlone, screenChunkGroups } from './screen-chunks.mjs';
import { writeServiceWorker } from './service-worker.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const target = path.join(webRoot, 'dist');
const staging = path.join(webRoot, `dist.building-${process.pid}`);
const retired = path.join(webRoot, `dist.old-${process.pid}`);

try {
  const groups = await screenChunkGroups(webRoot);
  const outputs = await build({
    root: webRoot,
    build: {
      outDir: staging,
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: { groups } } },
      // The entry holds what every screen runs (React, the router, Mantine's core…): over 500 kB by design.
      chunkSizeWarningLimit: 700,
    },
  });
  assertEntriesStandAlone(outputs);
  await writeServiceWorker(staging);
  await precompress(staging);
  if (fs.existsSync(target)) fs.renameSync(target, retired);
  fs.renameSync(staging, target);
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
  fs.rmSync(retired, { recursive: true, force: true });
}
