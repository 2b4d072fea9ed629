import {
  ALLOWED_ROLES_FOR_COORDINATES,
  DEALER_ROLE,
  LANGUAGES,
  LIMITS,
  ROLE_WITH_WORK_HOURS,
  WORK_HOUR_BOUNDS,
  TIME_ZONES,
  isRole,
  type Role,
} from '../constants.ts';
import { normalizeStoredPhone, PHONE_PATTERN } from '../format/phone.ts';
import type { MessageKey } from '../messages/index.ts';

/**
 * The User form's rules (SPEC §5 "User form"), written once over plain values named like the form's
 * fields (SPEC §3). The web form, the API's bodies and the API's merged PATCH state all run this one
 * function, so a rule and its message key cannot drift apart.
 */

/** What a locked password field holds and sends in update mode (SPEC §4): "not being changed". */
export const PASSWORD_PLACEHOLDER = '********';

export const USER_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMax: 256,
  addressMax: 500,
  extensionMax: 10,
} as const;

/** Every value a rule reads, by form field name; blanks may be '', null, undefined or []. */
export interface UserFieldValues {
  role?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email_address?: string | null;
  phone_number?: string | null;
  phone_extension?: string | null;
  password?: string | null;
  password_confirmation?: string | null;
  country?: string | null;
  city?: string | null;
  languages?: readonly string[] | null;
  time_zone?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  lat?: string | null;
  lng?: string | null;
  address?: string | null;
}
export type UserField = keyof UserFieldValues;

export interface UserIssue {
  field: UserField;
  message: MessageKey;
}

export interface UserRuleOptions {
  /** create: a password is always required; update: only while it is being changed. */
  mode: 'create' | 'update';
  /**
   * Update mode only: whether the password is being changed (the form's Change toggle). Absent: it is
   * being changed unless it is missing or the placeholder (what the API reads from a body).
   */
  passwordChanging?: boolean;
  /**
   * A filled value the role does not have (a DEALER's last name, an ADMIN's coordinates): the form
   * ignores its hidden fields ('ignore'); the API refuses what a client sent ('refuse').
   */
  otherRoleValues?: 'ignore' | 'refuse';
  /**
   * The start and end hours on offer (the Working hours settings, which the API reads when it saves). Absent:
   * any whole hour within SPEC's bounds, the widest the settings can offer.
   */
  workHours?: { start: readonly string[]; end: readonly string[] };
}

/** Where a form field lives in a body: the nested ones are work_hours and coordinates (SPEC §3). */
export const API_PATH_OF_FIELD: Partial<Record<UserField, readonly [string, string]>> = {
  start_time: ['work_hours', 'start'],
  end_time: ['work_hours', 'end'],
  lat: ['coordinates', 'lat'],
  lng: ['coordinates', 'lng'],
};
/** `lat` → `coordinates.lat`: the name of a form field in API errors. */
export const userApiFieldOf = (field: UserField) => API_PATH_OF_FIELD[field]?.join('.') ?? field;
/** `coordinates.lat` → `lat`: the form field an API field error belongs to. */
export const userFormFieldOf = (apiField: string): string =>
  (Object.entries(API_PATH_OF_FIELD).find(([, path]) => path.join('.') === apiField)?.[0] as string) ??
  apiField;

/** Roles whose users have a position on the map (SPEC §2 allowedRolesForCoordinates). */
export const roleHasCoordinates = (role: unknown) =>
  isRole(role) && ALLOWED_ROLES_FOR_COORDINATES.includes(role);
/** The role with extension, languages, time zone and work hours (SPEC's "one role"). */
export const roleHasWorkHours = (role: unknown) => role === ROLE_WITH_WORK_HOURS;
/** A dealer's first_name is its branch name and it has no last name. */
export const roleHasLastName = (role: unknown) => role !== DEALER_ROLE;

/** Missing, null or the placeholder: the password stays as it is (update mode). */
export const isPasswordUnchanged = (password: string | null | undefined) =>
  password === undefined || password === null || password === PASSWORD_PLACEHOLDER;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COORDINATE = /^-?\d{1,3}(\.\d+)?$/;
const EXTENSION = /^\d+$/;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** `hh:00` with the hour within `bounds`. */
const isWholeHourWithin = (time: string, bounds: { from: number; to: number }) =>
  /^\d{2}:00$/.test(time) && Number(time.slice(0, 2)) >= bounds.from && Number(time.slice(0, 2)) <= bounds.to;

/** zod's email pattern (`z.regexes.email`, which users.test.ts holds it to), without loading zod in the forms. */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's source character for character, escapes included
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
export const isValidCoordinate = (value: string, limit: 90 | 180) =>
  COORDINATE.test(value) && Math.abs(Number(value)) <= limit;

