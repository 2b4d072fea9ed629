import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuChild, MenuEntry, SiteMenu } from '@coachyard/contract';
import { useActionResult } from '@/components/use-action-result';
import { isApiError } from '@/lib/api-client';
import { useSaveMenu } from '../api/save-menu';
import { moved, newEntry, writeOf } from './menu-entries';

export const MENUS_DOMAIN = 'menus';

/** Where an entry is: a top-level index, or a child index under one. */
export interface EntryPlace {
  index: number;
  child?: number;
}

/** A menu as it is being arranged: moves, edits, removals and additions, saved whole with its version. */
export function useMenuDraft(menu: SiteMenu) {
  const { t } = useTranslation();
  const save = useSaveMenu(menu.key);
  const { succeed, fail } = useActionResult(MENUS_DOMAIN);
  const [entries, setEntries] = useState<MenuEntry[]>(menu.entries);
  const [dirty, setDirty] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const labelOf = (entry: MenuChild) =>
    entry.content_title ?? Object.values(entry.labels)[0] ?? entry.url ?? '';

  const update = (next: MenuEntry[]) => {
    setEntries(next);
    setDirty(true);
  };
  const moveTop = (from: number, to: number) => {
    update(moved(entries, from, to));
    setAnnouncement(
      t('reorder.moved', { name: labelOf(entries[from]!), position: to + 1, count: entries.length }),
    );
  };
  const moveChild = (parent: number) => (from: number, to: number) => {
    const children = entries[parent]!.children;
    update(
      entries.map((entry, index) =>
        index === parent ? { ...entry, children: moved(children, from, to) } : entry,
      ),
    );
    setAnnouncement(
      t('reorder.moved', { name: labelOf(children[from]!), position: to + 1, count: children.length }),
    );
  };
  const replace = (place: EntryPlace, entry: MenuChild | null) =>
    update(
      place.child === undefined
        ? entry
          ? entries.map((one, index) => (index === place.index ? { ...entry, children: one.children } : one))
          : entries.filter((_, index) => index !== place.index)
        : entries.map((one, index) =>
            index !== place.index
              ? one
              : {
                  ...one,
                  children: entry
                    ? one.children.map((child, childIndex) => (childIndex === place.child ? entry : child))
                    : one.children.filter((_, childIndex) => childIndex !== place.child),
                },
          ),
    );
  const add = (parent?: number) => {
    const entry = newEntry();
    if (parent === undefined) update([...entries, entry]);
    else
      update(
        entries.map((one, index) =>
          index === parent ? { ...one, children: [...one.children, entry] } : one,
        ),
      );
    return parent === undefined
      ? { index: entries.length }
      : { index: parent, child: entries[parent]!.children.length };
  };
  // The promise, not mutate's callbacks: the saved menu's new version remounts this editor (menus-page keys it
  // by version), and a callback of an unmounted caller is never called.
  const submit = () =>
    save.mutateAsync({ version: menu.version, entries: entries.map(writeOf) }).then(
      (response) => {
        setEntries(response.data.entries);
        setDirty(false);
        succeed(response.successMessage ?? '');
      },
      (error: Error) => fail(isApiError(error) ? error.detail : error.message),
    );
  return { entries, dirty, announcement, moveTop, moveChild, replace, add, submit, isSaving: save.isPending };
}
