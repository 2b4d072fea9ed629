import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// Issue 30: at a screen's address, the page names the screen's own files (`<template id="screen-files">`) from the
// build's screen-files.json (apps/web/scripts/screen-files.mjs), for the app's entry to ask for with the app's
// code (apps/web/src/app/screen-preload.ts); anywhere else it is index.html as built.

const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Coachyard</title>\n' +
  '    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n  </head>\n' +
  '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const FORM = ['/assets/user-form-page-b2.js', '/assets/text-input-c3.js', '/assets/user-form-d4.css'];
const TEXTS = ['/assets/texts-users-en-e5.js#en', '/assets/texts-users-tr-f6.js#tr'];
const LIST = ['/assets/advertisements-page-g7.js'];
const MAP = {
  aliases: { '/': '/advertisements', '/dashboard': '/advertisements' },
  routes: [
    { path: '/users', files: ['/assets/users-page-h8.js', ...TEXTS] },
    { path: '/users/create', files: [...FORM, ...TEXTS] },
    { path: '/users/:id/edit', files: [...FORM, ...TEXTS] },
    { path: '/lookup-tables/:id/items', files: ['/assets/items-page-i9.js'] },
    { path: '/advertisements', files: LIST },
    { path: '/settings', files: [] },
  ],
};

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'coachyard-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'login.html'), '<!doctype html><title>Sign in</title>');
  await writeFile(path.join(webDist, 'screen-files.json'), JSON.stringify(MAP));
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers });
/** The files the page names, in order, as `file` or `file#language`, or null when it names none. */
const named = (html: string) => {
  const template = /<template id="screen-files">(.*?)<\/template>/.exec(html)?.[1];
  return template === undefined
    ? null
    : [...template.matchAll(/<link ([^>]*)>/g)].map(([, attributes]) => {
        const href = /href="([^"]+)"/.exec(attributes!)![1]!;
        const lang = /data-lang="(\w+)"/.exec(attributes!)?.[1];
        return lang ? `${href}#${lang}` : href;
      });
};

describe('the page at a screen’s address', () => {
  it('names the screen’s files at /users/create, in the head, with no inline script for the CSP to refuse', async () => {
    const response = await page('/users/create');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(named(response.body)).toEqual([...FORM, ...TEXTS]);
    // Preloads as Vite's helper adds them (module scripts, styles as styles), inert in a template in the head.
    expect(response.body).toContain(
      '<template id="screen-files"><link rel="modulepreload" crossorigin href="/assets/user-form-page-b2.js">',
    );
    expect(response.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/user-form-d4.css">',
    );
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/texts-users-tr-f6.js" data-lang="tr">',
    );
    expect(response.body.indexOf('<template id="screen-files">')).toBeLessThan(
      response.body.indexOf('</head>'),
    );
    // The rest of the page is index.html as built.
    expect(response.body.replace(/\s*<template id="screen-files">.*?<\/template>/, '')).toBe(INDEX);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('names a route’s files at any of its addresses: an edit by id, a query, a trailing slash, the home aliases', async () => {
    expect(named((await page('/users/0c2d9a5e-1f/edit')).body)).toEqual([...FORM, ...TEXTS]);
    expect(named((await page('/users/create?copy=1')).body)).toEqual([...FORM, ...TEXTS]);
    expect(named((await page('/users/')).body)?.[0]).toBe('/assets/users-page-h8.js');
    expect(named((await page('/lookup-tables/7/items')).body)).toEqual(['/assets/items-page-i9.js']);
    expect(named((await page('/dashboard')).body)).toEqual(LIST);
    expect(named((await page('/')).body)).toEqual(LIST);
  });

  it('names none at an unknown address, at a route with nothing of its own, or at the sign-in page', async () => {
    for (const url of ['/no-such-screen', '/users/create/more', '/users/7/edit/more', '/settings']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
    expect((await page('/login')).body).toBe('<!doctype html><title>Sign in</title>');
  });

  it('sends the named page compressed when accepted, and answers 304 to its own tag', async () => {
    const plain = await page('/users/create');
    const zipped = await page('/users/create', { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const again = await page('/users/create', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Another screen's page is another page.
    expect((await page('/users')).headers.etag).not.toBe(plain.headers.etag);
  });

  it('serves index.html as built when the build wrote no map', async () => {
    await rm(path.join(webDist, 'screen-files.json'));
    try {
      expect((await page('/users/create')).body).toBe(INDEX);
    } finally {
      await writeFile(path.join(webDist, 'screen-files.json'), JSON.stringify(MAP));
    }
    expect(named((await page('/users/create')).body)).toEqual([...FORM, ...TEXTS]);
  });
});
