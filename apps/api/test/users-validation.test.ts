import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './helpers.ts';
import { createUser, fieldsOf, message, validBody, formRulesSuite } from './users-support.ts';

const { suite, create, expectRefused } = formRulesSuite();

describe('POST /api/users: every rule of the User form (SPEC §5), with its message', () => {
  it.each([
    ['role missing', 'ADMIN', { role: undefined }, 'role', 'user.role_required'],
    ['role unknown', 'ADMIN', { role: 'SUPERUSER' }, 'role', 'common.invalid'],
    ['first name missing', 'ADMIN', { first_name: '  ' }, 'first_name', 'user.first_name_required'],
    ['first name of 1 character', 'ADMIN', { first_name: 'Z' }, 'first_name', 'user.first_name_min'],
    ['last name missing', 'REPRESENTATIVE', { last_name: '' }, 'last_name', 'user.last_name_required'],
    ['last name of 1 character', 'ADMIN', { last_name: 'A' }, 'last_name', 'user.last_name_min'],
    ['branch name missing', 'DEALER', { first_name: '' }, 'first_name', 'user.branch_name_required'],
    ['branch name of 1 character', 'DEALER', { first_name: 'B' }, 'first_name', 'user.branch_name_min'],
    ['email missing', 'ADMIN', { email_address: undefined }, 'email_address', 'user.email_required'],
    ['email malformed', 'ADMIN', { email_address: 'zeynep@' }, 'email_address', 'user.email_invalid'],
    ['phone missing', 'ADMIN', { phone_number: '' }, 'phone_number', 'user.phone_required'],
    ['phone without groups', 'ADMIN', { phone_number: '902245550101' }, 'phone_number', 'user.phone_invalid'],
    [
      'phone with a short group',
      'ADMIN',
      { phone_number: '90-22-555-0101' },
      'phone_number',
      'user.phone_invalid',
    ],
    ['password missing', 'ADMIN', { password: undefined }, 'password', 'user.password_required'],
    [
      'password of 7',
      'ADMIN',
      { password: 'Short-1', password_confirmation: 'Short-1' },
      'password',
      'user.password_min',
    ],
    [
      'confirmation missing',
      'ADMIN',
      { password_confirmation: undefined },
      'password_confirmation',
      'user.password_confirmation_required',
    ],
    [
      'confirmation different',
      'ADMIN',
      { password_confirmation: 'Strong-Pass-2' },
      'password_confirmation',
      'user.password_confirmation_mismatch',
    ],
    [
      'placeholder as confirmation of a new password',
      'ADMIN',
      { password_confirmation: '********' },
      'password_confirmation',
      'user.password_confirmation_mismatch',
    ],
    ['country missing', 'ADMIN', { country: null }, 'country', 'user.country_required'],
    ['city missing', 'ADMIN', { city: '' }, 'city', 'user.city_required'],
    ['address missing', 'ADMIN', { address: ' ' }, 'address', 'user.address_required'],
  ] as const)('%s', async (_case, role, overrides, field, key) => {
    await expectRefused(role, overrides, field, key);
  });

  it('names every broken rule at once, each field with its first message', async () => {
    const response = await create({ role: 'DEALER', first_name: 'X' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      first_name: [message('user.branch_name_min')],
      email_address: [message('user.email_required')],
      phone_number: [message('user.phone_required')],
      password: [message('user.password_required')],
      country: [message('user.country_required')],
      city: [message('user.city_required')],
      address: [message('user.address_required')],
      'coordinates.lat': [message('user.lat_required')],
      'coordinates.lng': [message('user.lng_required')],
    });
  });

  it('answers the messages in the request language', async () => {
    const response = await create(
      validBody(suite.places, 'ADMIN', { first_name: 'Z', phone_number: '1234' }),
      'tr',
    );
    expect(fieldsOf(response)).toEqual({
      first_name: ['Ad en az 2 karakter olmalıdır'],
      phone_number: ['Geçersiz telefon numarası biçimi'],
    });
  });

  it('refuses a field it does not know (no mass assignment)', async () => {
    const response = await create(validBody(suite.places, 'ADMIN', { token_version: 7, password_hash: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject({
      token_version: [message('common.unknown_field')],
      password_hash: [message('common.unknown_field')],
    });
  });
});

describe('places and email', () => {
  it('refuses a country that is not a country item, and a city of another country', async () => {
    await expectRefused(
      'ADMIN',
      { country: suite.places.city('tr', 'bursa') },
      'country',
      'user.country_invalid',
    );
    await expectRefused(
      'ADMIN',
      { country: '00000000-0000-4000-8000-000000000000' },
      'country',
      'user.country_invalid',
    );
    await expectRefused(
      'ADMIN',
      { city: suite.places.city('de', 'munich') },
      'city',
      'user.city_not_in_country',
    );
  });

  it('keeps email addresses unique among live users whatever their case', async () => {
    await expectRefused(
      'ADMIN',
      { email_address: ACCOUNTS.DEALER.toUpperCase() },
      'email_address',
      'user.email_taken',
    );
  });
});

describe('update mode: the password is changed only when sent', () => {
  it('keeps the password when it is missing or the placeholder, refuses an empty one', async () => {
    const body = validBody(suite.places, 'ADMIN');
    const user = await createUser(suite.t, suite.admin, body);
    const { password: _password, password_confirmation: _confirmation, ...form } = body;
    const put = (payload: Record<string, unknown>) =>
      suite.t.request({ method: 'PUT', url: `/api/users/${user.id}`, token: suite.admin, payload });

    const unchanged = await put({ ...form, first_name: 'Zehra', version: 1 });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const placeholder = await put({
      ...form,
      password: '********',
      password_confirmation: '********',
      version: 2,
    });
    expect(placeholder.statusCode, placeholder.body).toBe(200);
    await expect(suite.t.login(body.email_address as string, 'Strong-Pass-1')).resolves.toBeTruthy();

    const empty = await put({ ...form, password: '', password_confirmation: '', version: 3 });
    expect(fieldsOf(empty)).toEqual({ password: [message('user.password_required')] });
  });
});
