import { asc, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ACTIONS,
  NAMESPACES,
  ROLES,
  type Action,
  type Hierarchy,
  type Namespace,
  type PrivilegeMatrix,
  type PrivilegeMatrixUpdate,
  type Privileges,
  type Role,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { roleHierarchy, rolePrivileges } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, invalidFields } from '../../lib/errors.ts';

export const NAMESPACE = 'privileges';

type Executor = Pick<Database, 'select'>;
type PrivilegeRow = typeof rolePrivileges.$inferSelect;
type HierarchyRow = typeof roleHierarchy.$inferSelect;

const isKnown = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** Actions in the order of ACTIONS, without duplicates or unknown ones, so equal sets compare equal. */
const normalised = (actions: readonly string[]): Action[] =>
  ACTIONS.filter((action) => actions.includes(action));

/**
 * One version for the whole matrix: the sum of its rows' versions, the hierarchy's among them. Every write
 * raises a row's version and rows are never removed, so any change since a client read the matrix shows as a
 * different sum, whichever route (this one or PUT /privileges/:id) made it.
 */
const matrixVersion = (rows: readonly { version: number }[]) =>
  rows.reduce((sum, row) => sum + row.version, 0);

/** The stored hierarchy in ROLES' order, every role present (none managed when it has no row). */
function hierarchyOf(rows: readonly HierarchyRow[]): Hierarchy {
  const stored = new Map(rows.map((row) => [row.role, row.manages]));
  return Object.fromEntries(
    ROLES.map((role) => [role, ROLES.filter((managed) => (stored.get(role) ?? []).includes(managed))]),
  ) as Hierarchy;
}

function matrixOf(rows: readonly PrivilegeRow[], hierarchyRows: readonly HierarchyRow[]): PrivilegeMatrix {
  const privileges = Object.fromEntries(ROLES.map((role) => [role, {} as Privileges])) as Record<
    Role,
    Privileges
  >;
  for (const row of rows) {
    if (!isKnown(ROLES, row.role) || !isKnown(NAMESPACES, row.namespace)) continue;
    const actions = normalised(row.actions);
    if (actions.length > 0) privileges[row.role][row.namespace] = actions;
  }
  return {
    roles: [...ROLES],
    namespaces: [...NAMESPACES],
    actions: [...ACTIONS],
    privileges,
    hierarchy: hierarchyOf(hierarchyRows),
    version: matrixVersion(rows) + matrixVersion(hierarchyRows),
  };
}

export async function readMatrix(db: Executor): Promise<PrivilegeMatrix> {
  const rows = await db
    .select()
    .from(rolePrivileges)
    .orderBy(asc(rolePrivileges.role), asc(rolePrivileges.namespace));
  return matrixOf(rows, await db.select().from(roleHierarchy));
}

export const readHierarchy = async (db: Executor) => hierarchyOf(await db.select().from(roleHierarchy));

/**
 * The guard rail: some role must still be able to open the editor and save it, or nobody could ever
 * repair the matrix again. Checked on every privilege write, whichever route makes it.
 */
export function assertSomeoneEditsPrivileges(privileges: Record<Role, Privileges>) {
  const canEdit = ROLES.some((role) => {
    const actions = privileges[role][NAMESPACE] ?? [];
    return actions.includes('read') && actions.includes('update');
  });
  if (!canEdit) throw invalidFields({ privileges: ['privileges.lockout'] });
}

/**
 * The hierarchy's guard rail: some role that may change users must still manage ADMINs, or no ADMIN account
 * could ever be created, repaired or deactivated again.
 */
export function assertSomeoneManagesAdmins(privileges: Record<Role, Privileges>, hierarchy: Hierarchy) {
  const canManage = ROLES.some(
    (role) => hierarchy[role].includes('ADMIN') && (privileges[role].users ?? []).includes('update'),
  );
  if (!canManage) throw invalidFields({ hierarchy: ['privileges.admin_lockout'] });
}

/**
 * Saves the matrix an ADMIN edited, if nobody changed it since it was read (409 with the current matrix), in one
 * transaction with one audit event per changed cell row. Roles left out of the body keep their privileges.
 */
