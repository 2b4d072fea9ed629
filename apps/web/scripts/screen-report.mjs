// `npm run screen-report -w apps/web`: what each screen's page module downloads beyond the signed-in shell,
// by package, from a build in memory like `npm run build` (issue 30: every screen within 200 kB gzip).
// A screen's own share is the gzip of every chunk its page module imports statically, transitively, that the
// shell (`index.html` and `home`) does not already load, and the CSS those chunks bring.
import path from 'node:path';
import { build } from 'vite';
import { gzipSize, kB, ownerOf as ownerIn } from './report-sizes.mjs';
import { screenChunkGroups } from './screen-chunks.mjs';

process.env.NODE_ENV = 'production';
const webRoot = path.resolve(import.meta.dirname, '..');
const ownerOf = ownerIn(webRoot, 3);
const PAGE_MODULE = /[\\/]features[\\/]([\w-]+)[\\/]pages[\\/]([\w-]+)\.tsx$/;
const only = process.argv[2] ? new RegExp(process.argv[2]) : null;

const groups = await screenChunkGroups(webRoot);
const outputs = await build({
  root: webRoot,
  logLevel: 'warn',
  build: { write: false, rolldownOptions: { output: { codeSplitting: { groups } } } },
});
const items = [outputs].flat().flatMap((output) => output.output);
const chunks = items.filter((item) => item.type === 'chunk');
const assets = new Map(items.filter((item) => item.type === 'asset').map((item) => [item.fileName, item]));
const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const closure = (roots) => {
  const seen = new Set();
  const pending = [...roots];
  while (pending.length) {
    const chunk = pending.pop();
    if (!chunk || seen.has(chunk)) continue;
    seen.add(chunk);
    pending.push(...chunk.imports.map((file) => byFileName.get(file)));
  }
  return seen;
};
const cssOf = (set) => new Set([...set].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
const chunkGzip = (chunk) => gzipSize(chunk.code);
const assetGzip = (file) => gzipSize(assets.get(file).source);

const shell = closure(
  chunks.filter(
    (chunk) => (chunk.isEntry && !/^login/.test(chunk.name)) || /^assets\/home-/.test(chunk.fileName),
  ),
);
const shellCss = cssOf(shell);
const shellBytes =
  [...shell].reduce((sum, chunk) => sum + chunkGzip(chunk), 0) +
  [...shellCss].reduce((sum, file) => sum + assetGzip(file), 0);
console.log(`shell (entries and home, their imports and styles): ${kB(shellBytes)} kB gzip`);
const shareByOwner = (ownChunks) => {
  const byOwner = new Map();
  for (const chunk of ownChunks) {
    const size = chunkGzip(chunk);
    const alone = new Map();
    for (const [id, module] of Object.entries(chunk.modules))
      if (module.code) alone.set(ownerOf(id), (alone.get(ownerOf(id)) ?? 0) + gzipSize(module.code));
    const sum = [...alone.values()].reduce((a, b) => a + b, 0);
    for (const [owner, part] of alone) byOwner.set(owner, (byOwner.get(owner) ?? 0) + (part / sum) * size);
  }
  return byOwner;
};
const printShares = (byOwner) => {
  for (const [owner, size] of [...byOwner].sort((a, b) => b[1] - a[1]))
    if (size >= 1024) console.log(`  ${kB(size).padStart(6)}  ${owner}`);
};
// SCREEN_REPORT_SHELL=1: the shell's own bytes by package and chunk, and its styles by file.
if (process.env.SCREEN_REPORT_SHELL) {
  printShares(shareByOwner(shell));
  for (const chunk of shell) console.log(`  chunk ${chunk.fileName}: ${kB(chunkGzip(chunk))}`);
  for (const file of shellCss) console.log(`  css ${file}: ${kB(assetGzip(file))}`);
}

for (const page of chunks.filter((chunk) => PAGE_MODULE.test(chunk.facadeModuleId ?? ''))) {
  const name = path.relative(webRoot, page.facadeModuleId);
  if (only && !only.test(name)) continue;
  const own = [...closure([page])].filter((chunk) => !shell.has(chunk));
  const css = [...cssOf(new Set(own))].filter((file) => !shellCss.has(file));
  const total = own.reduce((sum, chunk) => sum + chunkGzip(chunk), 0);
  const cssBytes = css.reduce((sum, file) => sum + assetGzip(file), 0);
  console.log(
    `\n${name}: +${kB(total + cssBytes)} kB (${own.length} chunks, css ${kB(cssBytes)}) → ${kB(shellBytes + total + cssBytes)} kB`,
  );
  printShares(shareByOwner(own));
  // SCREEN_REPORT_MODULES=@mantine/core: that package's modules the screen adds, by file.
  const listed = process.env.SCREEN_REPORT_MODULES;
  if (listed)
    console.log(
      `  ${listed}: ${own
        .flatMap((chunk) =>
          Object.keys(chunk.modules).filter((id) => ownerOf(id) === listed && chunk.modules[id].code),
        )
        .map((id) => path.basename(path.dirname(id)) + '/' + path.basename(id))
        .join(' ')}`,
    );
}

// SCREEN_REPORT_PATHS=zod: by which chunks each screen reaches the chunks so named.
const wanted = process.env.SCREEN_REPORT_PATHS && new RegExp(`^assets/${process.env.SCREEN_REPORT_PATHS}`);
if (wanted)
  for (const page of chunks.filter((chunk) => PAGE_MODULE.test(chunk.facadeModuleId ?? ''))) {
    const name = path.relative(webRoot, page.facadeModuleId);
    if (only && !only.test(name)) continue;
    const parent = new Map([[page, null]]);
    const queue = [page];
    const chains = [];
    while (queue.length) {
      const chunk = queue.shift();
      for (const next of chunk.imports.map((file) => byFileName.get(file))) {
        if (parent.has(next) || shell.has(next)) continue;
        parent.set(next, chunk);
        if (wanted.test(next.fileName)) {
          const chain = [];
          for (let at = chunk; at && at !== page; at = parent.get(at))
            chain.unshift(
              `${at.fileName.replace(/^assets\/|-[\w-]{8}\.js$/g, '')}[${Object.keys(at.modules)
                .map((id) => path.basename(id))
                .slice(0, 3)
                .join(',')}]`,
            );
          chains.push(chain.join(' > '));
        } else queue.push(next);
      }
    }
    if (chains.length)
      console.log(`\n${name} reaches ${process.env.SCREEN_REPORT_PATHS} by:\n  ${chains.join('\n  ')}`);
  }
