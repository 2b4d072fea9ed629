import { TIME_ZONES, type Language, type Role } from '../constants.ts';
import { normalizeStoredPhone } from '../format/phone.ts';
import {
  PASSWORD_PLACEHOLDER,
  roleHasCoordinates,
  roleHasLastName,
  roleHasWorkHours,
  type UserFieldValues,
} from './user-rules.ts';
import type { User, UserCreateBody } from './users.ts';

/**
 * The User form's values (SPEC §2/§3/§4): flat fields named as SPEC §3, and the conversions between the form, the
 * API body and the API's User. Its rules are `makeUserFormSchema` (user-form-schema.ts), apart, so that the form
 * loads zod only once it checks (the screens' weight budget, issue 30).
 */

/** What the form holds: the rules' values (blanks '' or null), with `is_active` a switch's boolean or the API's 1/0. */
export interface UserFormValues extends Omit<UserFieldValues, 'languages'> {
  languages?: string[] | null;
  is_active?: 0 | 1 | boolean;
  profile_picture?: string | null;
}

export interface UserFormOptions {
  mode: 'create' | 'update';
  /** Update mode: the Change toggle is on (SPEC §4). Create mode always requires a password. */
  passwordChanging?: boolean;
}

/** The GMT±hh:00 entry (TIME_ZONES) nearest to an offset east of UTC in minutes; default the browser's. */
export function timeZoneOfOffset(offsetMinutes: number = -new Date().getTimezoneOffset()): string {
  const hours = Math.max(-12, Math.min(12, Math.round(offsetMinutes / 60)));
  return TIME_ZONES[hours + 12]!;
}

/** A new form (SPEC §3 defaults): the profile's country, the first city, the first role, local time zone. */
export const newUserFormValues = (defaults: {
  role: Role;
  country?: string | null;
  city?: string | null;
}): UserFormValues => ({
  role: defaults.role,
  first_name: '',
  last_name: '',
  email_address: '',
  phone_number: '',
  phone_extension: '',
  password: '',
  password_confirmation: '',
  country: defaults.country ?? null,
  city: defaults.city ?? null,
  languages: [],
  time_zone: timeZoneOfOffset(),
  start_time: null,
  end_time: null,
  lat: '',
  lng: '',
  address: '',
  is_active: 1,
  profile_picture: null,
});

/** An existing user in the form, update mode: the password locked behind the placeholder. */
export const userToFormValues = (user: User): UserFormValues => ({
  role: user.role,
  first_name: user.first_name,
  last_name: user.last_name ?? '',
  email_address: user.email_address,
  phone_number: user.phone_number ?? '',
  phone_extension: user.phone_extension ?? '',
  password: PASSWORD_PLACEHOLDER,
  password_confirmation: PASSWORD_PLACEHOLDER,
  country: user.country,
  city: user.city,
  languages: user.languages,
  time_zone: user.time_zone ?? timeZoneOfOffset(),
  start_time: user.work_hours?.start ?? null,
  end_time: user.work_hours?.end ?? null,
  lat: user.coordinates?.lat ?? '',
  lng: user.coordinates?.lng ?? '',
  address: user.address ?? '',
  is_active: user.is_active,
  profile_picture: user.profile_picture,
});

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/**
 * The body of POST (create) or PUT (update, add `version`) from valid form values: fields of other
 * roles sent empty, work hours and coordinates nested, the phone without a plus, and in update mode
 * the password left out unless the Change toggle is on (SPEC §4). The picture is patched separately.
 */
export function userFormToBody(values: UserFormValues, { mode, passwordChanging = false }: UserFormOptions) {
  const role = values.role ?? null;
  const representative = roleHasWorkHours(role);
  const body: UserCreateBody = {
    role,
    first_name: trimmed(values.first_name),
    last_name: roleHasLastName(role) ? trimmed(values.last_name) : null,
    email_address: trimmed(values.email_address),
    phone_number: values.phone_number ? normalizeStoredPhone(values.phone_number) : null,
    phone_extension: representative ? trimmed(values.phone_extension) : null,
    country: values.country ?? null,
    city: values.city ?? null,
    languages: representative ? ((values.languages ?? []) as Language[]) : [],
    time_zone: representative ? (values.time_zone ?? null) : null,
    work_hours: representative ? { start: values.start_time ?? null, end: values.end_time ?? null } : null,
    coordinates: roleHasCoordinates(role) ? { lat: trimmed(values.lat), lng: trimmed(values.lng) } : null,
    address: trimmed(values.address),
    is_active: values.is_active === 0 || values.is_active === false ? 0 : 1,
  };
  if (mode === 'create' || passwordChanging) {
    body.password = values.password ?? '';
    body.password_confirmation = values.password_confirmation ?? '';
  }
  return body;
}
