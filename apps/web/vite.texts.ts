import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

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

/**
 * The texts of features the signed-in shell itself shows (the release notice, the command palette, the
 * shortcuts' help, the sidebar's unread counts, the environment marker and maintenance banner, the account
 * menu). The app starts with `locales/xx.json` and these picks of the features' files (`?shell`); a screen's
 * own texts arrive with its route (`PageRoute.texts` in `src/app/route-table.ts`). `route-texts.test.ts`
 * fails when the shell's code uses a feature's text not named here.
 */
export const SHELL_TEXTS = [
  'appUpdates',
  'palette',
  'shortcuts',
  'leads.unreadCount',
  'settings.environments',
  'settings.maintenance',
  'users.myAccount',
  // The app's root names the trash's result domain, which the trash's button module defines.
  'trash.move',
  // An edit screen's History section, drawn with the form; its events bring the audit's other texts.
  'audit.historyTitle',
  'audit.showHistory',
  'audit.hideHistory',
];

/** The features whose whole texts come with the shell's: those the shell shows whole. */
export const HOME_TEXTS = ['app-updates', 'command-palette', 'shortcuts'];

const PICKS: Record<string, readonly string[]> = { '?sign-in': SIGN_IN_TEXTS, '?shell': SHELL_TEXTS };

/** `import('virtual:app-texts/en')`: the shell's texts of a language, and how to load each feature's. */
export const APP_TEXTS = 'virtual:app-texts/';
const src = path.join(import.meta.dirname, 'src');

/**
 * The module of one language's app texts: the shell's file, the features the shell shows whole and the
 * shell's picks of the others (`texts`), and a loader per other feature (`features`), so the app's entry names
 * eight modules and each language's loaders travel with its texts.
 */
function appTextsModule(language: string) {
  const features = fs
    .readdirSync(path.join(src, 'features'))
    .filter((name) => fs.existsSync(path.join(src, 'features', name, 'locales', `${language}.json`)))
    .sort();
  const file = (feature: string) => JSON.stringify(`${src}/features/${feature}/locales/${language}.json`);
  const picked = features.filter(
    (feature) =>
      !HOME_TEXTS.includes(feature) &&
      Object.keys(
        pickTexts(
          JSON.parse(
            fs.readFileSync(path.join(src, 'features', feature, 'locales', `${language}.json`), 'utf8'),
          ),
          SHELL_TEXTS,
        ),
      ).length > 0,
  );
  const statics = [
    JSON.stringify(`${src}/locales/${language}.json`),
    ...features.filter((feature) => HOME_TEXTS.includes(feature)).map(file),
    ...picked.map((feature) => JSON.stringify(`${src}/features/${feature}/locales/${language}.json?shell`)),
  ];
  return [
    ...statics.map((id, index) => `import t${index} from ${id};`),
    `export const texts = [${statics.map((_, index) => `t${index}`).join(', ')}];`,
    'export const features = {',
    ...features.map((feature) =>
      HOME_TEXTS.includes(feature)
        ? `  ${JSON.stringify(feature)}: null,`
        : `  ${JSON.stringify(feature)}: () => import(${file(feature)}).then((module) => module.default),`,
    ),
    '};',
  ].join('\n');
}

export type Texts = { [key: string]: string | Texts };

/**
 * The entries of `texts` named by `paths` (those it has), nested as they were. A path's last key brings its
 * plural forms along (`unreadCount` → `unreadCount_one`, `unreadCount_other`…), as i18next looks them up.
 */
export function pickTexts(texts: Texts, paths: readonly string[] = SIGN_IN_TEXTS): Texts {
  const picked: Texts = {};
  for (const path of paths) {
    const keys = path.split('.');
    let parent: Texts | string | undefined = texts;
    for (const key of keys.slice(0, -1)) parent = typeof parent === 'object' ? parent[key] : undefined;
    if (typeof parent !== 'object') continue;
    const last = keys.at(-1)!;
    const names = Object.keys(parent).filter((name) => name === last || name.startsWith(`${last}_`));
    if (names.length === 0) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Texts;
    for (const name of names) into[name] = parent[name]!;
  }
  return picked;
}

/**
 * `/login` is a page of its own (`login.html`): the build takes it as a second entry; the development server
 * answers `/login` with it as the API does in production (`apps/api/src/plugins/web.ts`). The plugin also cuts
 * text files imported with `?sign-in` or `?shell` down to that page's or the shell's picks.
 */
export function signInPage(): Plugin {
  return {
    name: 'coachyard:sign-in-page',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(APP_TEXTS) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${APP_TEXTS}`)) {
        const language = id.slice(APP_TEXTS.length + 1);
        for (const file of [path.join(src, 'locales', `${language}.json`)]) this.addWatchFile(file);
        return { code: appTextsModule(language), moduleType: 'js' };
      }
      const query = Object.keys(PICKS).find((name) => id.endsWith(`.json${name}`));
      if (!query) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const texts = pickTexts(JSON.parse(fs.readFileSync(file, 'utf8')) as Texts, PICKS[query]);
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
