import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const subfolders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * A module (API) or feature (web) is used from outside only through its public entry, `<name>/index.ts`:
 * one zone per unit forbids its files to import any other unit's files but that unit's index.ts.
 */
function publicEntryZones(dir, { outsiders = [] } = {}) {
  const units = subfolders(dir);
  const absolute = (glob) => path.join(root, dir, glob);
  const message = `Import another ${dir.split('/').at(-1)} entry only through its index.ts.`;
  const zones = units.map((unit) => ({
    target: absolute(`${unit}/**`),
    from: absolute(`!(${unit})/**`),
    except: [absolute('*/index.ts')],
    message,
  }));
  // Code outside every unit (the web app's router and shell) is held to the same public entries.
  for (const outsider of outsiders)
    zones.push({
      target: path.join(root, outsider),
      from: absolute('*/**'),
      except: [absolute('*/index.ts')],
      message,
    });
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.tmp/**',
      'apps/web/dist.*/**',
      'apps/api/dist.*/**',
      'packages/contract/dist.*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Boundaries that hold (issue 26): no import cycles, units meet at their public entries, files stay short.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // What import-x/flatConfigs.typescript sets, with the resolver below instead of its legacy one.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.json',
        }),
      ],
    },
    rules: {
      // Packages in node_modules cannot import ours, so following them only costs time. A lazy import() runs
      // after its importer has run, so it closes no cycle: a feature's index.ts hands the router its pages
      // that way, and those pages use other features.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['apps/api/src/modules/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: publicEntryZones('apps/api/src/modules') }] },
  },
  {
    files: ['apps/web/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: publicEntryZones('apps/web/src/features', {
            outsiders: ['apps/web/src/!(features)/**', 'apps/web/src/*'],
          }),
        },
      ],
      // Numbers and dates as the reader's language writes them, in Latin digits (README Decisions): through
      // intlLocale(language), never the browser's locale nor the bare language (Arabic digits otherwise).
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length=0]',
          'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.0.property.name="language"]',
          'NewExpression[callee.object.name="Intl"][callee.property.name=/Format$/][arguments.length=0]',
          'NewExpression[callee.object.name="Intl"][callee.property.name=/Format$/][arguments.0.property.name="language"]',
        ].map((selector) => ({ selector, message: 'Format with intlLocale(language) from @/lib/language.' })),
      ],
    },
  },
  {
    // Seed data is content, not code: its length is the length of the pages it seeds.
    files: ['apps/api/src/seed/data/**'],
    rules: { 'max-lines': 'off' },
  },
  {
    // The service worker runs in its own global scope; the build fills in __PRECACHE__.
    files: ['apps/web/service-worker/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker, __PRECACHE__: 'readonly' } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
);
