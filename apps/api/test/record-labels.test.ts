import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, RecordHistory, TrashPage } from '@coachyard/contract';
import { createAdsTestApp, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;

beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t.close());

const read = async <T>(url: string, token = t.tokens.ADMIN) => {
  const response = await t.request({ method: 'GET', url, token });
  expect(response.statusCode).toBe(200);
  return response.json().data as T;
};

/** The readable name of each record comes from its registration (issue 26), wherever the record is shown. */
describe('record labels', () => {
  it('names an advertisement by year, brand, model and short id in the trail, its history, the trash and the CSV', async () => {
    const ad = await t.createAd(t.tokens.DEALER);
    const expected = `2018 TEMSA Safari HD · ${ad.short_id}`;

    const trail = await read<AuditPage>(`/api/audit?namespace=advertisements&record=${ad.id}`);
    expect(trail.items.map((event) => event.record_label)).toEqual([expected]);

    const history = await read<RecordHistory>(`/api/audit/history/advertisements/${ad.id}`);
    expect(history.label).toBe(expected);

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/advertisements/${ad.id}?version=${ad.version}`,
      token: t.tokens.ADMIN,
    });
    expect(deleted.statusCode).toBe(200);
    const trash = await read<TrashPage>(`/api/trash?namespace=advertisements&q=${ad.short_id}`);
    expect(trash.items.map((item) => item.label)).toEqual([expected]);

    const csv = await t.request({
      method: 'GET',
      url: `/api/audit/export.csv?record=${ad.id}`,
      token: t.tokens.ADMIN,
    });
    const [header, ...lines] = csv.body.split('\r\n');
    const recordColumn = header!.split(',').indexOf('record');
    expect(recordColumn).toBeGreaterThan(0);
    expect(lines.filter(Boolean).every((line) => line.includes(expected))).toBe(true);
  });

  it('names a privilege by its role and namespace, not by its row id', async () => {
    const matrix = (
      await t.request({ method: 'GET', url: '/api/privileges/matrix', token: t.tokens.ADMIN })
    ).json().data;
    const saved = await t.request({
      method: 'PUT',
      url: '/api/privileges/matrix',
      token: t.tokens.ADMIN,
      payload: {
        privileges: { DEALER: { ...matrix.privileges.DEALER, dashboard: ['list'] } },
        version: matrix.version,
      },
    });
    expect(saved.statusCode).toBe(200);
    const trail = await read<AuditPage>('/api/audit?namespace=privileges&per_page=5');
    expect(trail.items[0]!.record_label).toBe('DEALER · dashboard');
    expect(trail.items[0]!.record_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names a lookup item in the reader’s language, and leaves a record no module registers unnamed', async () => {
    const brand = t.lookups.id('brands', 'temsa');
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/collections/brands/items/${brand}`,
      token: t.tokens.ADMIN,
      payload: {
        version: (await read<{ version: number }>(`/api/collections/brands/items/${brand}`)).version,
        is_active: 1,
      },
    });
    expect(patched.statusCode).toBe(200);
    const trail = await read<AuditPage>(`/api/audit?record=${brand}&lang=ar`);
    expect(trail.items[0]!.record_label).toMatch(/temsa|تمسا/i);

    const signIns = await read<AuditPage>('/api/audit?action=login&per_page=1');
    expect(signIns.items[0]!.record_label).toBeNull();
  });

  it('names a settings group and a menu as their screens do, in the reader’s language', async () => {
    const groups = await read<{ listings: { id: string } }>('/api/settings');
    const menus = await read<{ id: string; key: string }[]>('/api/pages');
    const footer = menus.find((menu) => menu.key === 'footer')!;
    const labelOf = async (namespace: string, id: string, lang: string) =>
      (await read<RecordHistory>(`/api/audit/history/${namespace}/${id}?lang=${lang}`)).label;

    expect(await labelOf('settings', groups.listings.id, 'en')).toBe('Listings');
    expect(await labelOf('settings', groups.listings.id, 'ar')).toBe('الإعلانات');
    expect(await labelOf('pages', footer.id, 'en')).toBe('Footer');
    expect(await labelOf('pages', footer.id, 'ar')).toBe('التذييل');
  });
});
