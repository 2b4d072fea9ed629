import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit-constants.ts';
import { ACTIONS, NAMESPACES, ROLES } from '../constants.ts';
import { privilegesSchema } from './auth.ts';
import { jsonValueSchema, versionSchema } from './envelope.ts';

/**
 * Administration (issue 17): the privilege matrix an ADMIN edits, and the audit trail with each record's history.
 */

/** The roles × namespaces × actions matrix of DESIGN §4, with one version for the whole of it. */
export const privilegeMatrixSchema = z.object({
  roles: z.array(z.enum(ROLES)),
  namespaces: z.array(z.enum(NAMESPACES)),
  actions: z.array(z.enum(ACTIONS)),
  privileges: z.record(z.enum(ROLES), privilegesSchema),
  hierarchy: z.record(z.enum(ROLES), z.array(z.enum(ROLES))),
  version: z.number().int(),
});
export type PrivilegeMatrix = z.infer<typeof privilegeMatrixSchema>;

/** PUT /api/privileges: every role's privileges as they should be, and the matrix version they were read at. */
export const privilegeMatrixUpdateSchema = z.strictObject({
  privileges: z.partialRecord(z.enum(ROLES), privilegesSchema),
  /** Which roles each role may create and manage; roles left out keep theirs. */
  hierarchy: z.partialRecord(z.enum(ROLES), z.array(z.enum(ROLES)).max(ROLES.length)).optional(),
  version: versionSchema,
});
export type PrivilegeMatrixUpdate = z.infer<typeof privilegeMatrixUpdateSchema>;

/** One changed field of an event: its value before and after (null when the field did not exist). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: jsonValueSchema,
  after: jsonValueSchema,
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  occurred_at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  actor_role: z.string().nullable(),
  action: z.string(),
  namespace: z.string(),
  record_id: z.string().nullable(),
  /** What a person calls the record ("2023 Karsan Atak · J4YEGKR7", "DEALER · dashboard"); null: none known. */
  record_label: z.string().nullable(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const optionalText = z.string().trim().max(200).optional();
const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional();

/** GET /api/audit filters; `cursor` is the `next_cursor` of the previous page. */
export const auditListQuerySchema = z.object({
  actor: z.string().uuid().optional(),
  namespace: optionalText,
  record: optionalText,
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: dayOrInstant,
  to: dayOrInstant,
  q: optionalText,
  cursor: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  lang: z.string().optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** A page of the trail, newest first. No total: counting a million events would cost more than the page. */
/** Names of the ids the changes hold (a brand, a city, a dealer), so a reader sees "Setra", not an id. */
const namesSchema = z.record(z.string(), z.string());

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  names: namesSchema,
  per_page: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/audit/history/{namespace}/{id}: one record's events, newest first, and its current version. */
export const recordHistorySchema = z.object({
  namespace: z.string(),
  record_id: z.string(),
  /** What a person calls the record, as in the trail. */
  label: z.string(),
  version: z.number().int(),
  can_restore: z.boolean(),
  events: z.array(auditEventSchema),
  names: namesSchema,
});
export type RecordHistory = z.infer<typeof recordHistorySchema>;

/** POST …/restore: bring the record back to how it was right after `event_id`, if it is still at `version`. */
export const recordRestoreSchema = z.strictObject({
  event_id: z.string().regex(/^\d{1,19}$/),
  version: versionSchema,
});
export type RecordRestore = z.infer<typeof recordRestoreSchema>;

/**
 * A user's own choices that follow them to any browser (issue 17), one row per key: for now the columns each
 * list shows. Keys name the list (`list-columns.advertisements`), so a new list needs no new endpoint.
 */
export const PREFERENCE_KEY_PATTERN = /^list-columns\.[a-z0-9_-]{1,60}$/;
export const preferenceValueSchema = z.strictObject({
  /** The columns the user turned off; a column added later shows until they turn it off too. */
  hidden_columns: z.array(z.string().regex(/^[a-z0-9_-]{1,60}$/i)).max(50),
  /** The columns a list hides until asked for that the user turned on. */
  shown_columns: z
    .array(z.string().regex(/^[a-z0-9_-]{1,60}$/i))
    .max(50)
    .optional(),
});
export type PreferenceValue = z.infer<typeof preferenceValueSchema>;

export const preferenceSchema = z.object({
  key: z.string(),
  value: preferenceValueSchema,
  version: z.number().int(),
});
export type Preference = z.infer<typeof preferenceSchema>;

/** PUT /api/users/me/preferences/{key}: `version` of the stored choice, or 0 for the first one. */
export const preferenceUpdateSchema = z.strictObject({
  value: preferenceValueSchema,
  version: z.number().int().min(0),
});
export type PreferenceUpdate = z.infer<typeof preferenceUpdateSchema>;

/** GET /api/audit/retention: how long events are kept, and the instant before which the next purge deletes. */
export const auditRetentionSchema = z.object({
  retention_days: z.number().int(),
  purge_before: z.string(),
});
export type AuditRetention = z.infer<typeof auditRetentionSchema>;

/** POST /api/privileges/view-as: the user (of the role to check) whose screens an ADMIN sees, read-only. */
export const viewAsRequestSchema = z.strictObject({ user_id: z.uuid() });
export type ViewAsRequest = z.infer<typeof viewAsRequestSchema>;
