import { describe, expect, it } from 'vitest';
import { createUser, fieldsOf, message, validBody, formRulesSuite } from './users-support.ts';

const { suite, create, expectRefused } = formRulesSuite();

describe('coordinates: required for DEALER and REPRESENTATIVE only (allowedRolesForCoordinates)', () => {
  it.each(['DEALER', 'REPRESENTATIVE'] as const)('%s needs lat and lng', async (role) => {
    await expectRefused(
      role,
      { coordinates: { lat: '40.19', lng: '' } },
      'coordinates.lng',
      'user.lng_required',
    );
    const response = await create(validBody(suite.places, role, { coordinates: null }));
    expect(fieldsOf(response)).toEqual({
      'coordinates.lat': [message('user.lat_required')],
      'coordinates.lng': [message('user.lng_required')],
    });
  });

  it('refuses a coordinate longer than 12 characters, or not a coordinate', async () => {
    await expectRefused(
      'DEALER',
      { coordinates: { lat: '40.1950000001', lng: '29.06' } },
      'coordinates.lat',
      'user.coordinate_max',
    );
    await expectRefused(
      'DEALER',
      { coordinates: { lat: '40.19', lng: '29.0.6' } },
      'coordinates.lng',
      'user.coordinate_invalid',
    );
    await expectRefused(
      'DEALER',
      { coordinates: { lat: '95', lng: '29.06' } },
      'coordinates.lat',
      'user.coordinate_invalid',
    );
  });

  it('refuses coordinates sent for an ADMIN', async () => {
    const response = await create(
      validBody(suite.places, 'ADMIN', { coordinates: { lat: '41.0', lng: '29.0' } }),
    );
    expect(fieldsOf(response)).toEqual({
      'coordinates.lat': [message('user.not_for_role')],
      'coordinates.lng': [message('user.not_for_role')],
    });
  });
});

describe('REPRESENTATIVE: extension, languages, time zone and work hours', () => {
  it.each([
    ['extension missing', { phone_extension: '' }, 'phone_extension', 'user.extension_required'],
    ['extension with letters', { phone_extension: '20a' }, 'phone_extension', 'user.extension_invalid'],
    ['no language', { languages: [] }, 'languages', 'user.languages_required'],
    ['a language the product does not speak', { languages: ['tr', 'xx'] }, 'languages', 'common.invalid'],
    ['time zone missing', { time_zone: null }, 'time_zone', 'user.time_zone_required'],
    ['time zone not offered', { time_zone: 'Europe/Istanbul' }, 'time_zone', 'common.invalid'],
    [
      'start missing',
      { work_hours: { start: null, end: '16:00' } },
      'work_hours.start',
      'user.start_time_required',
    ],
    ['end missing', { work_hours: { start: '08:00' } }, 'work_hours.end', 'user.end_time_required'],
    [
      'start not an option (06-12, step 2)',
      { work_hours: { start: '07:00', end: '16:00' } },
      'work_hours.start',
      'common.invalid',
    ],
    [
      'end not an option (12-19, step 2)',
      { work_hours: { start: '08:00', end: '19:00' } },
      'work_hours.end',
      'common.invalid',
    ],
    [
      'end not after start',
      { work_hours: { start: '12:00', end: '12:00' } },
      'work_hours.end',
      'user.end_before_start',
    ],
  ] as const)('%s', async (_case, overrides, field, key) => {
    await expectRefused('REPRESENTATIVE', overrides, field, key);
  });

  it('refuses work hours, languages, time zone and extension for a DEALER, and a DEALER last name', async () => {
    const response = await create(
      validBody(suite.places, 'DEALER', {
        last_name: 'Yılmaz',
        phone_extension: '12',
        languages: ['tr'],
        time_zone: 'GMT+03:00',
        work_hours: { start: '08:00', end: '16:00' },
      }),
    );
    const notForRole = [message('user.not_for_role')];
    expect(fieldsOf(response)).toEqual({
      last_name: notForRole,
      phone_extension: notForRole,
      languages: notForRole,
      time_zone: notForRole,
      'work_hours.start': notForRole,
      'work_hours.end': notForRole,
    });
  });

  it('creates a representative with every field and answers it in full', async () => {
    const body = validBody(suite.places, 'REPRESENTATIVE', { phone_number: '+90-212-555-0199' });
    const user = await createUser(suite.t, suite.admin, body);
    expect(user).toMatchObject({
      role: 'REPRESENTATIVE',
      display_name: 'Zeynep Arslan',
      phone_number: '90-212-555-0199',
      phone_extension: '204',
      languages: ['tr', 'en'],
      time_zone: 'GMT+03:00',
      work_hours: { start: '08:00', end: '16:00' },
      coordinates: { lat: '40.1950', lng: '29.0600' },
      country: suite.places.country('tr'),
      country_name: 'Türkiye',
      city: suite.places.city('tr', 'bursa'),
      city_name: 'Bursa',
      is_active: 1,
      version: 1,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|token_version/);
  });
});
