import { useEffect, useState } from 'react';
import type { ContentFormValues } from './content-form-values';

const keyOf = (id: string | undefined) => `coachyard.content-draft.${id ?? 'new'}`;

interface StoredDraft {
  /** The version the draft was written on; a draft of an older version is not offered back. */
  version: number;
  values: ContentFormValues;
}

/** The unsaved draft kept on this device for an item, when it was written on the version now loaded. */
export function readDraft(id: string | undefined, version: number): ContentFormValues | null {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(id)) ?? 'null') as StoredDraft | null;
    return stored && stored.version === version ? stored.values : null;
  } catch {
    return null;
  }
}

export const clearDraft = (id: string | undefined) => localStorage.removeItem(keyOf(id));

/**
 * Autosave: unsaved work is written to this device a second after the last change, so a closed tab or a crash
 * loses nothing; the state says whether the server has it ("saved"), or only this device ("kept here").
 */
export function useContentAutosave(
  id: string | undefined,
  version: number,
  values: ContentFormValues,
  dirty: boolean,
) {
  const [keptAt, setKeptAt] = useState<Date | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => {
      localStorage.setItem(keyOf(id), JSON.stringify({ version, values } satisfies StoredDraft));
      setKeptAt(new Date());
    }, 1_000);
    return () => clearTimeout(timer);
  }, [id, version, values, dirty]);
  return { keptAt };
}
