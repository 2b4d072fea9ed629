import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { leanImports } from './vite.lean-imports.ts';

/**
 * The texts the sign-in page shows (`login.html`, `src/sign-in.tsx`), as paths into a language's text files.
 * The page loads `locales/xx.json?sign-in` and `features/app-updates/locales/xx.json?sign-in`, which this plugin
 * cuts down to these entries at build time: under 1 kB instead of every screen's texts (9.9 kB gzip in English).
 * A text the page starts to use must be named here, or it shows its key.
 */
export const SIGN_IN_TEXTS = [
  'app.name',
  'app.logoAlt',
  'common.loading',
  'login',
  'pages.login',
  'shell.language',
  'shell.themeDark',
  'shell.themeLight',
  'appUpdates',
];

const QUERY = '?sign-in';

type Texts = { [key: string]: string | Texts };

/** The entries of `texts` named by `paths` (those it has), nested as they were. */
export function pickTexts(texts: Texts, paths: readonly string[] = SIGN_IN_TEXTS): Texts {
  const picked: Texts = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: Texts | string | undefined = texts;
    for (const key of keys) from = typeof from === 'object' ? from[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Texts;
    into[keys.at(-1)!] = from;
  }
  return picked;
}

/**
 * `/login` is a page of its own (`login.html`): the build takes it as a second entry; the development server
 * answers `/login` with it as the API does in production (`apps/api/src/plugins/web.ts`).
 */
export function signInPage(): Plugin {
  return {
    name: 'coachyard:sign-in-page',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.json${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const texts = pickTexts(JSON.parse(fs.readFileSync(file, 'utf8')) as Texts);
      return { code: `export default ${JSON.stringify(texts)};`, moduleType: 'js' };
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/login\/?(\?|$)/.test(request.url))
          request.url = request.url.replace(/^\/login\/?/, '/login.html');
        next();
      });
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), leanImports(), signInPage()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // The API runs on its own port in development; the browser only ever talks to one origin.
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Emit every asset as a file: the server's CSP need not allow data: URLs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Two pages: the app, and the sign-in page, which loads none of what only signed-in screens use.
      input: { index: `${root}index.html`, login: `${root}login.html` },
      // The contract only declares schemas, constants and pure helpers: a page takes the parts it uses,
      // not every schema every later feature adds (and zod with them).
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
