import type { FastifyRequest } from 'fastify';
import type { AdvertisementCreate, AdvertisementPatch, Advertisement } from '@coachyard/contract';
import { advertisements, type AdvertisementRow } from '../../db/schema/index.ts';
import { sameValue } from '../../lib/audit.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { boundOwnedByScope } from '../../lib/scope.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import type { LookupEntry } from '../lookup-tables/index.ts';
import { catalogOf } from './catalog.ts';
import { callerOf, NAMESPACE, presentContext, presentFor, type App, type Caller } from './context.ts';
import { dealersByIds, resolveOwner } from './owners.ts';
import type { AdRow, FullRow } from './present.ts';
import {
  insertAdvertisements,
  searchTextOf,
  withStockNumberCheck,
  type InsertOptions,
  type ServerColumns,
} from './insert.ts';
import { findVisible } from './queries.ts';
import { checkState } from './rules.ts';
import { columnsOfState, nextState, stateOfRow } from './state.ts';
import { runWriteHooks } from './write-hooks.ts';

/**
 * One new ad: a group of one of `insertAdvertisements` (the one insert of the platform), its refusal thrown.
 * Answers the row as written (a feed run needs no presented answer) and, when it was asked to start elsewhere and
 * stayed a draft, why.
 */
export async function insertAdvertisement(
  app: App,
  request: FastifyRequest,
  body: AdvertisementCreate,
  serverColumns: ServerColumns = {},
  options: InsertOptions = {},
) {
  const [outcome] = await insertAdvertisements(app, request, [{ body, serverColumns }], options);
  if (outcome instanceof AppError) throw outcome;
  return outcome!;
}

/** POST /advertisements: the new draft as the caller sees it. */
export async function createAdvertisement(app: App, request: FastifyRequest, body: AdvertisementCreate) {
  const { row, entries } = await insertAdvertisement(app, request, body);
  return presentOne(app, request, { ...row, ownerName: null }, entries);
}

/** Answers one row as the caller sees it, owner name included. */
export async function presentOne(
  app: App,
  request: FastifyRequest,
  row: AdRow & { ownerName?: string | null },
  fresh?: ReadonlyMap<string, LookupEntry>,
): Promise<Advertisement> {
  const ownerName = row.ownerName ?? (await dealersByIds(app.db, [row.ownerId]))[0]?.name ?? null;
  const full: FullRow = { ...row, ownerName };
  const caller = await callerOf(app, request);
  return presentFor(caller, await presentContext(app, request.lang, [full], fresh))(full);
}

/**
 * A versioned change of one visible ad: stale versions are 409 before anything is checked, so a client always
 * learns first that it is working on an old copy. `plan` computes the new columns from the current row.
 */
export async function changeAdvertisement(
  app: App,
  request: FastifyRequest,
  id: string,
  version: number,
  plan: (
    before: FullRow,
    caller: Caller,
  ) => Promise<{
    changes: Partial<AdvertisementRow>;
    action?: 'update' | 'status_change';
    fresh?: ReadonlyMap<string, LookupEntry>;
    auditNote?: Record<string, unknown>;
  }>,
): Promise<Advertisement> {
  const caller = await callerOf(app, request);
  const before = await findVisible(app.db, caller, id);
  if (before.version !== version)
    throw conflict(presentFor(caller, await presentContext(app, request.lang, [before]))(before));

  const { changes, action, fresh, auditNote } = await plan(before, caller);
  const ownerNames = new Map([[before.ownerId, before.ownerName]]);
  if (changes.ownerId && !ownerNames.has(changes.ownerId)) {
    const [dealer] = await dealersByIds(app.db, [changes.ownerId]);
    ownerNames.set(changes.ownerId, dealer?.name ?? null);
  }
  const present = presentFor(caller, await presentContext(app, request.lang, [before], fresh));
  return withStockNumberCheck(() =>
    applyVersionedChange(app.db, request, {
      table: advertisements,
      namespace: NAMESPACE,
      id: before.id,
      version,
      scope: boundOwnedByScope(caller, advertisements.ownerId),
      action,
      changes,
      auditNote,
      // Every change of an ad passes here: what other modules keep about it follows in the same transaction.
      alsoWrite: (tx, before, after) => runWriteHooks(app, tx, after, before),
      present: (row: AdRow) => present({ ...row, ownerName: ownerNames.get(row.ownerId) ?? null }),
    }),
  );
}

/** PUT (the whole state) and PATCH (the fields given) of an ad's editable fields. */
export function updateAdvertisement(
  app: App,
  request: FastifyRequest,
  id: string,
  body: AdvertisementPatch,
  mode: 'whole' | 'patch',
  serverColumns: ServerColumns = {},
) {
  const { version, owner_id: ownerId, ...fields } = body;
  return changeAdvertisement(app, request, id, version, async (before, caller) => {
    const owner =
      ownerId !== undefined && ownerId !== before.ownerId
        ? await resolveOwner(app.db, caller, ownerId)
        : before.ownerId;
    const current = stateOfRow(before);
    const state = nextState(current, fields, mode, owner, await catalogOf(app.db).with());
    const entries = await checkState(app.db, state, current);
    // The words it is found by change only with these (folding a description in eight languages is not free).
    const searched = (['title', 'description', 'brand_id', 'model_id'] as const).some(
      (field) => !sameValue(current[field], state[field]),
    );
    return {
      changes: {
        ...columnsOfState(state),
        ...serverColumns,
        ...(searched && { searchText: searchTextOf(before.shortId, state, entries) }),
      },
      fresh: entries,
    };
  });
}
