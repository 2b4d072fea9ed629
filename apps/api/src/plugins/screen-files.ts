import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * What the web build writes beside index.html (`screen-files.json`, apps/web/scripts/screen-files.mjs): per route
 * of the app's table, in its order, the scripts, styles and texts (`file#xx`) its screen downloads beyond the
 * app's start; and the addresses that show another route's screen (`/` and `/dashboard`).
 */
interface ScreenFiles {
  aliases: Record<string, string>;
  routes: { path: string; files: string[] }[];
}

/** index.html with a screen's files named, as sent: whole and compressed, and its tag. */
interface Variant {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const matches = (pattern: string, pathname: string) => {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length &&
    want.every((part, index) => (part.startsWith(':') ? have[index] !== '' : part === have[index]))
  );
};

const escape = (text: string) => text.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A named file's preload link, as Vite's preload helper would add it; a text file's says its language. */
function linkOf(name: string) {
  const [file = '', language] = name.split('#');
  const kind = file.endsWith('.css') ? 'rel="preload" as="style"' : 'rel="modulepreload"';
  const lang = language ? ` data-lang="${escape(language)}"` : '';
  return `<link ${kind} crossorigin href="${escape(file)}"${lang}>`;
}

/**
 * `<template id="screen-files">` for the page at `url`: the screen's files as preload links, inert until the app's
 * entry moves them into the page; null when no screen of the table is there.
 */
export function screenFilesTemplate(map: ScreenFiles, url: string): string | null {
  let pathname = url.split(/[?#]/)[0]!;
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  pathname = map.aliases[pathname] ?? pathname;
  // The first route that matches, as the app's start chooses (`routeAt`, app/mount.tsx).
  const route = map.routes.find((candidate) => matches(candidate.path, pathname));
  if (!route || route.files.length === 0) return null;
  return `<template id="screen-files">${route.files.map(linkOf).join('')}</template>`;
}

/**
 * index.html as served at each screen's address, naming that screen's files for the app's entry to ask for once
 * the app's code has arrived, while it runs (`app/screen-preload.ts`; issue 30: a form's ~30 chunks were asked
 * for only once that code had run). Only a template is added, whose links stay inert until the entry moves them
 * into the page: the page runs no inline script, so the CSP's `script-src 'self'` holds.
 * Each page is made once per build and address pattern, read again when index.html or the map changes (a build
 * is served without a restart), and compressed once. No map (a build from before it): null, index.html as is.
 */
export function screenPages(webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const mapFile = path.join(webDist, 'screen-files.json');
  let stamp = '';
  let map: ScreenFiles | null = null;
  let html = '';
  const variants = new Map<string, Variant>();

  const current = (): boolean => {
    let next: string;
    try {
      const [index, named] = [fs.statSync(indexFile), fs.statSync(mapFile)];
      next = `${index.mtimeMs}:${index.size}:${named.mtimeMs}:${named.size}`;
    } catch {
      map = null;
      stamp = '';
      return false;
    }
    if (next !== stamp) {
      map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as ScreenFiles;
      html = fs.readFileSync(indexFile, 'utf8');
      variants.clear();
      stamp = next;
    }
    return true;
  };

  /** The page for `url`, or null when index.html is to be sent as it is. */
  return (url: string): Variant | null => {
    if (!current() || !map) return null;
    const template = screenFilesTemplate(map, url);
    if (!template) return null;
    let variant = variants.get(template);
    if (!variant) {
      const identity = Buffer.from(html.replace('</head>', `  ${template}\n  </head>`));
      variant = {
        etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
        identity,
        gzip: zlib.gzipSync(identity, { level: 9 }),
        br: zlib.brotliCompressSync(identity),
      };
      variants.set(template, variant);
    }
    return variant;
  };
}

/** The encoding of a variant a request accepts: brotli, then gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
