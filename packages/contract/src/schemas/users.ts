import { resourceSchemas } from './resource-schemas.ts';
import { z } from 'zod';
import { USER_SORT_FIELDS } from './user-constants.ts';
import { LANGUAGES, ROLES } from '../constants.ts';
import { listQuerySchema, pageOf } from './envelope.ts';
import { lookupFlagInputSchema, lookupFlagQuerySchema, lookupFlagSchema } from './lookup-tables/index.ts';
import {
  API_PATH_OF_FIELD,
  USER_LIMITS,
  userIssues,
  type UserFieldValues,
  type UserRuleOptions,
} from './user-rules.ts';

/**
 * Users (issue 4, SPEC §2/§3/§5 User form, DESIGN §3/§4). Namespace `users`.
 *
 *   GET    /api/users                  UserListQuery → Page<User>       (users:list, row scope)
 *   GET    /api/users/{id}             → User                           (users:read; outside scope 404)
 *   POST   /api/users                  UserCreateBody → User (201)      (users:create + hierarchy)
 *   PUT    /api/users/{id}             UserUpdateBody → User            (users:update; the whole form)
 *   PATCH  /api/users/{id}             UserPatchBody → User             (users:update; any subset, e.g.
 *                                      { is_active: 0, version } or { profile_picture: key, version })
 *   DELETE /api/users/{id}?version=N   → User (soft delete)             (users:delete)
 *   POST   /api/users/{id}/restore     { version } → User               (ADMIN)
 *   GET    /api/users/me               → User                           (everyone)
 *   PATCH  /api/users/me               UserMePatchBody → User           (everyone; role and is_active
 *                                      may be sent but not changed)
 *
 * Field errors name the body's fields: `coordinates.lat`, `work_hours.start`… — `userFormFieldOf`
 * turns them into the form's field names. A body's rules are `userIssues` (user-rules.ts); a PATCH is
 * checked once merged with the stored user. Writes to an existing user carry its `version` (409).
 * Values a role does not have are refused when sent, and cleared when a role change makes them moot.
 * A password change, a deactivation or a role change signs that user out everywhere; when callers
 * change their own password the answer carries a fresh `access_token`.
 */

// ── Bodies ─────────────────────────────────────────────────────────────────────────────────────

/** Text of a body field: lengths and blanks are the rules' business (their messages), types are here. */
const text = (max: number) => z.string().max(max, 'common.too_long').nullable().optional();

const bodyShape = {
  role: text(32),
  first_name: text(USER_LIMITS.nameMax),
  last_name: text(USER_LIMITS.nameMax),
  email_address: text(USER_LIMITS.emailMax),
  /** Digit groups with hyphens (SPEC §5); a leading plus is accepted and dropped (SPEC §3). */
  phone_number: text(32),
  phone_extension: text(32),
  password: text(USER_LIMITS.passwordMax),
  password_confirmation: text(USER_LIMITS.passwordMax),
  /** A `countries` lookup item (its id). */
  country: text(64),
  /** A child item of that country (its id). */
  city: text(64),
  languages: z.array(z.string().max(8)).max(LANGUAGES.length).nullable().optional(),
  time_zone: text(16),
  work_hours: z
    .strictObject({ start: text(5), end: text(5) })
    .nullable()
    .optional(),
  coordinates: z
    .strictObject({ lat: text(32), lng: text(32) })
    .nullable()
    .optional(),
  address: text(USER_LIMITS.addressMax),
  /** 1 or 0 (true/false accepted), default 1. */
  is_active: lookupFlagInputSchema.optional(),
  /** An upload key issued to the caller (namespace `user`), or null to remove the picture. */
  profile_picture: z.string().max(300, 'common.too_long').nullable().optional(),
  /** ADMIN only: the REPRESENTATIVE managing a DEALER. Anyone else sending it is refused. */
  manager_id: z.uuid('common.invalid').nullable().optional(),
};
const version = z.number({ error: 'common.required' }).int().min(1);

type BodyValues = {
  [K in keyof typeof bodyShape]?: z.output<(typeof bodyShape)[K]>;
};
/** A body's values by form field name, for `userIssues`. */
export const userFieldValuesOfBody = (body: BodyValues): UserFieldValues => ({
  role: body.role,
  first_name: body.first_name,
  last_name: body.last_name,
  email_address: body.email_address,
  phone_number: body.phone_number,
  phone_extension: body.phone_extension,
  password: body.password,
  password_confirmation: body.password_confirmation,
  country: body.country,
  city: body.city,
  languages: body.languages,
  time_zone: body.time_zone,
  start_time: body.work_hours?.start,
  end_time: body.work_hours?.end,
  lat: body.coordinates?.lat,
  lng: body.coordinates?.lng,
  address: body.address,
});