/** Every broken rule, at most one per field, first rule first (what the form shows under a field). */
export function userIssues(values: UserFieldValues, options: UserRuleOptions): UserIssue[] {
  const issues: UserIssue[] = [];
  const failed = new Set<UserField>();
  const add = (field: UserField, message: MessageKey) => {
    if (failed.has(field)) return;
    failed.add(field);
    issues.push({ field, message });
  };
  const { role } = values;
  const knownRole: Role | null = isRole(role) ? role : null;
  /** A field the role does not have: ignored, or refused when the caller sent a value. */
  const notForRole = (field: UserField) => {
    if (options.otherRoleValues === 'refuse' && !isBlank(values[field])) add(field, 'user.not_for_role');
  };
  const name = (field: 'first_name' | 'last_name', required: MessageKey, short: MessageKey) => {
    const text = textOf(values[field]);
    if (!text) add(field, required);
    else if (text.length < LIMITS.nameMin) add(field, short);
    else if (text.length > USER_LIMITS.nameMax) add(field, 'common.too_long');
  };
  const required = (field: UserField, message: MessageKey, max: number) => {
    const text = textOf(values[field]);
    if (!text) add(field, message);
    else if (text.length > max) add(field, 'common.too_long');
    return text;
  };

  if (isBlank(role)) add('role', 'user.role_required');
  else if (!knownRole) add('role', 'common.invalid');

  if (knownRole === DEALER_ROLE) {
    name('first_name', 'user.branch_name_required', 'user.branch_name_min');
    notForRole('last_name');
  } else {
    name('first_name', 'user.first_name_required', 'user.first_name_min');
    name('last_name', 'user.last_name_required', 'user.last_name_min');
  }

  const email = required('email_address', 'user.email_required', USER_LIMITS.emailMax);
  if (email && !isValidEmail(email)) add('email_address', 'user.email_invalid');

  const phone = normalizeStoredPhone(required('phone_number', 'user.phone_required', 32));
  if (phone && !PHONE_PATTERN.test(phone)) add('phone_number', 'user.phone_invalid');

  passwordIssues(values, options, add);

  const country = required('country', 'user.country_required', 64);
  if (country && !UUID.test(country)) add('country', 'user.country_invalid');
  const city = required('city', 'user.city_required', 64);
  if (city && !UUID.test(city)) add('city', 'user.city_not_in_country');
  required('address', 'user.address_required', USER_LIMITS.addressMax);

  if (knownRole) {
    coordinateIssues(values, roleHasCoordinates(knownRole), add, notForRole);
    workHourIssues(values, roleHasWorkHours(knownRole), add, notForRole, options.workHours);
  }
  return issues;
}

type Add = (field: UserField, message: MessageKey) => void;

function passwordIssues(values: UserFieldValues, options: UserRuleOptions, add: Add) {
  const changing =
    options.mode === 'create' || (options.passwordChanging ?? !isPasswordUnchanged(values.password));
  const password = values.password ?? '';
  const confirmation = values.password_confirmation ?? '';
  if (!changing) {
    // Locked: the confirmation may only be empty, the placeholder, or the same as the password field.
    if (confirmation !== '' && confirmation !== PASSWORD_PLACEHOLDER && confirmation !== password)
      add('password_confirmation', 'user.password_confirmation_mismatch');
    return;
  }
  // Without a password there is nothing to confirm yet: one message, on the password.
  if (!password) return add('password', 'user.password_required');
  if (password.length < LIMITS.userPasswordMin) add('password', 'user.password_min');
  else if (password.length > USER_LIMITS.passwordMax) add('password', 'common.too_long');
  // A new password is confirmed by typing it again; the placeholder stands only for "unchanged".
  if (!confirmation) add('password_confirmation', 'user.password_confirmation_required');
  else if (confirmation !== password) add('password_confirmation', 'user.password_confirmation_mismatch');
}

function coordinateIssues(
  values: UserFieldValues,
  applies: boolean,
  add: Add,
  notForRole: (field: UserField) => void,
) {
  const fields = [
    ['lat', 'user.lat_required', 90],
    ['lng', 'user.lng_required', 180],
  ] as const;
  for (const [field, requiredMessage, limit] of fields) {
    if (!applies) {
      notForRole(field);
      continue;
    }
    const text = textOf(values[field]);
    // requiredIf (SPEC §5): required because the role is in allowedRolesForCoordinates.
    if (!text) add(field, requiredMessage);
    else if (text.length > LIMITS.coordinateMax) add(field, 'user.coordinate_max');
    else if (!isValidCoordinate(text, limit)) add(field, 'user.coordinate_invalid');
  }
}

function workHourIssues(
  values: UserFieldValues,
  applies: boolean,
  add: Add,
  notForRole: (field: UserField) => void,
  offered: UserRuleOptions['workHours'],
) {
  const fields: UserField[] = ['phone_extension', 'languages', 'time_zone', 'start_time', 'end_time'];
  if (!applies) {
    fields.forEach(notForRole);
    return;
  }
  const extension = textOf(values.phone_extension);
  if (!extension) add('phone_extension', 'user.extension_required');
  else if (extension.length > USER_LIMITS.extensionMax || !EXTENSION.test(extension))
    add('phone_extension', 'user.extension_invalid');

  const languages = values.languages ?? [];
  if (languages.length === 0) add('languages', 'user.languages_required');
  else if (
    languages.some((code) => !(LANGUAGES as readonly string[]).includes(code)) ||
    new Set(languages).size !== languages.length
  )
    add('languages', 'common.invalid');

  const timeZone = textOf(values.time_zone);
  if (!timeZone) add('time_zone', 'user.time_zone_required');
  else if (!TIME_ZONES.includes(timeZone)) add('time_zone', 'common.invalid');

  const start = textOf(values.start_time);
  const end = textOf(values.end_time);
  const startValid = offered
    ? offered.start.includes(start)
    : isWholeHourWithin(start, WORK_HOUR_BOUNDS.start);
  const endValid = offered ? offered.end.includes(end) : isWholeHourWithin(end, WORK_HOUR_BOUNDS.end);
  if (!start) add('start_time', 'user.start_time_required');
  else if (!startValid) add('start_time', 'common.invalid');
  if (!end) add('end_time', 'user.end_time_required');
  else if (!endValid) add('end_time', 'common.invalid');
  else if (startValid && end <= start) add('end_time', 'user.end_before_start');
}
