import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let webDist: string;
const page = (extra = '') =>
  `<!doctype html><html><head><title>Coachyard</title>${extra}</head><body><div id="root"></div></body></html>`;
const titles = {
  '/': { titles: { en: 'Advertisements', ar: 'الإعلانات' } },
  '/users/create': { titles: { en: 'New user', ar: 'مستخدم جديد' }, crumbs: true },
  '/users/:id/edit': { titles: { en: 'Edit user', ar: 'تعديل المستخدم' }, crumbs: true },
};

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'coachyard-web-'));
  await writeFile(path.join(webDist, 'index.html'), page());
  await writeFile(path.join(webDist, 'login.html'), '<!doctype html><title>Sign in</title>');
  await writeFile(path.join(webDist, 'screen-titles.json'), JSON.stringify(titles));
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

const visit = (url: string) => t.request({ method: 'GET', url });
const namedTitles = (html: string) => {
  const element = /<script type="application\/json" id="screen-titles">(.*?)<\/script>/.exec(html);
  return element ? (JSON.parse(element[1]!) as unknown) : undefined;
};

describe("the app's page names its screen's titles for the start frame (issue 30)", () => {
  it("names a screen's title in every language, whatever its record and query", async () => {
    const create = await visit('/users/create');
    expect(create.statusCode).toBe(200);
    expect(create.headers['content-type']).toContain('text/html');
    expect(create.headers['cache-control']).toBe('no-cache');
    expect(namedTitles(create.body)).toEqual(titles['/users/create']);
    expect(namedTitles((await visit('/users/42/edit?tab=history')).body)).toEqual(titles['/users/:id/edit']);
    expect(namedTitles((await visit('/')).body)).toEqual(titles['/']);
  });

  it('names none on a path that is no screen, and leaves the sign-in page and assets as they are', async () => {
    const nowhere = await visit('/no-such-screen');
    expect(nowhere.statusCode).toBe(200);
    expect(nowhere.body).toBe(page());
    expect((await visit('/login')).body).toBe('<!doctype html><title>Sign in</title>');
    expect((await visit('/assets/missing-1a2b3c.js')).statusCode).toBe(404);
  });

  it('serves a rebuilt app and its titles without a restart', async () => {
    await writeFile(path.join(webDist, 'index.html'), page('<meta name="release" content="2">'));
    await writeFile(
      path.join(webDist, 'screen-titles.json'),
      JSON.stringify({ ...titles, '/users/create': { titles: { en: 'Add a user' } } }),
    );
    const create = await visit('/users/create');
    expect(create.body).toContain('<meta name="release" content="2">');
    expect(namedTitles(create.body)).toEqual({ titles: { en: 'Add a user' } });
  });
});
