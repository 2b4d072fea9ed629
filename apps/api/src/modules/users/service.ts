import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isPasswordUnchanged,
  userApiFieldOf,
  userIssues,
  type Role,
  type User,
  type UserFieldValues,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { conflict, invalidFields, isUniqueViolation } from '../../lib/errors.ts';
import { visibleUsersScope } from '../../lib/scope.ts';
import { applyVersionedChange, insertAudited } from '../../lib/versioned.ts';
import { hashPassword } from '../auth/index.ts';
import { offeredWorkHours } from '../settings/index.ts';
import { acceptUpload, recordedThumbnails } from '../uploads/index.ts';
import { placeErrors, placeNames } from './places.ts';
import {
  actorOf,
  assertManageable,
  assertManagerFieldAllowed,
  assertOwnAccountRules,
  assertRoleAllowed,
  findVisibleUser,
  resolveManagerId,
} from './policy.ts';
import { presentUser } from './present.ts';
import { NAMESPACE, type UserBody } from './schemas.ts';
import { columnsOfValues, fieldValuesOfRow, sentValues, withoutOtherRoleValues } from './values.ts';

type App = Pick<FastifyInstance, 'db' | 'storage' | 'config' | 'tokens'>;
/** Saving a user also reads the Working hours settings. */
type SavingApp = App & Pick<FastifyInstance, 'siteSettings' | 'privileges'>;
const WORK_HOUR_FIELDS: ReadonlySet<string> = new Set(['start_time', 'end_time']);

/**
 * The rules of SPEC §5 on a user's values, as a 400 naming the body's fields. `only`: the fields a
 * PATCH touched — a user stored before a rule existed can still be deactivated or given a photo.
 */
async function assertRules(app: SavingApp, values: UserFieldValues, only?: ReadonlySet<string>) {
  const workHours = await offeredWorkHours(app);
  const issues = userIssues(values, { mode: 'update', otherRoleValues: 'refuse', workHours }).filter(
    (issue) => !only || only.has(issue.field),
  );
  if (issues.length === 0) return;
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[userApiFieldOf(issue.field)] ??= []).push(issue.message);
  throw invalidFields(fields);
}

