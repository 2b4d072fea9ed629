import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appStartStyles } from './vite.app-start.ts';
import { leanImports } from './vite.lean-imports.ts';
import { signInPage } from './vite.texts.ts';
import { screenTitlesFile } from './vite.titles.ts';

export { pickTexts, SHELL_TEXTS, SIGN_IN_TEXTS } from './vite.texts.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-router's package names only its development build, whose warnings (`ENABLE_DEV_WARNINGS`) every screen
 * would download; the production build beside it is the same code with them off (issue 30).
 */
const routerWithoutWarnings = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
};

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), leanImports(), signInPage(), screenTitlesFile(), appStartStyles()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // `vite` serving the sources keeps the warnings, which are for whoever develops.
      ...(command === 'build' ? [routerWithoutWarnings] : []),
    ],
  },
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
      // not every schema every later feature adds (and zod with them). A schema is a `z.…` call, which the
      // bundler must otherwise keep for its possible effects: an unused one kept zod in every screen (issue 30).
      // The contract's own schema factories only build schemas as well: an unused `pageOf(…)` or
      // `makeUploadSignatureRequestSchema()` kept zod in the content form, which takes upload limits only.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: [
          'z',
          'pageOf',
          'resourceSchemas',
          'translatedEntrySchemas',
          'translationsSchema',
          'groupStateSchema',
          'makeUploadSignatureRequestSchema',
        ],
      },
    },
  },
}));
