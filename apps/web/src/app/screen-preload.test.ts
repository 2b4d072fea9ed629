import { afterEach, describe, expect, it } from 'vitest';
import { preloadScreenFiles } from './screen-preload';

/** The preloads the entry added to the page, as `rel as href crossorigin`. */
const links = () =>
  [...document.head.querySelectorAll(':scope > link:not(.app)')].map((link) =>
    [
      link.getAttribute('rel'),
      link.getAttribute('as') ?? '-',
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ].join(' '),
  );

/** The page as the API serves it at a screen's address (apps/api/src/plugins/screen-files.ts). */
const name = (html: string) => {
  const template = document.createElement('template');
  template.id = 'screen-files';
  template.innerHTML = html;
  document.head.append(template);
};

/** A preload of the app's own code, as Vite's helper adds it. */
const appCode = () => {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.className = 'app';
  document.head.append(link);
  return link;
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first screen’s files the page names', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('are asked for once the app’s code has arrived, and only the reader’s texts', async () => {
    name(
      '<link rel="modulepreload" crossorigin href="/assets/form-a1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/form-b2.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/texts-users-en-c3.js" data-lang="en">' +
        '<link rel="modulepreload" crossorigin href="/assets/texts-users-tr-d4.js" data-lang="tr">',
    );
    const [home, common] = [appCode(), appCode()];
    preloadScreenFiles('tr', [home, common]);
    await settled();
    expect(links()).toEqual([]);
    home.dispatchEvent(new Event('load'));
    await settled();
    expect(links()).toEqual([]);
    // A file that failed is the app's start to report: the screen's are asked for all the same.
    common.dispatchEvent(new Event('error'));
    await settled();
    expect(links()).toEqual([
      'modulepreload - /assets/form-a1.js ',
      'preload style /assets/form-b2.css ',
      'modulepreload - /assets/texts-users-tr-d4.js ',
    ]);
  });

  it('are none when the page names none (an unknown address, a build without the map)', async () => {
    preloadScreenFiles('en');
    await settled();
    expect(links()).toEqual([]);
  });
});
