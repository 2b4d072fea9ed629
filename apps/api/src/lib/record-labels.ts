import { inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LANGUAGES, userDisplayName, type Language } from '@coachyard/contract';
import type { Database } from '../db/client.ts';
import { historyKindsOf, idsIn, namesOf, type RecordHistoryKind } from './record-history.ts';

type Row = Record<string, unknown>;
type LooseSelect = {
  select: () => { from: (table: PgTable) => { where: (condition?: SQL) => Promise<Row[]> } };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A text, or the reader's language's (else English, else any) text of a `{ language: text }` value. */
export function textIn(value: unknown, language: Language): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (value && typeof value === 'object') {
    const texts = value as Record<string, unknown>;
    for (const candidate of [language, 'en', ...LANGUAGES])
      if (typeof texts[candidate] === 'string' && (texts[candidate] as string).trim())
        return (texts[candidate] as string).trim();
  }
  return null;
}

/**
 * What a row is called when its registration says nothing else: a person's name, else the first of its title,
 * translated name, name, short id, key.
 */
export function defaultLabel(row: Row, language: Language): string {
  if (typeof row.firstName === 'string')
    return userDisplayName({
      role: String(row.role ?? ''),
      first_name: row.firstName,
      last_name: (row.lastName as string | null) ?? null,
    });
  for (const candidate of [row.title, row.translations, row.name, row.shortId, row.slug, row.key]) {
    const text = textIn(candidate, language);
    if (text) return text;
  }
  return String(row.id);
}

/** A row's label by its registration (lib/record-history.ts), with the names of the ids it holds. */
const labelWith = (
  kind: RecordHistoryKind | undefined,
  row: Row,
  names: Record<string, string>,
  language: Language,
) => kind?.label?.(row, { names, language }) ?? defaultLabel(row, language);

/** `namespace:id`, the key of a record in the maps below. */
export const recordKey = (namespace: string, id: string) => `${namespace}:${id}`;

/**
 * The readable labels of records named by namespace and id ("2023 Karsan Atak · J4YEGKR7", "DEALER ·
 * dashboard"), deleted ones included, in the reader's language: one read per registered table and one for the
 * names of the ids the labels use. A record no registration knows has no label.
 */
export async function recordLabels(
  db: Database,
  records: readonly { namespace: string; id: string | null }[],
  language: Language,
): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<string>>();
  for (const { namespace, id } of records)
    if (id && UUID.test(id)) wanted.set(namespace, (wanted.get(namespace) ?? new Set()).add(id));
  const found: { kind: RecordHistoryKind; row: Row }[] = [];
  for (const [namespace, ids] of wanted) {
    for (const kind of historyKindsOf(namespace)) {
      // Registered tables differ in type; each is read whole through this one narrow cast.
      const rows = await (db as unknown as LooseSelect)
        .select()
        .from(kind.table)
        .where(inArray(kind.table.id, [...ids]));
      found.push(...rows.map((row) => ({ kind, row })));
    }
  }
  return labelRows(db, found, language);
}

/** The labels of rows already read, by recordKey; the names their labels use are read once for all of them. */
export async function labelRows(
  db: Database,
  found: readonly { kind: RecordHistoryKind; row: Row }[],
  language: Language,
): Promise<Map<string, string>> {
  const labelled = found.filter(({ kind }) => kind.label);
  const names = await namesOf(db, idsIn(labelled.flatMap(({ row }) => Object.values(row))), language);
  return new Map(
    found.map(({ kind, row }) => [
      recordKey(kind.namespace, String(row.id)),
      labelWith(kind, row, names, language),
    ]),
  );
}
