import type { Database } from '../../db/client.ts';

/**
 * A rule another module holds over deleting a record: the menus that link to a content item, say. The module
 * that owns the rule registers it for the record's namespace; the module that deletes asks, without importing it.
 * A guard that refuses throws the answer (a 409 naming what would break).
 */
export type DeletionGuard = (db: Database, id: string) => Promise<void>;

const guards = new Map<string, DeletionGuard[]>();

export function registerDeletionGuard(namespace: string, guard: DeletionGuard) {
  const registered = guards.get(namespace) ?? [];
  if (!registered.includes(guard)) guards.set(namespace, [...registered, guard]);
}

/** Runs every guard registered for the namespace; the first refusal is thrown. */
export async function assertDeletable(db: Database, namespace: string, id: string) {
  for (const guard of guards.get(namespace) ?? []) await guard(db, id);
}
