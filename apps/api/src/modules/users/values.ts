import {
  normalizeStoredPhone,
  roleHasCoordinates,
  roleHasLastName,
  roleHasWorkHours,
  userFieldValuesOfBody,
  type Role,
  type UserField,
  type UserFieldValues,
} from '@coachyard/contract';
import type { UserRow } from '../../db/schema/index.ts';
import type { UserBody } from './schemas.ts';

/**
 * Conversions between the stored user, the values the shared rules read (form field names, SPEC §3)
 * and the columns a valid set of values is stored as.
 */

/** The stored user as the rules read it; a password never comes from the row. */
export const fieldValuesOfRow = (row: UserRow): UserFieldValues => ({
  role: row.role,
  first_name: row.firstName,
  last_name: row.lastName,
  email_address: row.emailAddress,
  phone_number: row.phoneNumber,
  phone_extension: row.phoneExtension,
  country: row.country,
  city: row.city,
  languages: row.languages,
  time_zone: row.timeZone,
  start_time: row.workHours?.start ?? null,
  end_time: row.workHours?.end ?? null,
  lat: row.coordinates?.lat ?? null,
  lng: row.coordinates?.lng ?? null,
  address: row.address,
});

const LAST_NAME_FIELDS: UserField[] = ['last_name'];
const COORDINATE_FIELDS: UserField[] = ['lat', 'lng'];
const WORK_HOUR_FIELDS: UserField[] = ['phone_extension', 'languages', 'time_zone', 'start_time', 'end_time'];

/** The stored values a role does not have, dropped: a role change clears them instead of failing on them. */
export function withoutOtherRoleValues(values: UserFieldValues, role: unknown): UserFieldValues {
  const dropped = [
    ...(roleHasLastName(role) ? [] : LAST_NAME_FIELDS),
    ...(roleHasCoordinates(role) ? [] : COORDINATE_FIELDS),
    ...(roleHasWorkHours(role) ? [] : WORK_HOUR_FIELDS),
  ];
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => !dropped.includes(field as UserField)),
  );
}

const PASSWORD_FIELDS: UserField[] = ['password', 'password_confirmation'];

/**
 * What a body sets. PATCH: the fields sent (null clears). PUT: the whole form, so an absent field is
 * blank — except the password, whose absence means "unchanged".
 */
export function sentValues(body: UserBody, replace: boolean): UserFieldValues {
  const values: UserFieldValues = userFieldValuesOfBody(body);
  if (body.work_hours === null) Object.assign(values, { start_time: null, end_time: null });
  if (body.coordinates === null) Object.assign(values, { lat: null, lng: null });
  const kept = Object.entries(values).filter(
    ([field, value]) => value !== undefined || (replace && !PASSWORD_FIELDS.includes(field as UserField)),
  );
  return Object.fromEntries(kept.map(([field, value]) => [field, value ?? null]));
}

const text = (value: string | null | undefined) => value?.trim() || null;

/** The columns of values that passed the rules: fields a role does not have are stored empty. */
export function columnsOfValues(values: UserFieldValues) {
  const role = values.role as Role;
  const representative = roleHasWorkHours(role);
  const located = roleHasCoordinates(role);
  return {
    role,
    firstName: text(values.first_name) ?? '',
    lastName: roleHasLastName(role) ? text(values.last_name) : null,
    emailAddress: text(values.email_address) ?? '',
    phoneNumber: text(values.phone_number) && normalizeStoredPhone(text(values.phone_number)!),
    phoneExtension: representative ? text(values.phone_extension) : null,
    country: text(values.country),
    city: text(values.city),
    languages: representative ? [...(values.languages ?? [])] : [],
    timeZone: representative ? text(values.time_zone) : null,
    workHours:
      representative && values.start_time && values.end_time
        ? { start: values.start_time.trim(), end: values.end_time.trim() }
        : null,
    coordinates:
      located && values.lat && values.lng ? { lat: values.lat.trim(), lng: values.lng.trim() } : null,
    address: text(values.address),
  };
}
