import {
  ACTIONS,
  NAMESPACES,
  ROLES,
  type Action,
  type Hierarchy,
  type Namespace,
  type PermissionsResponse,
  type Privileges,
  type Role,
} from '@coachyard/contract';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const knownValues =
  <T extends string>(values: readonly T[]) =>
  (list: unknown): T[] =>
    Array.isArray(list)
      ? list.filter((value): value is T => (values as readonly unknown[]).includes(value))
      : [];
const knownActions = knownValues<Action>(ACTIONS);
const knownRoles = knownValues<Role>(ROLES);

/**
 * Reads GET /users/permissions?role=ROLE (SPEC §7) against permissionsResponseSchema's shape, leniently
 * and without zod (it runs during sign-in, and in the app's entry: `app/early-start.ts`): a namespace or action
 * this build does not know yet is dropped instead of emptying the whole menu.
 */
export function toPermissions(answer: unknown): PermissionsResponse {
  if (!isRecord(answer) || !isRecord(answer.privileges))
    throw new Error('The permissions answer has no privileges');
  const privileges: Privileges = {};
  for (const namespace of NAMESPACES) {
    if (namespace in answer.privileges) privileges[namespace] = knownActions(answer.privileges[namespace]);
  }
  const hierarchyAnswer = isRecord(answer.hierarchy) ? answer.hierarchy : {};
  const hierarchy = Object.fromEntries(
    ROLES.map((role) => [role, knownRoles(hierarchyAnswer[role])]),
  ) as Hierarchy;
  return { privileges, hierarchy };
}

/** Whether `permissions` open the screens of `namespace`. */
export const mayOpen = (permissions: PermissionsResponse, namespace: Namespace) =>
  (permissions.privileges[namespace]?.length ?? 0) > 0;
