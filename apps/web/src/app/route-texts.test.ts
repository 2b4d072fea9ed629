import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_TEXTS } from '../../vite.texts';
import { PAGE_ROUTES } from './route-table';

/**
 * Each screen's texts arrive with its route (`PageRoute.texts`), the shell's with the app (`locales/xx.json`
 * and the SHELL_TEXTS picks of features' files). This reads the code a screen can run — its page module and
 * everything that imports, statically or on demand — and checks that every text key written in it belongs to
 * a file the route or the shell brings, so no screen ever shows a key instead of its text. A part loaded with
 * texts of its own (`lazyWithTexts`: the History, a settings tab) may use those too.
 */
const src = path.resolve(import.meta.dirname, '..');

type Texts = Record<string, unknown>;
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;

/** Top-level text key → the feature whose file holds it ('' for the shell's own file). */
const owners = new Map<string, string>();
for (const key of Object.keys(read(path.join(src, 'locales/en.json')))) owners.set(key, '');
for (const feature of fs.readdirSync(path.join(src, 'features'))) {
  const file = path.join(src, 'features', feature, 'locales/en.json');
  if (fs.existsSync(file)) for (const key of Object.keys(read(file))) owners.set(key, feature);
}
const tops = [...owners.keys()].join('|');
/** A key as code writes it: 'ads.columns.price', `settings.environments.${name}`. */
const KEY = new RegExp(`['"\`](${tops})((?:\\.[\\w$]+)+)`, 'g');
const IMPORT = /(?:import|export)\s([^'"]*?)from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|^import\s+'([^']+)'/gm;
/** A part loaded with its own texts: `lazyWithTexts(['audit'], () => import('./history-events'))`. */
const WITH_TEXTS = /lazyWithTexts\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
/** `export { A, B as C } from './x'` in a feature's index. */
const RE_EXPORT = /export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
const namesOf = (list: string) =>
  list
    .replace(/^\s*(?:type\s+)?\{|\}\s*$/g, '')
    .split(',')
    .map((name) =>
      name
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!,
    )
    .filter(Boolean);

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  return null;
}

/** A part of a screen whose texts load with it (`lazyWithTexts`): its module and those texts' features. */
interface PartWithTexts {
  file: string;
  features: string[];
}

/**
 * The source files `start` runs or may load, not following the imports of `stopAt` (the route table), and the
 * parts met that bring their own texts (`parts`), whose files are not followed either.
 */
function graphOf(start: string[], stopAt: Set<string> = new Set()) {
  const seen = new Set<string>();
  const parts: PartWithTexts[] = [];
  const pending = [...start];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (stopAt.has(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    const ownTexts = new Set<string>();
    for (const [, features, specifier] of code.matchAll(WITH_TEXTS)) {
      ownTexts.add(specifier!);
      const part = resolve(file, specifier!);
      if (part)
        parts.push({ file: part, features: [...features!.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!) });
    }
    for (const match of code.matchAll(IMPORT)) {
      // A type runs nothing; a part with its own texts is checked as such.
      if (/^type\s/.test(match[1] ?? '') || (match[3] && ownTexts.has(match[3]))) continue;
      const target = resolve(file, match[2] ?? match[3] ?? match[4]!);
      if (!target || /\.test\.tsx?$/.test(target)) continue;
      // A feature's index only passes on what it names: follow the modules of the names imported.
      const named = match[1]?.trim().match(/^(?:type\s+)?\{[^}]*\}$/) ? namesOf(match[1]) : null;
      if (named && /[\\/]features[\\/][\w-]+[\\/]index\.tsx?$/.test(target)) {
        for (const reexport of fs.readFileSync(target, 'utf8').matchAll(RE_EXPORT)) {
          const exported = reexport[1]!.split(',').map((name) =>
            name
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
          );
          const source = resolve(target, reexport[2]!);
          if (source && exported.some((name) => named.includes(name))) pending.push(source);
        }
      } else pending.push(target);
    }
  }
  return { files: seen, parts };
}

/** Every text key (as far as the code spells it) the files use. */
function keysOf(files: Set<string>) {
  const keys = new Set<string>();
  for (const file of files)
    for (const match of fs.readFileSync(file, 'utf8').matchAll(KEY))
      keys.add(`${match[1]}${match[2]}`.replace(/\.\$.*$/, ''));
  return keys;
}

const covers = (picks: readonly string[], key: string) =>
  picks.some((pick) => key === pick || key.startsWith(`${pick}.`) || pick.startsWith(`${key}.`));

const shellGraph = graphOf(
  [path.join(src, 'main.tsx')],
  new Set([path.join(src, 'app/route-table.ts')]),
).files;

/** Keys the shell's code uses that its texts do not bring. */
function missingFromShell(keys: Set<string>) {
  return [...keys].filter((key) => {
    const owner = owners.get(key.split('.')[0]!);
    return owner !== '' && !covers(SHELL_TEXTS, key);
  });
}

/**
 * Keys the code from `start` uses that neither `texts` nor the shell's bring, as `file: key`; a part that brings
 * its own texts is checked against those and the screen's.
 */
function missingTexts(start: string[], texts: readonly string[], checked = new Set<string>()): string[] {
  const { files, parts } = graphOf(start);
  for (const file of shellGraph) files.delete(file);
  const missing = [...keysOf(files)].filter((key) => {
    const owner = owners.get(key.split('.')[0]!)!;
    return owner !== '' && !texts.includes(owner) && !covers(SHELL_TEXTS, key);
  });
  for (const part of parts) {
    const withPart = [...texts, ...part.features];
    if (checked.has(`${part.file} ${withPart.join()}`)) continue;
    checked.add(`${part.file} ${withPart.join()}`);
    missing.push(
      ...missingTexts([part.file], withPart, checked).map((key) => `${path.basename(part.file)}: ${key}`),
    );
  }
  return missing;
}

describe('texts loaded with their screens', () => {
  it('the shell brings every text the shell uses', () => {
    expect(missingFromShell(keysOf(shellGraph))).toEqual([]);
  });

  it.each(PAGE_ROUTES.map((route) => [route.path, route] as const))('%s brings its texts', (_, route) => {
    const loader = route.load.toString();
    // `import('@/features/x/pages/y')`, as the test's bundler rewrites it: `…import__("/src/features/x/pages/y.tsx")`.
    const page = /['"](?:@|\/src)\/([^'"]+)['"]/.exec(loader)?.[1];
    expect(page, loader).toBeDefined();
    expect(missingTexts([resolve(src, `@/${page!.replace(/\.tsx?$/, '')}`)!], route.texts)).toEqual([]);
  });
});
