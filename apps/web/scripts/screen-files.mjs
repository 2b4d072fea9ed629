// Which files each screen's first visit downloads beyond the app's start, written beside the build as
// `screen-files.json` for the API's web plugin, which names them in the page it serves at that screen's address
// (`<meta name="screen-files">`, apps/api/src/plugins/web.ts). The app's entry asks for them with the app's own
// code, once the start frame is painted (`app/screen-preload.ts`), instead of once that code has arrived and run:
// a form's ~30 small chunks were five or six more rounds on the six connections of HTTP/1.1 after it (issue 30).
import path from 'node:path';
import { build } from 'vite';

const ROUTE_TABLE = 'src/app/route-table.ts';
const HOME_PATH = 'src/app/home-path.ts';
/** The addresses the app shows another screen at (`screenPathOf`, `app/home-path.ts`). */
const ALIASED = ['/', '/dashboard'];
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][\w-]+[\\/]index\.tsx?$/;
const RE_EXPORT = /export\s+(?:type\s+)?\{[^}]*\}\s*from\s*'[^']+';?/g;
const DYNAMIC_IMPORT = /import\(\s*'([^']+)'\s*\)/g;
const APP_START = /[\\/]src[\\/]app[\\/]mount\.tsx$/;

/**
 * The route table as the app runs it (`PAGE_ROUTES`, its order, its paths, each route's page module and texts),
 * bundled without the screens: each loader answers the file it would import, and the features' indexes keep only
 * their loaders. So the map follows the table itself, never a copy of it.
 */
export async function routePages(webRoot) {
  const src = path.join(webRoot, 'src');
  const entry = '\0screen-files-entry';
  const stub = {
    name: 'coachyard:route-pages',
    enforce: 'pre',
    resolveId: (id) => (id === entry ? id : null),
    load: (id) =>
      id === entry
        ? `export { PAGE_ROUTES } from ${JSON.stringify(path.join(webRoot, ROUTE_TABLE))};\n` +
          `export { screenPathOf } from ${JSON.stringify(path.join(webRoot, HOME_PATH))};`
        : null,
    async transform(code, id) {
      const isIndex = FEATURE_INDEX.test(id);
      if (!isIndex && !id.endsWith(path.join('src', 'app', 'route-table.ts'))) return null;
      let out = isIndex ? code.replace(RE_EXPORT, '') : code;
      for (const [call, specifier] of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) throw new Error(`screen-files: cannot resolve ${specifier} from ${id}`);
        out = out.replace(call, `Promise.resolve({ file: ${JSON.stringify(resolved.id)} })`);
      }
      return { code: out, map: null };
    },
  };
  const bundled = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    resolve: { alias: [{ find: '@', replacement: src }] },
    plugins: [stub],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: { input: entry, preserveEntrySignatures: 'strict' },
    },
  });
  const chunks = [bundled].flat().flatMap((output) => output.output);
  if (chunks.length !== 1) throw new Error('screen-files: the route table did not bundle alone');
  const code = Buffer.from(chunks[0].code).toString('base64');
  const { PAGE_ROUTES, screenPathOf } = await import(`data:text/javascript;base64,${code}`);
  const routes = await Promise.all(
    PAGE_ROUTES.map(async (route) => ({
      path: route.path,
      page: (await route.load()).file,
      texts: route.texts,
    })),
  );
  const aliases = Object.fromEntries(
    ALIASED.map((alias) => [alias, screenPathOf(alias)]).filter(([alias, to]) => alias !== to),
  );
  return { routes, aliases };
}

/**
 * The map the web plugin reads: per route (in the table's order, the first match wins as in `mount.tsx`), the
 * scripts and styles its page module imports statically that the app's start does not already bring, and its
 * features' texts per language (`file#xx`: the entry takes its reader's language only).
 */
export function screenFiles(outputs, { routes, aliases }, base = '/') {
  const items = [outputs].flat().flatMap((output) => output.output);
  const chunks = items.filter((item) => item.type === 'chunk');
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (test) => chunks.find((chunk) => chunk.moduleIds.some(test));
  const closure = (roots) => {
    const seen = new Set();
    const pending = [...roots];
    while (pending.length) {
      const chunk = pending.shift();
      if (!chunk || seen.has(chunk)) continue;
      seen.add(chunk);
      pending.push(...chunk.imports.map((file) => byFileName.get(file)));
    }
    return [...seen];
  };
  const filesOf = (loaded) => [
    ...loaded.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
    ...loaded.map((chunk) => chunk.fileName),
  ];
  const app = holding((id) => APP_START.test(id));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  if (!app || !entry) throw new Error('screen-files: no chunk holds the app entry or src/app/mount.tsx');
  const started = new Set(filesOf(closure([entry, app])));
  const textsOf = (feature) =>
    chunks.flatMap((chunk) => {
      // A feature's texts that come with the app's own texts of a language are there already.
      if (chunk.moduleIds.some((id) => id.startsWith('\0virtual:app-texts'))) return [];
      const texts = new RegExp(`[\\\\/]features[\\\\/]${feature}[\\\\/]locales[\\\\/](\\w+)\\.json$`);
      const language = chunk.moduleIds.map((id) => texts.exec(id)?.[1]).find(Boolean);
      return language
        ? filesOf(closure([chunk]))
            .filter((file) => !started.has(file))
            .map((file) => `${base}${file}#${language}`)
        : [];
    });
  return {
    aliases,
    routes: routes.map((route) => {
      const page = holding((id) => id === route.page);
      if (!page) throw new Error(`screen-files: no chunk holds ${route.page} (${route.path})`);
      const files = filesOf(closure([page])).filter((file) => !started.has(file));
      return {
        path: route.path,
        files: [...new Set([...files.map((file) => `${base}${file}`), ...route.texts.flatMap(textsOf)])],
      };
    }),
  };
}
