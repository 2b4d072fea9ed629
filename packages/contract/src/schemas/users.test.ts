import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  makeUserFormSchema,
  newUserFormValues,
  PASSWORD_PLACEHOLDER,
  timeZoneOfOffset,
  userCreateBodySchema,
  userFormFieldOf,
  userFormToBody,
  userToFormValues,
  userUpdateBodySchema,
  type User,
  type UserFormValues,
} from '../index.ts';

const COUNTRY = '6c1f3c9e-1111-4000-8000-000000000001';
const CITY = '6c1f3c9e-1111-4000-8000-000000000002';

const filledDealer = (): UserFormValues => ({
  ...newUserFormValues({ role: 'DEALER', country: COUNTRY, city: CITY }),
  first_name: 'Anadolu Otobüs Merkezi – Bursa',
  last_name: 'left over from another role',
  email_address: 'bursa@anadolu.test',
  phone_number: '90-224-555-0182',
  password: 'Strong-Pass-1',
  password_confirmation: 'Strong-Pass-1',
  lat: '40.2305',
  lng: '29.0092',
  address: 'Yeni Yalova Yolu Cd. 412, Bursa',
  languages: ['tr'],
});

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the User form schema', () => {
  it('requires what SPEC §5 requires of a new representative, as message keys at the form fields', () => {
    const result = makeUserFormSchema({ mode: 'create' }).safeParse(
      newUserFormValues({ role: 'REPRESENTATIVE' }),
    );
    expect(issuesOf(result)).toMatchObject({
      first_name: 'user.first_name_required',
      last_name: 'user.last_name_required',
      lat: 'user.lat_required',
      lng: 'user.lng_required',
      phone_extension: 'user.extension_required',
      languages: 'user.languages_required',
      start_time: 'user.start_time_required',
      end_time: 'user.end_time_required',
      password: 'user.password_required',
      country: 'user.country_required',
    });
  });

  it('ignores the hidden fields of another role, and the body leaves them empty', () => {
    const values = filledDealer();
    expect(makeUserFormSchema({ mode: 'create' }).safeParse(values).success).toBe(true);
    const body = userFormToBody(values, { mode: 'create' });
    expect(body).toMatchObject({
      last_name: null,
      languages: [],
      work_hours: null,
      coordinates: { lat: '40.2305', lng: '29.0092' },
    });
    expect(userCreateBodySchema.safeParse(body).success).toBe(true);
  });

  it('treats a locked password as filled in update mode and leaves it out of the body', () => {
    const user = {
      ...userFormToBody(filledDealer(), { mode: 'create' }),
      id: '6c1f3c9e-1111-4000-8000-000000000003',
      role: 'DEALER',
      first_name: 'Anadolu Otobüs Merkezi – Bursa',
      last_name: null,
      email_address: 'bursa@anadolu.test',
      is_active: 1,
      profile_picture: null,
    } as unknown as User;
    const values = userToFormValues(user);
    expect(values.password).toBe(PASSWORD_PLACEHOLDER);
    expect(makeUserFormSchema({ mode: 'update' }).safeParse(values).success).toBe(true);
    const changing = makeUserFormSchema({ mode: 'update', passwordChanging: true }).safeParse({
      ...values,
      password: 'short',
    });
    expect(issuesOf(changing)).toMatchObject({ password: 'user.password_min' });
    const body = userFormToBody(values, { mode: 'update' });
    expect(body).not.toHaveProperty('password');
    expect(userUpdateBodySchema.safeParse({ ...body, version: 3 }).success).toBe(true);
  });

  it('maps API field errors back onto form fields, and picks the local time zone', () => {
    expect(userFormFieldOf('coordinates.lat')).toBe('lat');
    expect(userFormFieldOf('work_hours.end')).toBe('end_time');
    expect(userFormFieldOf('email_address')).toBe('email_address');
    expect(timeZoneOfOffset(180)).toBe('GMT+03:00');
    expect(timeZoneOfOffset(-300)).toBe('GMT-05:00');
    expect(timeZoneOfOffset(14 * 60)).toBe('GMT+12:00');
  });
});

describe('the email rule', () => {
  it("is zod's own pattern, which the forms hold without zod", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });
});
