import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SETTINGS_SCHEMAS,
  userDisplayName,
  type Role,
  type SettingsGroup,
  type SettingsGroupState,
  type SettingsHistoryEntry,
  type SettingsValues,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { settings, settingsVersions, users, type SettingsRow } from '../../db/schema/index.ts';
import { AppError, invalidFields, notFound } from '../../lib/errors.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { fieldsFromIssues } from '../../plugins/errors.ts';
import { acceptUpload } from '../uploads/index.ts';
import { groupRows, MEGABYTE, presentGroup, valuesOf } from './current.ts';
import { settingsChanges } from './diff.ts';

export const NAMESPACE = 'settings';

/** Checks a group's new values with its contract schema; field paths are those of the request body. */
function checkedValues<G extends SettingsGroup>(
  group: G,
  values: unknown,
  language: string,
): SettingsValues[G] {
  const parsed = SETTINGS_SCHEMAS[group].safeParse(values);
  if (parsed.success) return parsed.data as SettingsValues[G];
  const fields = fieldsFromIssues(
    parsed.error.issues.map((issue) => ({ ...issue, path: ['values', ...issue.path] })),
    language,
  );
  throw new AppError('VALIDATION', 'errors.validation', { fields });
}

/** What only the server knows: its configured ceilings, and whether a new logo is an upload of the caller's. */
async function checkServerRules(
  app: FastifyInstance,
  request: FastifyRequest,
  group: SettingsGroup,
  values: SettingsValues[SettingsGroup],
  before: SettingsGroupState,
) {
  if (group === 'listings') {
    const listings = values as SettingsValues['listings'];
    const fields: Record<string, string[]> = {};
    if (listings.photos_per_ad > app.config.ads.maxPhotos)
      fields['values.photos_per_ad'] = ['settings.above_server_limit'];
    if (listings.upload_max_megabytes * MEGABYTE > app.config.uploads.maxBytes)
      fields['values.upload_max_megabytes'] = ['settings.above_server_limit'];
    if (Object.keys(fields).length > 0) throw invalidFields(fields);
  }
  if (group === 'leads') {
    // FAQ and contact leads go to this person: an active ADMIN or REPRESENTATIVE (DESIGN §4's inbox holders).
    const chosen = (values as SettingsValues['leads']).inbox_user_id;
    const [holder] = chosen
      ? await app.db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.id, chosen),
              eq(users.isActive, true),
              isNull(users.deletedAt),
              inArray(users.role, ['ADMIN', 'REPRESENTATIVE']),
            ),
          )
      : [];
    if (chosen && !holder) throw invalidFields({ 'values.inbox_user_id': ['settings.inbox_user_invalid'] });
  }
  if (group === 'site') {
    const logo = (values as SettingsValues['site']).logo_key;
    if (logo && logo !== (before.values as SettingsValues['site']).logo_key)
      await acceptUpload(app, request, logo, {
        namespace: 'media',
        field: 'values.logo_key',
        entity: 'settings:site',
      });
  }
}

async function rowOf(db: Database, group: SettingsGroup): Promise<SettingsRow> {
  await groupRows(db);
  const [row] = await db.select().from(settings).where(eq(settings.group, group));
  return row!;
}

/**
 * Saves a group's values if it is still at `version` (else 409 with the current group), audited in the same
 * transaction; the trigger of migration 0006 keeps the new version in the history.
 */
export async function saveGroup(
  app: FastifyInstance,
  request: FastifyRequest,
  group: SettingsGroup,
  change: { version: number; values: unknown; merge?: boolean; action?: 'update' | 'restore' },
): Promise<SettingsGroupState> {
  const row = await rowOf(app.db, group);
  const before = presentGroup(row);
  const given = change.merge ? { ...before.values, ...(change.values as object) } : change.values;
  const values = checkedValues(group, given, request.lang);
  await checkServerRules(app, request, group, values, before);
  return applyVersionedChange(app.db, request, {
    table: settings,
    namespace: NAMESPACE,
    id: row.id,
    version: change.version,
    changes: { values },
    action: change.action ?? 'update',
    present: presentGroup,
  });
}

/** The group's versions, newest first, each with who saved it, when, and what it changed from the one before. */
export async function historyOf(db: Database, group: SettingsGroup): Promise<SettingsHistoryEntry[]> {
  const rows = await db
    .select({
      version: settingsVersions.version,
      values: settingsVersions.values,
      changedAt: settingsVersions.changedAt,
      changedBy: settingsVersions.changedBy,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(settingsVersions)
    .leftJoin(users, eq(users.id, settingsVersions.changedBy))
    .where(eq(settingsVersions.group, group))
    .orderBy(desc(settingsVersions.version));
  return rows.map((row, index) => ({
    version: row.version,
    changed_at: row.changedAt.toISOString(),
    changed_by:
      row.changedBy && row.firstName
        ? {
            id: row.changedBy,
            name: userDisplayName({
              role: row.role as Role,
              first_name: row.firstName,
              last_name: row.lastName,
            }),
          }
        : null,
    current: index === 0,
    // The first version changed nothing: it is where the group started.
    changes: rows[index + 1] ? settingsChanges(rows[index + 1]!.values, row.values) : [],
  }));
}

/** Restores an earlier version's values as a new version (audited as `restore`). */
export async function restoreVersion(
  app: FastifyInstance,
  request: FastifyRequest,
  group: SettingsGroup,
  restored: number,
  version: number,
): Promise<SettingsGroupState> {
  const [earlier] = await app.db
    .select()
    .from(settingsVersions)
    .where(and(eq(settingsVersions.group, group), eq(settingsVersions.version, restored)));
  if (!earlier) throw notFound();
  return saveGroup(app, request, group, {
    version,
    values: valuesOf(group, earlier.values),
    action: 'restore',
  });
}
