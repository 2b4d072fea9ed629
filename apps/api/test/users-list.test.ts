import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userListItemSchema, type User, type UserListItem } from '@coachyard/contract';
import type { TestApp } from './helpers.ts';
import { fieldsOf, message, startUsersSuite, type Places } from './users-support.ts';

let t: TestApp;
let admin: string;
let places: Places;
beforeAll(async () => ({ t, admin, places } = await startUsersSuite()));
afterAll(() => t?.close());

const list = async (query: string, token = admin) => {
  const response = await t.request({ method: 'GET', url: `/api/users?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    items: UserListItem[];
    total: number;
    page: number;
    per_page: number;
    next_cursor: string | null;
    prev_cursor: string | null;
  };
};
const emails = (items: UserListItem[]) => items.map((item) => item.email_address);

describe('GET /api/users', () => {
  it('answers a page of users with their total, newest change first by default', async () => {
    const page = await list('');
    expect(page).toMatchObject({ page: 1, per_page: 25 });
    expect(page.total).toBeGreaterThanOrEqual(28);
    const updated = page.items.map((item) => item.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(JSON.stringify(page)).not.toMatch(/password|token_version|argon2/);
  });

  it('pages through every user once', async () => {
    const { total } = await list('per_page=100');
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 7); page += 1) {
      const result = await list(`per_page=7&page=${page}&sort=email_address`);
      expect(result.total).toBe(total);
      seen.push(...emails(result.items));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect((await list(`per_page=7&page=${Math.ceil(total / 7) + 1}`)).items).toEqual([]);
  });

  it('walks the same pages by next_cursor and back by prev_cursor, in every order, names by their collation', async () => {
    for (const sort of ['name', '-email_address', 'is_active', '-created_at']) {
      const { total } = await list('per_page=100');
      const byNumber: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 6); page += 1)
        byNumber.push(...emails((await list(`per_page=6&page=${page}&sort=${sort}`)).items));
      const byCursor: string[] = [];
      let page = await list(`per_page=6&sort=${sort}`);
      byCursor.push(...emails(page.items));
      while (page.next_cursor) {
        page = await list(`per_page=6&sort=${sort}&cursor=${page.next_cursor}`);
        byCursor.push(...emails(page.items));
      }
      expect(byCursor, sort).toEqual(byNumber);
      expect(page.page).toBe(Math.ceil(total / 6));
      const back = await list(`per_page=6&sort=${sort}&cursor=${page.prev_cursor}`);
      expect(back.page).toBe(page.page - 1);
      expect(emails(back.items)).toEqual(byNumber.slice((back.page - 1) * 6, back.page * 6));
    }
    const garbled = await t.request({ method: 'GET', url: '/api/users?cursor=nonsense', token: admin });
    expect(garbled.statusCode).toBe(400);
    const otherOrder = (await list('per_page=6&sort=name')).next_cursor;
    const misread = await t.request({
      method: 'GET',
      url: `/api/users?sort=role&cursor=${otherOrder}`,
      token: admin,
    });
    expect(misread.statusCode).toBe(400);
  });

  it('searches first and last name, email and phone (by its digits too)', async () => {
    expect(emails((await list('q=becker')).items)).toEqual(['hans.becker@coachyard.test']);
    expect(emails((await list('q=Hans%20Becker')).items)).toEqual(['hans.becker@coachyard.test']);
    expect(emails((await list('q=RHEIN-MAIN-BUSSE')).items)).toEqual(['verkauf@rhein-main-busse.test']);
    expect(emails((await list('q=892-317')).items)).toEqual(['hans.becker@coachyard.test']);
    expect(emails((await list('q=498923174410')).items)).toEqual(['hans.becker@coachyard.test']);
    // Digits inside a word are not a phone number: "bus892" is no one's, though 892 is in Hans Becker's phone.
    expect((await list('q=bus892')).total).toBe(0);
    expect(emails((await list('q=%2B49%20(89)%202317')).items)).toEqual(['hans.becker@coachyard.test']);
    expect((await list('q=Otobüs')).items.every((item) => item.role === 'DEALER')).toBe(true);
    expect((await list('q=%25')).total).toBe(0);
  });

  it('filters by role, activity, country and city', async () => {
    const representatives = await list('role=REPRESENTATIVE&per_page=100');
    expect(representatives.total).toBeGreaterThanOrEqual(6);
    expect(representatives.items.every((item) => item.role === 'REPRESENTATIVE')).toBe(true);

    const inactive = await list('is_active=0');
    expect(emails(inactive.items)).toEqual(
      expect.arrayContaining(['oliver.hughes@coachyard.test', 'info@karadenizotobus.test']),
    );
    expect(inactive.items.every((item) => item.is_active === 0)).toBe(true);

    const germany = await list(`country=${places.country('de')}&sort=email_address`);
    expect(emails(germany.items)).toEqual([
      'hans.becker@coachyard.test',
      'info@bayern-reisebus.test',
      'verkauf@rhein-main-busse.test',
    ]);
    const nuremberg = await list(`country=${places.country('de')}&city=${places.city('de', 'nuremberg')}`);
    expect(emails(nuremberg.items)).toEqual(['info@bayern-reisebus.test']);
  });

  it('sorts by an allowlisted field either way, and refuses any other', async () => {
    const ascending = emails((await list('role=REPRESENTATIVE&sort=email_address')).items);
    expect(ascending).toEqual([...ascending].sort());
    const descending = emails((await list('role=REPRESENTATIVE&sort=-email_address')).items);
    expect(descending).toEqual([...ascending].reverse());
    const byName = (await list('role=ADMIN&sort=name')).items.map((item) => item.display_name);
    expect(byName).toEqual([...byName].sort((left, right) => left.localeCompare(right)));

    const refused = await t.request({ method: 'GET', url: '/api/users?sort=password_hash', token: admin });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ sort: [message('common.invalid')] });
    expect(
      (await t.request({ method: 'GET', url: '/api/users?per_page=101', token: admin })).statusCode,
    ).toBe(400);
  });

  it('shows the dealer’s branch name, the places in the request language and the manager', async () => {
    const [dealer] = (await list('q=bayern-reisebus&lang=de')).items;
    expect(dealer).toEqual({
      id: expect.any(String),
      role: 'DEALER',
      first_name: 'Bayern Reisebus Handel – Nürnberg',
      last_name: null,
      display_name: 'Bayern Reisebus Handel – Nürnberg',
      email_address: 'info@bayern-reisebus.test',
      country_name: 'Deutschland',
      city_name: 'Nürnberg',
      phone_number: '49-911-356-2240',
      is_active: 1,
      profile_picture_thumbnail_url: null,
      version: expect.any(Number),
      updated_at: expect.any(String),
    });
    // A list row is lean (issue 30): the rest of the user comes by id.
    expect(Object.keys(dealer!).sort()).toEqual(Object.keys(userListItemSchema.shape).sort());
    const one = async (id: string) =>
      (await t.request({ method: 'GET', url: `/api/users/${id}?lang=de`, token: admin })).json().data as User;
    expect(await one(dealer!.id)).toMatchObject({
      ...dealer,
      profile_picture: null,
      profile_picture_url: null,
      coordinates: { lat: '49.4447', lng: '11.0189' },
    });
    const [manager] = (await list('q=hans.becker')).items;
    expect((await one(dealer!.id)).manager_id).toBe(manager!.id);
    expect(manager).toMatchObject({ city_name: 'Munich' });
    expect(await one(manager!.id)).toMatchObject({ work_hours: { start: '08:00', end: '16:00' } });
    const [inTurkish] = (await list('q=hans.becker&lang=tr')).items;
    expect(inTurkish).toMatchObject({ country_name: 'Almanya', city_name: 'Münih' });
  });
});
