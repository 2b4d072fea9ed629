import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuditChange, Language } from '@coachyard/contract';
import type { Database } from '../db/client.ts';
import { isSecretField } from './redact.ts';
import type { ScopedActor } from './scope.ts';
import type { VersionedTable } from './versioned.ts';

type Row = Record<string, unknown>;

/**
 * How the audit trail reads one kind of record back and writes an earlier state of it again (issue 17). A module
 * registers each of its versioned tables once, with the namespace its audit events carry; the history and
 * restore routes (modules/audit) then serve it without knowing anything else about it.
 */
export interface RecordHistoryKind {
  namespace: string;
  table: VersionedTable;
  /** Row scope of DESIGN §4 (lib/scope.ts): rows outside it have no history for this actor. None: all rows. */
  scope?: (db: Database, actor: ScopedActor) => SQL | undefined;
  /** Columns derived from others (search text…): left out of diffs and restores; `complete` recomputes them. */
  derived?: readonly string[];
  /** Columns a restore must not write back (whatever else the module keeps consistent itself). */
  fixed?: readonly string[];
  /** Extra columns a restore also writes, from the row as it will be (recomputed search text, raised token version). */
  complete?: (db: Database, restored: Row, current: Row) => Promise<Row> | Row;
  /**
   * Rows in other tables that follow the record (a content item's slugs and redirects, its queued publishing
   * jobs): written in the restore's own transaction from the row before and after, as the module's own saves do.
   */
  alsoWrite?: (tx: Database, before: Row, after: Row) => Promise<unknown>;
  /**
   * What a person calls the record in the trail, its history and the trash ("2023 Karsan Atak · J4YEGKR7"), from
   * the row and the names of the ids it holds (lib/record-labels.ts). None: its title, name or key.
   */
  label?: (row: Row, context: { names: Record<string, string>; language: Language }) => string;
  /**
   * How a column holding a whole structure (a settings group's values, an item's translations, a menu's entries)
   * reads in a history: the leaves that differ, each as its own change ("regions.tr.number_format"), instead of
   * the structure twice. None: the column is one change.
   */
  fieldChanges?: Record<string, (before: unknown, after: unknown) => AuditChange[]>;
}

/** Columns every versioned row has (DESIGN §5): the write itself sets them, the trail never restores them. */
const TRACKED = new Set(['id', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'deletedAt']);

const kinds = new Map<string, RecordHistoryKind[]>();

/** Called once per table by the module that owns it (e.g. modules/advertisements/history.ts). */
export function registerRecordHistory(kind: RecordHistoryKind) {
  const registered = kinds.get(kind.namespace) ?? [];
  if (registered.some((known) => known.table === kind.table)) return;
  kinds.set(kind.namespace, [...registered, kind]);
}

/** The tables of a namespace (lookup tables has two: tables and their items); empty when none registered. */
export const historyKindsOf = (namespace: string): readonly RecordHistoryKind[] => kinds.get(namespace) ?? [];

export const registeredHistoryNamespaces = () => [...kinds.keys()];

/** Whether an audited field is shown in a diff: derived fields say how a row is indexed, not what changed. */
export const isShownField = (kind: RecordHistoryKind | undefined, field: string) =>
  !['updatedAt', 'version', 'createdAt', 'createdBy', 'updatedBy'].includes(field) &&
  !(kind?.derived ?? []).includes(field);

/** The columns a restore may write back, by the property name the audit trail records them under. */
export function restorableColumns(kind: RecordHistoryKind): Map<string, PgColumn> {
  const columns = new Map<string, PgColumn>();
  for (const [name, column] of Object.entries(getTableColumns(kind.table) as Record<string, PgColumn>)) {
    if (TRACKED.has(name) || isSecretField(name) || column.generated) continue;
    if (kind.derived?.includes(name) || kind.fixed?.includes(name)) continue;
    columns.set(name, column);
  }
  return columns;
}

/** A value as the trail stored it (JSON) turned back into what the column takes: timestamps are Dates again. */
export function columnValue(column: PgColumn, stored: unknown): unknown {
  if (stored === null || stored === undefined) return null;
  if (column.dataType === 'date' && typeof stored === 'string') return new Date(stored);
  return stored;
}

/** Names of the records some ids stand for (lookup values, people), in the reader's language. */
export type NameSource = (db: Database, ids: string[], language: Language) => Promise<Map<string, string>>;

const nameSources = new Set<NameSource>();

/**
 * Called once by a module whose ids other records hold (lookup tables, users): the trail then shows "Setra"
 * instead of the brand's id in a before/after, whichever record the id sits in.
 */
export const registerNameSource = (source: NameSource) => nameSources.add(source);

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id-looking text in some recorded values, lists included. */
export function idsIn(values: readonly unknown[]): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && UUID_TEXT.test(value)) ids.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
  };
  values.forEach(visit);
  return [...ids];
}

/** The names of the ids every registered source knows, as one map for an answer. */
export async function namesOf(
  db: Database,
  ids: string[],
  language: Language,
): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const found = await Promise.all([...nameSources].map((source) => source(db, ids, language)));
  return Object.fromEntries(found.flatMap((names) => [...names]));
}
