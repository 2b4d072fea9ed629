import type { MenuEntry, MenuEntryWrite } from '@coachyard/contract';

/** What the API sends back about an entry (title, broken) is not part of what is saved. */
export function writeOf(entry: MenuEntry): MenuEntryWrite {
  const { content_title: _title, broken: _broken, children, ...fields } = entry;
  return {
    ...fields,
    // One level only: a child never carries a `children` list of its own (the API refuses the key).
    children: children.map((child) => {
      const { content_title: _childTitle, broken: _childBroken, ...fields } = child;
      delete (fields as { children?: unknown }).children;
      return fields;
    }),
  };
}

export const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
};

export const newEntry = (): MenuEntry => ({
  // Any unique text will do; crypto.randomUUID() exists only on https pages.
  id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
  kind: 'url',
  content_id: null,
  url: '/',
  labels: {},
  hidden_in: [],
  new_tab: false,
  content_title: null,
  broken: null,
  children: [],
});
