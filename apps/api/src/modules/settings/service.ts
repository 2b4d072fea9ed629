import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SETTINGS_SCHEMAS,
  type SettingsGroup,
  type SettingsGroupState,
  type SettingsValues,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { settings, users, type SettingsRow } from '../../db/schema/index.ts';
import { AppError, invalidFields } from '../../lib/errors.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { fieldsFromIssues } from '../../plugins/errors.ts';
import { acceptUpload } from '../uploads/index.ts';
import { groupRows, MEGABYTE, presentGroup } from './current.ts';

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
 * transaction: the audit event is the group's history (settings/history.ts).
 */
export async function saveGroup(
  app: FastifyInstance,
  request: FastifyRequest,
  group: SettingsGroup,
  change: { version: number; values: unknown; merge?: boolean },
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
    action: 'update',
    present: presentGroup,
  });
}
