import type { Database } from '../../db/client.ts';
import type { App } from './context.ts';
import type { AdRow } from './present.ts';

/**
 * Work another module does inside every write of an ad (create, PUT, PATCH, status move, photos), in the write's
 * own transaction, on the row as written: the trust signals (issue 27) keep their stored columns this way
 * without this module knowing them, and without an import cycle.
 */
export type AdvertisementWriteHook = (app: App, tx: Database, row: AdRow) => Promise<void>;

const hooks = new Set<AdvertisementWriteHook>();

/** Registers a hook once (registering the same function again, as every app instance does, is a no-op). */
export function onAdvertisementWritten(hook: AdvertisementWriteHook) {
  hooks.add(hook);
}

export async function runWriteHooks(app: App, tx: Database, row: AdRow) {
  for (const hook of hooks) await hook(app, tx, row);
}
