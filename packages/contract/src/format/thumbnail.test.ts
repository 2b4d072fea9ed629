import { describe, expect, it } from 'vitest';
import { thumbnailUnder, thumbnailUrlOf } from './thumbnail.ts';

describe("a list row's thumbnail after the page's base (issue 30)", () => {
  const cases: [base: string, url: string | null, sent: string | null][] = [
    [
      '/media/images/thumbs/advertisements/',
      '/media/images/thumbs/advertisements/2025-06-05/a.webp',
      '2025-06-05/a.webp',
    ],
    [
      'https://cdn.example.com/b/images/thumbs/advertisements/',
      'https://cdn.example.com/b/images/thumbs/advertisements/d/a.webp',
      'd/a.webp',
    ],
    // Elsewhere (another namespace, another host): sent whole, and read back as it is.
    [
      '/media/images/thumbs/advertisements/',
      '/media/images/thumbs/media/2025-06-05/a.webp',
      '/media/images/thumbs/media/2025-06-05/a.webp',
    ],
    [
      '/media/images/thumbs/advertisements/',
      'https://elsewhere.example/a.webp',
      'https://elsewhere.example/a.webp',
    ],
    // What follows the base would itself read as a whole URL: sent whole.
    ['/media/', '/media//a.webp', '/media//a.webp'],
    ['/media/', '/media/http://a.webp', '/media/http://a.webp'],
    ['/media/images/thumbs/advertisements/', null, null],
  ];
  it.each(cases)('under %s, %s is sent as %s and read back', (base, url, sent) => {
    expect(thumbnailUnder(base, url)).toBe(sent);
    expect(thumbnailUrlOf(base, sent)).toBe(url);
  });
});
