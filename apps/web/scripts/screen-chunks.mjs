// How the build cuts the code of the screens a visit starts on. Left to itself, the bundler makes one chunk
// per set of pages sharing modules: the sign-in page came in 26 files and the advertisements list in 59, most
// under 2 kB, and gzip packs many small files worse than a few large ones. A first build, not written, tells
// which modules each starting screen loads; the real build then puts what both load into one `common` chunk
// and what only the signed-in shell loads into one `home` chunk. The sign-in page is a page of its own
// (`login.html`): what only it loads stays in its entry. The screens keep the automatic split, sharing those:
// `home` held the advertisements list as well until issue 30, and every other screen downloaded it (10 kB).
// zod and each schema module of the contract go in chunks of their own, so a screen that takes a constant
// from a module whose schemas a form uses does not download zod with it (25 kB).
import path from 'node:path';
import { build } from 'vite';

/** The sign-in page (its own entry), and the app's entry with the signed-in shell every screen is shown in. */
const SIGN_IN = ['login.html'];
const HOME = ['index.html', 'src/app/mount.tsx', 'src/app/layout/shell-layout.tsx'];

/**
 * The app's entry alone (`src/main.tsx`): what it imports statically runs before the app's code is there
 * (it only asks for the first screen's texts, then imports `app/mount.tsx`, which index.html preloads).
 */
const START = ['index.html'];

/**
 * The two busiest lists, the advertisements and the lead inboxes: what both load (the table, its toolbar, pages,
 * filters, cells…) comes in one `lists` chunk rather than in some twenty small ones, which gzip packs worse and
 * each of which costs a request (issue 30: both were 3–4 kB over 200 kB).
 */
const LISTS = [
  ['src/features/advertisements/pages/advertisements-page.tsx'],
  ['src/features/leads/pages/leads-page.tsx'],
];
const TABLE = 'src/components/data-table/data-table.tsx';
const PAGE_MODULE = /[\\/]features[\\/][\w-]+[\\/]pages[\\/][\w-]+\.tsx$/;

/**
 * Texts, per language: one chunk with what the app starts with (`virtual:app-texts/xx` of `vite.texts.ts`: the
 * shell's file, the features it shows whole and its picks of other features' files), one per feature for
 * the screens' own (`features/x/locales/xx.json`, loaded with their routes), and one for the sign-in page's
 * few (`?sign-in`). The contract's messages of a language come in a chunk of their own, which both pages load;
 * not the contract's English: the entry carries it.
 */
const APP_TEXTS = /^\0virtual:app-texts\/(\w+)$/;
const FEATURE_TEXTS = /[\\/]features[\\/]([\w-]+)[\\/]locales[\\/](\w+)\.json(\?shell)?$/;
const SHELL_TEXTS = /[\\/]src[\\/]locales[\\/](\w+)\.json$/;
const SIGN_IN_TEXTS = /[\\/]locales[\\/](\w+)\.json\?sign-in$/;
/**
 * The pages' own entry modules — `index.html` and `login.html` as the bundler sees them, and the scripts they
 * name — stay in their entry chunks, never in a group: the sign-in page imports the app's start (`app/mount.tsx`,
 * in `home`) while the user types, and a `home` that held `index.html` imported the app's entry chunk for its
 * `main.tsx`. Loading `home` then ran `main.tsx` first, inside the import cycle, before the route table was
 * set (issue 16: "Cannot read properties of undefined (reading 'find')" on /login), and would otherwise have
 * started the app a second time. `assertEntriesStandAlone` fails the build if any chunk imports an entry's.
 */
const ENTRY_SCRIPTS = /[\\/]src[\\/](main|sign-in)\.tsx$/;
const isPageEntry = (id, context) => ENTRY_SCRIPTS.test(id) || Boolean(context.getModuleInfo(id)?.isEntry);
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const CONTRACT = /[\\/]contract[\\/]src[\\/]/;
const CONTRACT_SCHEMAS = /[\\/]contract[\\/]src[\\/]schemas[\\/]([\w-]+)/;
const MESSAGES = /[\\/]contract[\\/]src[\\/]messages[\\/](?!en\.)(\w\w)\.ts$/;

/**
 * Whether a contract module needs zod, itself or through the contract modules it imports. A zod-free one (a
 * folder's `constants.ts`) goes in a chunk apart from its folder's schemas: in the same chunk, a list that takes
 * a constant would load zod with the schemas a form of that folder uses.
 */
function reachesZod(id, context, seen = new Set()) {
  if (seen.has(id)) return false;
  seen.add(id);
  const imported = context.getModuleInfo(id)?.importedIds ?? [];
  return imported.some((next) => ZOD.test(next) || (CONTRACT.test(next) && reachesZod(next, context, seen)));
}

