import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (file: string) => fileURLToPath(new URL(`./src/lib/lean-imports/${file}`, import.meta.url));

/**
 * Imports through which a Mantine component pulls in far more than it uses. A module is bundled whole into one
 * chunk: when the advertisements list's table imported Mantine's ScrollArea (which `Table.ScrollContainer`
 * imports even when it scrolls natively) and ScrollArea took one hook of Floating UI, the list's chunk carried
 * all of ScrollArea and all of Floating UI that later pages' popovers use, 19 kB gzip of the 200 kB page budget
 * (issue 5). Each rule sends one importer's import to a local module with the same names; if Mantine ever takes
 * another name there, the build fails on the missing export (and `lean-imports.test.ts` on a moved file).
 */
export const LEAN_IMPORTS = [
  {
    importer: '@mantine/core/esm/components/Table/TableScrollContainer.mjs',
    source: '../ScrollArea/ScrollArea.mjs',
    replacement: shim('no-scroll-area.ts'),
  },
  {
    importer: '@mantine/core/esm/components/ScrollArea/ScrollArea.mjs',
    source: '@floating-ui/react',
    replacement: shim('merge-refs.ts'),
  },
  {
    // Not for weight: Mantine's own hook swaps every id for a random one after mounting (`use-id.ts`).
    importer: '@mantine/hooks/esm/index.mjs',
    source: './use-id/use-id.mjs',
    replacement: shim('use-id.ts'),
  },
  {
    // Not for weight: the module Mantine takes it from computes the default theme's variables as it loads.
    importer: '@mantine/core/esm/core/MantineProvider/MantineCssVariables/MantineCssVariables.mjs',
    source: './remove-default-variables.mjs',
    replacement: shim('no-default-variables.ts'),
  },
  {
    // react-i18next runs without i18next (issue 18, `lib/text-instance.ts`): useTranslation takes one helper of it.
    importer: 'react-i18next/dist/es/useTranslation.js',
    source: 'i18next',
    replacement: shim('key-from-selector.ts'),
  },
  {
    importer: 'react-i18next/dist/es/useTranslation.js',
    source: 'use-sync-external-store/shim',
    replacement: shim('sync-external-store.ts'),
  },
];

const inPackage = (importer: string) => importer.split(path.sep).join('/');

export function leanImports(): Plugin {
  return {
    name: 'coachyard:lean-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const rule = LEAN_IMPORTS.find(
        (lean) => lean.source === source && inPackage(importer).endsWith(`/node_modules/${lean.importer}`),
      );
      return rule ? rule.replacement : null;
    },
  };
}
