import type { AuditChange } from '@coachyard/contract';

/** Every leaf of a group's values by its dotted path (`regions.tr.number_format`), written as text. */
function leaves(value: unknown, path: string, into: Map<string, string>) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, into);
  } else if (value !== null && value !== undefined) {
    into.set(path, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/** What changed from one version of a group to the next, leaf by leaf (`regions.tr.number_format`). */
export function settingsChanges(before: unknown, after: unknown): AuditChange[] {
  const old = leaves(before, '', new Map());
  const now = leaves(after, '', new Map());
  const paths = [...new Set([...old.keys(), ...now.keys()])].sort();
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({ field: path, before: old.get(path) ?? null, after: now.get(path) ?? null }));
}