export async function saveMatrix(db: Database, request: FastifyRequest, update: PrivilegeMatrixUpdate) {
  return db.transaction(async (tx) => {
    // Locking every row makes concurrent saves queue here, so the version each one checks is still true.
    const rows = await tx.select().from(rolePrivileges).orderBy(asc(rolePrivileges.id)).for('update');
    const hierarchyRows = await tx.select().from(roleHierarchy).orderBy(asc(roleHierarchy.id)).for('update');
    const current = matrixOf(rows, hierarchyRows);
    if (current.version !== update.version) throw conflict(current);

    const wanted = structuredClone(current.privileges);
    for (const role of ROLES) {
      const sent = update.privileges[role];
      if (!sent) continue;
      wanted[role] = {};
      for (const namespace of NAMESPACES) {
        const actions = normalised(sent[namespace] ?? []);
        if (actions.length > 0) wanted[role][namespace] = actions;
      }
    }
    const wantedHierarchy: Hierarchy = { ...current.hierarchy };
    for (const role of ROLES) {
      const sent = update.hierarchy?.[role];
      if (sent) wantedHierarchy[role] = ROLES.filter((managed) => sent.includes(managed));
    }
    assertSomeoneEditsPrivileges(wanted);
    assertSomeoneManagesAdmins(wanted, wantedHierarchy);

    const rowOf = new Map(rows.map((row) => [`${row.role} ${row.namespace}`, row]));
    for (const role of ROLES) {
      for (const namespace of NAMESPACES) {
        const before = rowOf.get(`${role} ${namespace}`);
        const actions = wanted[role][namespace as Namespace] ?? [];
        if (before && normalised(before.actions).join() === actions.join()) continue;
        if (!before && actions.length === 0) continue;
        await writeCell(tx, request, before, { role, namespace, actions });
      }
    }
    const hierarchyRowOf = new Map(hierarchyRows.map((row) => [row.role, row]));
    for (const role of ROLES) {
      if (current.hierarchy[role].join() === wantedHierarchy[role].join()) continue;
      await writeHierarchy(tx, request, hierarchyRowOf.get(role), role, wantedHierarchy[role]);
    }
    return readMatrix(tx);
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function writeCell(
  tx: Transaction,
  request: FastifyRequest,
  before: PrivilegeRow | undefined,
  cell: { role: Role; namespace: Namespace; actions: Action[] },
) {
  const actorId = request.user?.id ?? null;
  if (before) {
    const [after] = await tx
      .update(rolePrivileges)
      .set({
        actions: cell.actions,
        version: sql`${rolePrivileges.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actorId,
      })
      .where(sql`${rolePrivileges.id} = ${before.id}`)
      .returning();
    await recordAudit(tx, request, {
      action: 'update',
      namespace: NAMESPACE,
      entityId: before.id,
      before: { ...before },
      after: { ...after! },
    });
    return;
  }
  const [created] = await tx
    .insert(rolePrivileges)
    .values({ ...cell, createdBy: actorId, updatedBy: actorId })
    .returning();
  await recordAudit(tx, request, {
    action: 'create',
    namespace: NAMESPACE,
    entityId: created!.id,
    after: created,
  });
}

/** One role's managed roles, as the editor saved them: a new version of its row (or its first), audited. */
async function writeHierarchy(
  tx: Transaction,
  request: FastifyRequest,
  before: HierarchyRow | undefined,
  role: Role,
  manages: Role[],
) {
  const actorId = request.user?.id ?? null;
  const [after] = before
    ? await tx
        .update(roleHierarchy)
        .set({
          manages,
          version: sql`${roleHierarchy.version} + 1`,
          updatedAt: new Date(),
          updatedBy: actorId,
        })
        .where(sql`${roleHierarchy.id} = ${before.id}`)
        .returning()
    : await tx
        .insert(roleHierarchy)
        .values({ role, manages, createdBy: actorId, updatedBy: actorId })
        .returning();
  await recordAudit(tx, request, {
    action: before ? 'update' : 'create',
    namespace: NAMESPACE,
    entityId: after!.id,
    before: before ? { role, manages: before.manages } : null,
    after: { role, manages: after!.manages },
  });
}
