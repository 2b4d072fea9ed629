import { afterEach, describe, expect, it } from 'vitest';
import { preloadScreenFiles } from './screen-preload';

/** The links the entry added, as `rel as href crossorigin`. */
const links = () =>
  [...document.head.querySelectorAll('link')].map((link) =>
    [
      link.rel,
      link.getAttribute('as') ?? '-',
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ].join(' '),
  );

const name = (content: string) => {
  const meta = document.createElement('meta');
  meta.name = 'screen-files';
  meta.content = content;
  document.head.append(meta);
};

describe('the first screen’s files the page names', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('are asked for as the preloads Vite’s helper later finds, and only the reader’s texts', () => {
    name(
      '/assets/form-a1.js /assets/form-b2.css /assets/texts-users-en-c3.js#en /assets/texts-users-tr-d4.js#tr',
    );
    preloadScreenFiles('tr');
    expect(links()).toEqual([
      'modulepreload - /assets/form-a1.js ',
      'preload style /assets/form-b2.css ',
      'modulepreload - /assets/texts-users-tr-d4.js ',
    ]);
  });

  it('are none when the page names none (an unknown address, a build without the map)', () => {
    preloadScreenFiles('en');
    expect(links()).toEqual([]);
    name('');
    preloadScreenFiles('en');
    expect(links()).toEqual([]);
  });
});
