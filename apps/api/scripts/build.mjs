// Compiles the API and the contract it imports to JavaScript, file by file, so that production runs plain
// `node` instead of tsx (issue 18: tsx's loader thread and the source kept for it cost about 40 MB per process).
//
// Not a bundle: modules read files beside themselves through `import.meta.dirname` (the migrations, the root
// package.json, the web app's build), so each `src/**/*.ts` becomes `dist/**/*.js` at the same depth, and every
// other file under `src` (the migrations' SQL and journal) is copied beside them. Relative imports name `.ts`
// files; they are rewritten to `.js`. `@coachyard/contract` (TypeScript consumed as source by the web app, tsx
// and the tests) is compiled the same way into `packages/contract/dist`, and the API's imports of it point there.
// Packages from node_modules stay imports.
//
// Each output is written to a staging folder and swapped in with renames, as the web app's build does: a server
// reading `dist` at that moment never sees a half-written build.
//
// A build whose inputs have not changed since the last one is skipped (scripts/build-inputs.mjs); `--force`
// builds anyway.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { digestOf, forced, isCurrent, recordDigest } from '../../../scripts/build-inputs.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const apiRoot = path.join(repoRoot, 'apps/api');
const contractRoot = path.join(repoRoot, 'packages/contract');
const CONTRACT = '@coachyard/contract';

/** Every file under `folder`, as paths relative to it. */
function filesUnder(folder) {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

const isSource = (file) => file.endsWith('.ts') && !file.endsWith('.d.ts');
const isTest = (file) => /\.test\.ts$/.test(file);

/** Keeps every import an import: relative ones to the `.js` compiled beside, the contract to its build. */
const importsStayImports = {
  name: 'imports-stay-imports',
  setup(builder) {
    builder.onResolve({ filter: /^\.\.?\// }, (args) =>
      args.kind === 'entry-point' ? undefined : { path: args.path.replace(/\.ts$/, '.js'), external: true },
    );
    builder.onResolve({ filter: new RegExp(`^${CONTRACT}(/.*)?$`) }, (args) => {
      const subpath = args.path.slice(CONTRACT.length) || '/index';
      const target = path.join(contractRoot, 'dist', `${subpath}.js`);
      let relative = path.relative(args.resolveDir, target).split(path.sep).join('/');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return { path: relative, external: true };
    });
  },
};

/** What the output is made of: the sources, this script, and what decides the packages they import. */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'packages/contract',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'apps/api/src',
  'apps/api/scripts/build.mjs',
];

/** Compiles `root/src` into `root/dist`; `digest`, when given, is recorded in it as the inputs it was built from. */
async function compile(root, digest) {
  const source = path.join(root, 'src');
  const target = path.join(root, 'dist');
  const staging = path.join(root, `dist.building-${process.pid}`);
  const retired = path.join(root, `dist.old-${process.pid}`);
  try {
    const files = filesUnder(source).filter((file) => !isTest(file));
    await build({
      entryPoints: files.filter(isSource).map((file) => path.join(source, file)),
      outdir: staging,
      outbase: source,
      // Each file on its own: the plugin marks every import external, so nothing is inlined.
      bundle: true,
      packages: 'external',
      plugins: [importsStayImports],
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    for (const file of files.filter((file) => !isSource(file))) {
      fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
      fs.copyFileSync(path.join(source, file), path.join(staging, file));
    }
    if (digest) recordDigest(staging, digest);
    if (fs.existsSync(target)) fs.renameSync(target, retired);
    fs.renameSync(staging, target);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(retired, { recursive: true, force: true });
  }
}

const started = Date.now();
const digest = digestOf(INPUTS);
// The API's output is swapped in last and carries the digest: an interrupted build is built again.
if (
  !forced() &&
  isCurrent(path.join(apiRoot, 'dist'), digest) &&
  fs.existsSync(path.join(contractRoot, 'dist'))
) {
  console.log('The API build is current (its sources are unchanged since it was built): kept apps/api/dist.');
} else {
  await compile(contractRoot);
  await compile(apiRoot, digest);
  console.log(`Built the API into apps/api/dist in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
