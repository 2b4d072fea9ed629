import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_SETTINGS,
  SETTINGS_GROUPS,
  SETTINGS_SCHEMAS,
  userDisplayName,
  workHourOptionsOf,
  type Role,
  type SettingsGroup,
  type SettingsGroupState,
  type SettingsHistoryEntry,
  type SettingsState,
  type SettingsValues,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { settings, settingsVersions, users, type SettingsRow } from '../../db/schema/index.ts';
import { AppError, invalidFields, notFound } from '../../lib/errors.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { fieldsFromIssues } from '../../plugins/errors.ts';
import { acceptUpload } from '../uploads/index.ts';
import { settingsChanges } from './diff.ts';

export const NAMESPACE = 'settings';
/** What reading the settings needs of the app, so modules that hold a narrower app can read them too. */
type SettingsReader = Pick<FastifyInstance, 'db' | 'config' | 'siteSettings'>;
const MEGABYTE = 1024 * 1024;

/**
 * A group's stored values as its schema reads them now: a field added to the schema after the row was written
 * takes its default, and a row that no longer fits falls back to the defaults rather than break every page.
 */
function valuesOf<G extends SettingsGroup>(group: G, stored: unknown): SettingsValues[G] {
  const merged = { ...DEFAULT_SETTINGS[group], ...(stored as object) };
  const parsed = SETTINGS_SCHEMAS[group].safeParse(merged);
  return (parsed.success ? parsed.data : DEFAULT_SETTINGS[group]) as SettingsValues[G];
}

export function presentGroup(row: SettingsRow): SettingsGroupState {
  const group = row.group as SettingsGroup;
  return {
    group,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
    values: valuesOf(group, row.values),
  };
}

/** Every group's row, creating the ones nobody has saved yet with their defaults (a fresh install). */
async function groupRows(db: Database): Promise<SettingsRow[]> {
  const rows = await db.select().from(settings);
  const missing = SETTINGS_GROUPS.filter((group) => !rows.some((row) => row.group === group));
  if (missing.length === 0) return rows;
  await db
    .insert(settings)
    .values(missing.map((group) => ({ group, values: DEFAULT_SETTINGS[group] })))
    .onConflictDoNothing();
  return db.select().from(settings);
}

async function loadSettings(db: Database): Promise<SettingsState> {
  const rows = await groupRows(db);
  return Object.fromEntries(
    SETTINGS_GROUPS.map((group) => [group, presentGroup(rows.find((row) => row.group === group)!)]),
  ) as SettingsState;
}

/**
 * The settings as this process knows them: read once and kept until this instance answers a write, or a few
 * seconds (plugins/write-cleared-caches.ts), so a change made through another instance shows within seconds
 * and no request pays a query for them.
 */
export const currentSettings = (app: SettingsReader): Promise<SettingsState> =>
  app.siteSettings.get('all', () => loadSettings(app.db));

/** The Listings limits in force: what staff chose, never above the ceilings the server's environment sets. */
export async function listingLimits(app: SettingsReader) {
  const { values } = (await currentSettings(app)).listings;
  return {
    photosPerAd: Math.min(values.photos_per_ad, app.config.ads.maxPhotos),
    uploadMaxBytes: Math.min(values.upload_max_megabytes * MEGABYTE, app.config.uploads.maxBytes),
  };
}

/** The start and end hours the user form offers now (the API refuses others when it saves a user). */
export async function offeredWorkHours(app: SettingsReader) {
  return workHourOptionsOf((await currentSettings(app)).working_hours.values);
}

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
