/** The list edits of the relation form, pure so that they can be checked without rendering. */

/** `ids` with the item at `from` taken out and put back at `to`; out-of-range moves change nothing. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** New models go to the end, in the order picked; one already attached is not attached twice. */
export function attachIds(ids: readonly string[], added: readonly string[]): string[] {
  const next = [...ids];
  for (const id of added) if (!next.includes(id)) next.push(id);
  return next;
}

export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);
