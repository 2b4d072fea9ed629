// `npm run bundle-report -w apps/web`: what the chunks of the first screens are made of, by package, so a change
// aimed at the page budget (issue 5, bench/RESULTS.md) starts from figures. Builds in memory like `npm run build`.
// A package's share is its modules' gzip sizes, each gzipped alone, scaled to the chunk's real gzip size: gzip
// packs a whole chunk better than its parts, so the shares are estimates that add up to the chunk.
import path from 'node:path';
import { build } from 'vite';
import { gzipSize, kB, ownerOf as ownerIn } from './report-sizes.mjs';
import { screenChunkGroups } from './screen-chunks.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const ownerOf = ownerIn(webRoot, 2);
const FIRST_SCREENS = /^assets\/(index|home)-/;

const groups = await screenChunkGroups(webRoot);
const outputs = await build({
  root: webRoot,
  logLevel: 'warn',
  build: { write: false, rolldownOptions: { output: { codeSplitting: { groups } } } },
});
const chunks = [outputs]
  .flat()
  .flatMap((output) => output.output)
  .filter((item) => item.type === 'chunk' && FIRST_SCREENS.test(item.fileName));

for (const chunk of chunks) {
  const total = gzipSize(chunk.code);
  const alone = new Map();
  for (const [id, module] of Object.entries(chunk.modules)) {
    if (!module.code) continue;
    alone.set(ownerOf(id), (alone.get(ownerOf(id)) ?? 0) + gzipSize(module.code));
  }
  const sum = [...alone.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${chunk.fileName}: ${kB(total)} kB gzip`);
  for (const [owner, size] of [...alone].sort((a, b) => b[1] - a[1])) {
    const share = (size / sum) * total;
    if (share >= 512) console.log(`  ${kB(share).padStart(6)}  ${owner}`);
  }
}