/** The ids of the modules loaded with a screen: the entry's, the screen's and those of every chunk they import. */
function modulesLoadedBy(chunks, webRoot, files) {
  const byFacade = new Map(
    chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk]),
  );
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = files.map((file) => {
    const chunk = byFacade.get(path.join(webRoot, file));
    if (!chunk) throw new Error(`screen-chunks: no chunk starts at ${file}; was the screen moved?`);
    return chunk;
  });
  const loaded = new Set();
  const pending = [...roots];
  while (pending.length) {
    const chunk = pending.pop();
    if (loaded.has(chunk)) continue;
    loaded.add(chunk);
    pending.push(...chunk.imports.map((fileName) => byFileName.get(fileName)));
  }
  return new Set([...loaded].flatMap((chunk) => chunk.moduleIds));
}

/**
 * What both LISTS load that no screen without a table loads: a form or the review queue that takes one cell or
 * hook of them keeps getting just that, not the whole `lists` chunk.
 */
function listsShare(chunks, webRoot) {
  const [ads, leads] = LISTS.map((files) => modulesLoadedBy(chunks, webRoot, files));
  const table = path.join(webRoot, TABLE);
  const withoutTable = chunks
    .filter((chunk) => PAGE_MODULE.test(chunk.facadeModuleId ?? ''))
    .map((chunk) => modulesLoadedBy(chunks, webRoot, [path.relative(webRoot, chunk.facadeModuleId)]))
    .filter((loaded) => !loaded.has(table));
  return new Set([...ads].filter((id) => leads.has(id) && !withoutTable.some((loaded) => loaded.has(id))));
}

/** `output.codeSplitting.groups` for the real build of the web app at `webRoot`. */
export async function screenChunkGroups(webRoot) {
  const probe = await build({ root: webRoot, logLevel: 'warn', build: { write: false, minify: false } });
  const chunks = [probe]
    .flat()
    .flatMap((output) => output.output)
    .filter((item) => item.type === 'chunk');
  const signIn = modulesLoadedBy(chunks, webRoot, SIGN_IN);
  const home = modulesLoadedBy(chunks, webRoot, HOME);
  const start = modulesLoadedBy(chunks, webRoot, START);
  const lists = listsShare(chunks, webRoot);
  return [
    {
      debugName: 'screens',
      name(id, context) {
        if (isPageEntry(id, context)) return null;
        // What the app's small entry runs before the app's code has arrived: never in `home` or `common`,
        // which the entry would then wait for. Bundler helpers the sign-in page uses as well in a chunk apart.
        if (start.has(id)) return signIn.has(id) ? 'start-shared' : 'start';
        const appTexts = APP_TEXTS.exec(id) ?? SHELL_TEXTS.exec(id);
        if (appTexts) return `texts-${appTexts[1]}`;
        const featureTexts = FEATURE_TEXTS.exec(id);
        if (featureTexts) {
          const importers = context.getModuleInfo(id)?.importers ?? [];
          // Imported by the language's app texts: part of them; otherwise loaded with a screen's route.
          return importers.some((importer) => APP_TEXTS.test(importer))
            ? `texts-${featureTexts[2]}`
            : `texts-${featureTexts[1]}-${featureTexts[2]}`;
        }
        const signInTexts = SIGN_IN_TEXTS.exec(id);
        if (signInTexts) return `sign-in-texts-${signInTexts[1]}`;
        const messages = MESSAGES.exec(id);
        if (messages) return `messages-${messages[1]}`;
        if (signIn.has(id) && home.has(id)) return 'common';
        if (home.has(id)) return 'home';
        if (ZOD.test(id)) return 'zod';
        const schemas = CONTRACT_SCHEMAS.exec(id);
        if (schemas)
          return reachesZod(id, context) || schemas[1].endsWith('constants')
            ? `schemas-${schemas[1]}`
            : `schemas-${schemas[1]}-constants`;
        return lists.has(id) ? 'lists' : null;
      },
      // The sets are closed under static imports already: a module's dependencies are in its set or in `common`.
      includeDependenciesRecursively: false,
    },
  ];
}

/**
 * Fails when a chunk statically imports an entry chunk: loading it would run that page's entry (its mount)
 * wherever the chunk is loaded, and inside an import cycle, before the modules it uses are evaluated.
 */
export function assertEntriesStandAlone(outputs) {
  const chunks = [outputs]
    .flat()
    .flatMap((output) => output.output)
    .filter((item) => item.type === 'chunk');
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const offenders = chunks.flatMap((chunk) =>
    chunk.imports.filter((file) => entries.has(file)).map((file) => `${chunk.fileName} imports ${file}`),
  );
  if (offenders.length)
    throw new Error(
      `screen-chunks: a chunk imports a page's entry, which would start that page: ${offenders.join('; ')}`,
    );
}
