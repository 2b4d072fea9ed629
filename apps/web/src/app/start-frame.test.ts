import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { theme } from './theme';
import { NAMESPACES, withScreenTitles } from '@coachyard/contract';
import { screenTitles } from '../../vite.titles';
import { PAGE_ROUTES } from './route-table';
import { showStartFrame } from './start-frame';

const english: unknown = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'locales', 'en.json'), 'utf8'),
);
const en = (key: string) =>
  key.split('.').reduce((texts, part) => (texts as Record<string, unknown>)[part], english);
const css = fs.readFileSync(path.join(import.meta.dirname, 'start-frame.module.css'), 'utf8');
/** The value a rule block of the frame's stylesheet gives a variable. */
/** The rem of a size as written here (`0.625rem`) or in Mantine's theme (`calc(0.625rem * var(--mantine-scale))`). */
const rem = (size: string) => /([\d.]+)rem/.exec(size)?.[1];
const variable = (block: string, name: string) =>
  new RegExp(`${block.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{[^}]*${name}:\\s*([^;]+);`).exec(
    css,
  )?.[1];

describe('the start frame', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it("carries the theme's values of the Mantine variables it draws with", () => {
    const light = (name: string) => variable('.start', name);
    for (const size of ['xs', 'sm', 'md', 'lg'] as const)
      expect(rem(light(`--mantine-spacing-${size}`)!)).toBe(rem(DEFAULT_THEME.spacing[size]));
    expect(rem(light('--mantine-font-size-lg')!)).toBe(rem(DEFAULT_THEME.fontSizes.lg));
    expect(light('--mantine-line-height')).toBe(DEFAULT_THEME.lineHeights.md);
    expect(rem(light('--mantine-radius-default')!)).toBe(
      rem(DEFAULT_THEME.radius[theme.defaultRadius as 'md']),
    );
    expect(light('--mantine-color-gray-3')).toBe(DEFAULT_THEME.colors.gray[3]);
    expect(light('--mantine-color-dark-4')?.toLowerCase()).toBe(DEFAULT_THEME.colors.dark[4].toLowerCase());
    expect(light('--mantine-color-body')).toBe(DEFAULT_THEME.white);
    expect(light('--mantine-color-text')).toBe(DEFAULT_THEME.black);
    const dark = (name: string) => variable(":where([data-mantine-color-scheme='dark']) .start", name);
    expect(dark('--mantine-color-body')?.toLowerCase()).toBe(DEFAULT_THEME.colors.dark[7].toLowerCase());
    expect(dark('--mantine-color-text')?.toLowerCase()).toBe(DEFAULT_THEME.colors.dark[0].toLowerCase());
  });

  it('shows a signed-in visit the frame, hidden from screen readers, in the stored direction and scheme', () => {
    localStorage.setItem('userData', JSON.stringify({ id: 'u1', email: 'a@b.c' }));
    localStorage.setItem('language', 'ar');
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    const root = document.body.appendChild(document.createElement('div'));
    showStartFrame(root);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    const frame = root.firstElementChild as HTMLElement;
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.querySelector('header svg')).not.toBeNull();
    expect(frame.textContent?.trim()).toBe('Coachyard');
    expect(frame.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });

  it("titles each screen as the page the server sent names it, in the reader's language", () => {
    localStorage.setItem('userData', JSON.stringify({ id: 'u1', email: 'a@b.c' }));
    const titles = screenTitles();
    // Every route's title is in the build's file, as the app then draws it.
    for (const route of PAGE_ROUTES) {
      expect(titles[route.path]?.titles.en, route.path).toBe(en(route.title));
      // Its privileges' namespace, from its path's first segment.
      expect(NAMESPACES, route.path).toContain(route.namespace);
    }
    const show = (language: string, url: string) => {
      localStorage.setItem('language', language);
      window.history.replaceState(null, '', url);
      const head = withScreenTitles('<head></head>', titles, url);
      document.head.innerHTML = /<head>(.*)<\/head>/.exec(head)![1]!;
      const root = document.body.appendChild(document.createElement('div'));
      showStartFrame(root);
      return root;
    };
    for (const [language, url, title, crumbs] of [
      ['ar', '/', 'الإعلانات', false],
      ['de', '/advertisements', 'Anzeigen', false],
      ['en', '/dashboard', 'Advertisements', false],
      ['en', '/users/create', 'New user', true],
      [
        'ar',
        '/lookup-tables/3/items/9/edit?tab=names',
        titles['/lookup-tables/:id/items/:itemId/edit']!.titles.ar,
        true,
      ],
    ] as const) {
      const root = show(language, url);
      expect(root.querySelector('main h1')?.textContent, url).toBe(title);
      // The breadcrumbs' place above the title, where the screen draws them.
      expect(root.querySelector('main')?.childElementCount, url).toBe(crumbs ? 2 : 1);
      root.remove();
    }
    // One's own account is titled otherwise ("My account"), so the frame leaves its title to the app.
    const own = show('en', '/users/u1/edit');
    expect(own.querySelector('header')).not.toBeNull();
    expect(own.querySelector('h1')).toBeNull();
    own.remove();
    window.history.replaceState(null, '', '/');
    // A page that names no screen (a path the app answers with "Page not found"): the frame has no title.
    document.head.innerHTML = '';
    const elsewhere = document.body.appendChild(document.createElement('div'));
    showStartFrame(elsewhere);
    expect(elsewhere.querySelector('header')).not.toBeNull();
    expect(elsewhere.querySelector('h1')).toBeNull();
  });

  it('shows nothing before the sign-in page to a visitor who is not signed in', () => {
    localStorage.setItem('language', 'de');
    const root = document.body.appendChild(document.createElement('div'));
    showStartFrame(root);
    expect(root.childNodes).toHaveLength(0);
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