/** The rules of a whole body, its issues reported at the body's own paths. */
const withUserRules = (mode: UserRuleOptions['mode']) => (body: BodyValues, context: z.RefinementCtx) => {
  for (const issue of userIssues(userFieldValuesOfBody(body), { mode, otherRoleValues: 'refuse' })) {
    const path = API_PATH_OF_FIELD[issue.field] ?? [issue.field];
    context.addIssue({ code: 'custom', path: [...path], message: issue.message });
  }
};

/** POST /api/users: every field of SPEC §3. */
export const userCreateBodySchema = z.strictObject(bodyShape).superRefine(withUserRules('create'));
export type UserCreateBody = z.input<typeof userCreateBodySchema>;

/** PUT /api/users/{id}: the whole form; password and profile_picture absent (or the placeholder) = unchanged. */
export const userUpdateBodySchema = z
  .strictObject({ ...bodyShape, version })
  .superRefine(withUserRules('update'));
export type UserUpdateBody = z.input<typeof userUpdateBodySchema>;

/** PATCH /api/users/{id}: any subset plus `version`; the rules run on the stored user merged with it. */
export const userPatchBodySchema = z.strictObject({ ...bodyShape, version });
export type UserPatchBody = z.input<typeof userPatchBodySchema>;

/** PATCH /api/users/me: the same without manager_id; role and is_active only unchanged. */
const { manager_id: _managerId, ...ownShape } = bodyShape;
export const userMePatchBodySchema = z.strictObject({ ...ownShape, version });
export type UserMePatchBody = z.input<typeof userMePatchBodySchema>;

/** DELETE takes the version in the query; restore in the body. */
export const userDeleteQuerySchema = z.object({
  version: z.coerce.number().int().min(1),
  lang: z.string().optional(),
});
export const userRestoreBodySchema = z.strictObject({ version });

// ── Answers ────────────────────────────────────────────────────────────────────────────────────

export const userSchema = z.object({
  id: z.uuid(),
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string().nullable(),
  /** The branch name for a DEALER, else first and last name. */
  display_name: z.string(),
  email_address: z.string(),
  /** Without a leading plus, e.g. 90-555-123-4567. */
  phone_number: z.string().nullable(),
  phone_extension: z.string().nullable(),
  /** Lookup item ids, and their names in the request's `lang`. */
  country: z.string().nullable(),
  country_name: z.string().nullable(),
  city: z.string().nullable(),
  city_name: z.string().nullable(),
  languages: z.array(z.enum(LANGUAGES)),
  time_zone: z.string().nullable(),
  work_hours: z.object({ start: z.string(), end: z.string() }).nullable(),
  coordinates: z.object({ lat: z.string(), lng: z.string() }).nullable(),
  address: z.string().nullable(),
  is_active: lookupFlagSchema,
  /** The storage key; `_url` and `_thumbnail_url` are where the image and its thumbnail are served. */
  profile_picture: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  profile_picture_thumbnail_url: z.string().nullable(),
  /** The REPRESENTATIVE managing this DEALER. */
  manager_id: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  /** Only after callers changed their own password: their old tokens stopped working, this one works. */
  access_token: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * A row of GET /api/users (issue 30): what the list, the dealer pickers and "View as" show; the whole user comes
 * from GET /api/users/{id}.
 */
export const userListItemSchema = userSchema.pick({
  id: true,
  role: true,
  first_name: true,
  last_name: true,
  display_name: true,
  email_address: true,
  phone_number: true,
  country_name: true,
  city_name: true,
  is_active: true,
  profile_picture_thumbnail_url: true,
  version: true,
  updated_at: true,
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userPageSchema = pageOf(userListItemSchema);
export type UserPage = z.infer<typeof userPageSchema>;

// ── Queries ────────────────────────────────────────────────────────────────────────────────────

const SORT_PATTERN = new RegExp(`^-?(${USER_SORT_FIELDS.join('|')})$`);

/**
 * GET /api/users: `q` searches first and last name, email and phone (digits match whatever the
 * hyphens); filters by role, is_active, country and city; `deleted=1` lists soft-deleted users (ADMIN).
 */
export const userListQuerySchema = listQuerySchema.extend({
  sort: z.string().regex(SORT_PATTERN, 'common.invalid').optional(),
  role: z.enum(ROLES, { error: 'common.invalid' }).optional(),
  is_active: lookupFlagQuerySchema.optional(),
  country: z.uuid('common.invalid').optional(),
  city: z.uuid('common.invalid').optional(),
  deleted: lookupFlagQuerySchema.optional(),
  /** `next_cursor` or `prev_cursor` of a page: the page beside it, as fast deep down as page 1. */
  cursor: z.string().max(2000).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** The routes of a user (the API's registration reads them). */
export const userResourceSchemas = resourceSchemas({
  record: userSchema,
  list: { query: userListQuerySchema, page: userPageSchema },
  create: userCreateBodySchema,
  update: { put: userUpdateBodySchema, patch: userPatchBodySchema },
  remove: userDeleteQuerySchema,
  restore: userRestoreBodySchema,
});