/** One live user per email address, whatever its case (a unique index backs this check). */
async function assertEmailFree(db: Database, email: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`,
        isNull(users.deletedAt),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    );
  if (taken) throw invalidFields({ email_address: ['user.email_taken'] });
}

/** Two requests taking the same address at once: the index stops the second, which reads like the check. */
export async function withEmailCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ email_address: ['user.email_taken'] });
    throw error;
  }
}

/** The answer for rows of one request: lookup names in the request's language, image URLs. */
export async function presenterFor(app: App, request: FastifyRequest, rows: UserRow[]) {
  const names = await placeNames(
    app.db,
    rows.flatMap((row) => [row.country, row.city]),
    request.lang,
  );
  const thumbnails = await recordedThumbnails(
    app,
    rows.flatMap((row) => (row.profilePicture ? [row.profilePicture] : [])),
  );
  return (row: UserRow) => presentUser(row, { storage: app.storage, names, thumbnails });
}

/** A picture key is checked and bound to the user before it is stored (DESIGN §3). */
const acceptPicture = (app: App, request: FastifyRequest, key: string, userId: string) =>
  acceptUpload(app, request, key, { namespace: 'user', field: 'profile_picture', entity: `users:${userId}` });

/** POST /api/users. The body already passed the shared rules (userCreateBodySchema). */
export async function createUser(app: SavingApp, request: FastifyRequest, body: UserBody): Promise<User> {
  const actor = actorOf(request);
  const values = sentValues(body, true);
  const columns = columnsOfValues(values);
  assertRoleAllowed(await app.privileges.hierarchy(), actor, columns.role);
  assertManagerFieldAllowed(actor, body);
  const managerId = await resolveManagerId(app.db, actor, columns.role, body.manager_id, null);
  const places = await placeErrors(app.db, columns.country, columns.city);
  if (places) throw invalidFields(places);
  // The body's schema took any hour SPEC allows; the hours on offer are the settings' (read per request).
  await assertRules(app, values, WORK_HOUR_FIELDS);
  await assertEmailFree(app.db, columns.emailAddress);

  const id = randomUUID();
  const picture = body.profile_picture
    ? (await acceptPicture(app, request, body.profile_picture, id)).key
    : null;
  const passwordHash = await hashPassword(body.password!);
  const row = await withEmailCheck(() =>
    insertAudited(app.db, request, {
      table: users,
      namespace: NAMESPACE,
      values: {
        id,
        ...columns,
        passwordHash,
        managerId,
        isActive: body.is_active !== 0,
        profilePicture: picture,
      },
    }),
  );
  return (await presenterFor(app, request, [row]))(row);
}

export interface UpdateOptions {
  /** PUT: the body is the whole form. PATCH: only the fields sent change. */
  replace: boolean;
}

/**
 * PUT/PATCH /api/users/{id} and PATCH /api/users/me. The stored user merged with the body must pass
 * the same rules as the form; a password change, a deactivation or a role change revokes every token
 * of that user in the same transaction as the change.
 */
export async function updateUser(
  app: SavingApp,
  request: FastifyRequest,
  id: string,
  body: UserBody & { version: number },
  { replace }: UpdateOptions,
): Promise<User> {
  const actor = actorOf(request);
  const current = await findVisibleUser(app.db, actor, id);
  const present = await presenterFor(app, request, [current]);
  if (current.version !== body.version) throw conflict(present(current));
  const hierarchy = await app.privileges.hierarchy();
  assertManageable(hierarchy, actor, current);
  assertOwnAccountRules(actor, current, body);
  assertManagerFieldAllowed(actor, body);

  const nextRole = (body.role ?? current.role) as Role;
  const sent = sentValues(body, replace);
  const merged = { ...withoutOtherRoleValues(fieldValuesOfRow(current), nextRole), ...sent };
  const roleChanged = nextRole !== current.role;
  // A whole form, or a new role (which changes what is required), is checked in full.
  await assertRules(app, merged, replace || roleChanged ? undefined : touchedFields(sent));
  if (roleChanged) assertRoleAllowed(hierarchy, actor, nextRole);

  const columns = columnsOfValues(merged);
  if (columns.country !== current.country || columns.city !== current.city) {
    const places = await placeErrors(app.db, columns.country, columns.city);
    if (places) throw invalidFields(places);
  }
  if (columns.emailAddress.toLowerCase() !== current.emailAddress.toLowerCase())
    await assertEmailFree(app.db, columns.emailAddress, id);
  const managerId = await resolveManagerId(app.db, actor, nextRole, body.manager_id, current.managerId);

  const passwordChanged = !isPasswordUnchanged(body.password);
  const isActive = body.is_active === undefined ? current.isActive : body.is_active === 1;
  const deactivated = current.isActive && !isActive;
  let profilePicture = current.profilePicture;
  if (body.profile_picture === null) profilePicture = null;
  else if (body.profile_picture !== undefined && body.profile_picture !== current.profilePicture)
    profilePicture = (await acceptPicture(app, request, body.profile_picture, id)).key;

  const revokeTokens = passwordChanged || deactivated || roleChanged;
  const passwordHash = passwordChanged ? await hashPassword(body.password!) : undefined;
  // Names of the current and the new places: the answer, or a 409's current row, shows either.
  const presentEither = await presenterFor(app, request, [current, { ...current, ...columns }]);
  const answer = await withEmailCheck(() =>
    applyVersionedChange(app.db, request, {
      table: users,
      namespace: NAMESPACE,
      id,
      version: body.version,
      scope: visibleUsersScope(app.db, actor),
      present: presentEither,
      changes: {
        ...columns,
        managerId,
        isActive,
        profilePicture,
        ...(passwordHash ? { passwordHash } : {}),
        ...(revokeTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      } as Partial<UserRow>,
    }),
  );
  // Callers who changed their own password go on with a token of the new generation.
  if (passwordChanged && id === actor.id) answer.access_token = await freshToken(app, id);
  return answer;
}

/** The fields a PATCH sent; a password brings its confirmation along. */
function touchedFields(sent: UserFieldValues) {
  const fields = new Set<string>(Object.keys(sent));
  if (fields.has('password')) fields.add('password_confirmation');
  return fields;
}

async function freshToken(app: App, id: string) {
  const [row] = await app.db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, id));
  return app.tokens.issue(id, row!.tokenVersion).token;
}
