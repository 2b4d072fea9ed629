import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, TEST_PASSWORD, type TestApp } from './helpers.ts';
import { createUser, fieldsOf, message, validBody, startUsersSuite, type Places } from './users-support.ts';

let t: TestApp;
let admin: string;
let places: Places;
beforeAll(async () => ({ t, admin, places } = await startUsersSuite()));
afterAll(() => t?.close());

const me = (token: string) => t.request({ method: 'GET', url: '/api/users/me', token });

/** A new user of the role, signed in: its id, version, email and a working token. */
async function signedInUser(role: 'ADMIN' | 'REPRESENTATIVE' | 'DEALER' = 'DEALER') {
  const body = validBody(places, role);
  const user = await createUser(t, admin, body);
  const email = body.email_address as string;
  return { ...user, email, token: await t.login(email, 'Strong-Pass-1') };
}

describe('/api/users/me', () => {
  it('answers the whole profile, and lets a dealer change its own account', async () => {
    const dealer = await t.login(ACCOUNTS.DEALER);
    const current = (await me(dealer)).json().data;
    expect(current).toMatchObject({
      email_address: ACCOUNTS.DEALER,
      role: 'DEALER',
      country_name: 'Türkiye',
      city_name: 'Istanbul',
    });
    const response = await t.request({
      method: 'PATCH',
      url: '/api/users/me?lang=tr',
      token: dealer,
      payload: { role: 'DEALER', is_active: 1, phone_number: '+90-216-555-0100', version: current.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().success.message).toBe(message('common.saved', 'tr'));
    expect(response.json().data).toMatchObject({ phone_number: '90-216-555-0100', city_name: 'İstanbul' });
  });

  it('changes one’s own password only with its confirmation, and answers a token that keeps working', async () => {
    const user = await signedInUser('REPRESENTATIVE');
    const mismatch = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      token: user.token,
      payload: { password: 'Brand-New-Pass', password_confirmation: 'Brand-New-Pas', version: user.version },
    });
    expect(fieldsOf(mismatch)).toEqual({
      password_confirmation: [message('user.password_confirmation_mismatch')],
    });
    const changed = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      token: user.token,
      payload: { password: 'Brand-New-Pass', password_confirmation: 'Brand-New-Pass', version: user.version },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(changed.json().data.access_token)).statusCode).toBe(200);
    await expect(t.login(user.email, 'Brand-New-Pass')).resolves.toBeTruthy();
  });

  it('leaves the demo accounts’ password alone when the placeholder is sent', async () => {
    const dealer = await t.login(ACCOUNTS.DEALER);
    const current = (await me(dealer)).json().data;
    const response = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      token: dealer,
      payload: { password: '********', password_confirmation: '********', version: current.version },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(dealer)).statusCode).toBe(200);
    await expect(t.login(ACCOUNTS.DEALER, TEST_PASSWORD)).resolves.toBeTruthy();
  });
});
