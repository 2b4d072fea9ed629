// Builds into a staging folder, then swaps it in with renames: a server or test run that is reading
// `dist` at that moment never sees a half-written build, and two builds at once do not mix their files.
//
// A build whose inputs have not changed since the last one is skipped (scripts/build-inputs.mjs); `--force`
// builds anyway.
import fs from 'node:fs';
import path from 'node:path';
import { digestOf, forced, isCurrent, recordDigest } from '../../../scripts/build-inputs.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const target = path.join(webRoot, 'dist');
const staging = path.join(webRoot, `dist.building-${process.pid}`);
const retired = path.join(webRoot, `dist.old-${process.pid}`);

/** What the bundle is made of: the app's folder (its sources, pages, configs and scripts) and the contract's. */
const INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'apps/web', 'packages/contract'];
const digest = digestOf(INPUTS);
if (!forced() && isCurrent(target, digest)) {
  console.log(
    'The web app build is current (its sources are unchanged since it was built): kept apps/web/dist.',
  );
  process.exit(0);
}

// A production build whoever runs it: under a test runner (NODE_ENV=test) React and the other libraries would
// bundle their development code, 100 kB more, and a later `npm start` would keep that build as current.
process.env.NODE_ENV = 'production';

// Loaded only to build: Vite alone takes a second to import, most of what a skipped build costs.
const [{ build }, { precompress }, { assertEntriesStandAlone, screenChunkGroups }, { writeServiceWorker }] =
  await Promise.all([
    import('vite'),
    import('./precompress.mjs'),
    import('./screen-chunks.mjs'),
    import('./service-worker.mjs'),
  ]);
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
  recordDigest(staging, digest);
  if (fs.existsSync(target)) fs.renameSync(target, retired);
  fs.renameSync(staging, target);
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
  fs.rmSync(retired, { recursive: true, force: true });
}
