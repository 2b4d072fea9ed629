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
 * index.html names the app's styles beside its small entry, so the frame and the app's first render have them.
 * The entry (`src/main.tsx`) asks for the first screen's texts, paints the start frame, then imports the app's
 * start (`app/mount.tsx`) on demand: Vite's preload helper fetches the start's chunk and every chunk it imports
 * together, and the app's modules run once they have all arrived, in a task of their own (the sign-in page
 * imports the same start). The app's code is not named in the page (`modulepreload`): downloaded beside the
 * frame it raced the frame's first paint, and on a fast line it won, so Lighthouse's simulation counted 145 kB
 * of code before the frame (first paint 1.1 or 2.1 s by that race; bench/RESULTS.md). This plugin names the
 * styles of the start and of every chunk it imports, in the order Vite gives an entry's (a chunk's imports'
 * styles before its own).
 */
export function appStartStyles(): Plugin {
  let base = '/';
  return {
    name: 'coachyard:app-start-styles',
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
        if (!start) throw new Error('app-start-styles: no chunk holds src/app/mount.tsx; was it moved?');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What index.html names already: the entry, its static imports and their styles.
        const alreadyThere = new Set([context.chunk.fileName, ...context.chunk.imports]);
        const namedStyles = new Set(
          [...alreadyThere].flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])]),
        );
        const styles: string[] = [];
        const seen = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byName.get(file);
            if (imported) visit(imported);
          }
          for (const css of chunk.viteMetadata?.importedCss ?? [])
            if (!styles.includes(css) && !namedStyles.has(css)) styles.push(css);
        };
        visit(start);
        return styles.map((file) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
