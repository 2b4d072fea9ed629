import type { MenuEntry, MenuEntryWrite } from '@coachyard/contract';

/** What the API sends back about an entry (title, broken) is not part of what is saved. */
export function writeOf(entry: MenuEntry): MenuEntryWrite {
  const { content_title: _title, broken: _broken, children, ...fields } = entry;
  return {
    ...fields,
    children: children.map(({ content_title: _childTitle, broken: _childBroken, ...child }) => child),
  };
}

export const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
};

export const newEntry = (): MenuEntry => ({
  id: crypto.randomUUID(),
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
