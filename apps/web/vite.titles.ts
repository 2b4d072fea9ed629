import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// The file, not the package: Vite loads its config's packages with Node, which runs no TypeScript.
import {
  SCREEN_TITLES_FILE,
  withScreenTitles,
  type ScreenTitles,
} from '../../packages/contract/src/format/screen-titles.ts';
import { HOME_ALIASES, HOME_PATH } from './src/app/home-path.ts';
import * as screens from './src/app/screens.ts';
import type { Screen } from './src/app/screens.ts';

import type { Texts } from './vite.texts.ts';

const locales = path.join(import.meta.dirname, 'src', 'locales');

/** Every screen's title (each export of `screens.ts`) in every language of `src/locales`; `/` and `/dashboard` lead home. */
export function screenTitles(): ScreenTitles {
  const languages = fs
    .readdirSync(locales)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
  const texts = languages.map(
    (language) =>
      [
        language,
        JSON.parse(fs.readFileSync(path.join(locales, `${language}.json`), 'utf8')) as Texts,
      ] as const,
  );
  const titlesOf = (key: string) =>
    Object.fromEntries(
      texts.map(([language, all]) => {
        let text: Texts | string | undefined = all;
        for (const part of key.split('.')) text = typeof text === 'object' ? text[part] : undefined;
        if (typeof text !== 'string') throw new Error(`locales/${language}.json has no ${key}`);
        return [language, text];
      }),
    );
  const titles: ScreenTitles = Object.fromEntries(
    Object.values(screens)
      .flatMap((screen): Screen[] => ('path' in screen ? [screen] : Object.values(screen)))
      .map(({ path, title, crumbs }) => [path, { titles: titlesOf(title), ...(crumbs ? { crumbs } : {}) }]),
  );
  const home = titles[HOME_PATH]!;
  return { ...Object.fromEntries(HOME_ALIASES.map((alias) => [alias, home])), ...titles };
}

/**
 * Writes `screen-titles.json` beside the built index.html, from which the API names each page's screen title
 * (`apps/api/src/plugins/web.ts`); the development server names it in the page itself, as the API does.
 */
export function screenTitlesFile(): Plugin {
  return {
    name: 'coachyard:screen-titles',
    buildStart() {
      for (const file of fs.readdirSync(locales)) this.addWatchFile(path.join(locales, file));
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SCREEN_TITLES_FILE, source: JSON.stringify(screenTitles()) });
    },
    transformIndexHtml(html, context) {
      return context.server && context.originalUrl
        ? withScreenTitles(html, screenTitles(), context.originalUrl)
        : html;
    },
  };
}
