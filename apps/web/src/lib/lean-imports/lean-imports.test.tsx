import fs from 'node:fs';
import path from 'node:path';
import { createRef, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { LEAN_IMPORTS } from '../../../vite.lean-imports';
import { keyFromSelector } from './key-from-selector';
import { useMergeRefs } from './merge-refs';
import { ScrollArea } from './no-scroll-area';
import { useId } from './use-id';

/** A file of an installed package, from the nearest node_modules up from here (the workspace hoists them). */
function installed(file: string): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', file);
    if (fs.existsSync(candidate)) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${file} is not installed`);
  }
}

describe('lean imports', () => {
  it.each(LEAN_IMPORTS)('$importer still imports $source, so the build still replaces it', (rule) => {
    const file = installed(rule.importer);
    expect(fs.readFileSync(file, 'utf8')).toMatch(new RegExp(`from ["']${rule.source}["']`));
  });

  it('merges refs as Floating UI did: objects and callbacks see the node, then null once it is gone', () => {
    const objectRef = createRef<HTMLDivElement>();
    const seen: Array<HTMLDivElement | null> = [];
    function Probe({ refs }: { refs: Array<Ref<HTMLDivElement> | undefined> }) {
      return <div ref={useMergeRefs(refs)} />;
    }
    const view = render(<Probe refs={[objectRef, (node) => void seen.push(node), undefined]} />);
    expect(objectRef.current).toBeInstanceOf(HTMLDivElement);
    expect(seen[0]).toBe(objectRef.current);
    view.unmount();
    expect(objectRef.current).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });

  it('turns a selector key prefix into its dotted key as i18next does', () => {
    type Node = Record<string, Record<string, never>>;
    expect(keyFromSelector(($) => ($ as unknown as Node).login!.title!)).toBe('login.title');
    expect(keyFromSelector(($) => ($ as unknown as Node).shell!.language!, { keySeparator: '/' })).toBe(
      'shell/language',
    );
  });

  it('gives each input an id of its own on its first render and keeps it, without rendering again', () => {
    const seen: string[] = [];
    function Probe({ id }: { id?: string }) {
      seen.push(useId(id));
      return null;
    }
    render(
      <>
        <Probe />
        <Probe />
        <Probe id="chosen" />
      </>,
    );
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatch(/^mantine-[\w-]+$/);
    expect(seen[1]).not.toBe(seen[0]);
    expect(seen[2]).toBe('chosen');
  });

  it('refuses Mantine scrollbars in a table loudly rather than rendering something else', () => {
    expect(() => ScrollArea()).toThrow(/type="native"/);
  });

  it('finds every table scroll container of the app asking for native scrolling', () => {
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(full);
        return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
      });
    const containers = sources(path.resolve(import.meta.dirname, '../..')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/<Table\.ScrollContainer\b[^>]*>/g)].map((match) => ({
        file: path.basename(file),
        tag: match[0],
      })),
    );
    expect(containers.length).toBeGreaterThan(0);
    expect(containers.filter(({ tag }) => !tag.includes('type="native"'))).toEqual([]);
  });
});
