import type { Plugin } from 'vite';

/** The module the app's entry (`src/main.tsx`) imports on demand to start the app. */
export const APP_START = /[\\/]src[\\/]app[\\/]mount\.tsx$/;

interface Chunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * index.html preloads the app's code and styles beside its small entry. The entry (`src/main.tsx`) asks for
 * the first screen's texts, then imports the app's start (`app/mount.tsx`) on demand: the app's modules then
 * run once they have all arrived, in a task of their own, and never as a side effect of importing one of its
 * chunks (the sign-in page imports the same start). A browser only learns of an on-demand import's files when
 * the entry runs; this plugin names them in the page itself, as Vite does for an entry's static imports:
 * `modulepreload` for the start's chunk and every chunk it imports, and their styles as stylesheets, in the
 * order Vite gives an entry's (a chunk's imports' styles before its own).
 */
export function appStartPreload(): Plugin {
  let base = '/';
  return {
    name: 'coachyard:app-start-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.chunk || !context.filename.endsWith('index.html')) return;
        const chunks = Object.values(bundle).filter(
          (item): item is Chunk & typeof item => item.type === 'chunk',
        );
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => APP_START.test(id)));
        if (!start) throw new Error('app-start-preload: no chunk holds src/app/mount.tsx; was it moved?');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What index.html names already: the entry, its static imports and their styles.
        const alreadyThere = new Set([context.chunk.fileName, ...context.chunk.imports]);
        const namedStyles = new Set(
          [...alreadyThere].flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])]),
        );
        const scripts: string[] = [];
        const styles: string[] = [];
        const seen = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byName.get(file);
            if (imported) visit(imported);
          }
          if (!alreadyThere.has(chunk.fileName)) scripts.push(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? [])
            if (!styles.includes(css) && !namedStyles.has(css)) styles.push(css);
        };
        visit(start);
        return [
          ...scripts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...styles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
