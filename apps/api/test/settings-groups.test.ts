import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage, type SettingsGroupState, type SettingsState } from '@coachyard/contract';
import { buildApp } from '../src/app.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ACCOUNTS.ADMIN);
});
afterAll(() => t?.close());

const all = async (token = admin) =>
  (await t.request({ method: 'GET', url: '/api/settings', token })).json().data as SettingsState;
const save = (group: string, payload: object, method: 'PUT' | 'PATCH' = 'PUT', token = admin) =>
  t.request({ method, url: `/api/settings/${group}?lang=en`, token, payload });
const auditCount = async (action: string) =>
  Number(
    (
      await t.db.$client.query(
        `select count(*) from audit_events where namespace = 'settings' and action = $1`,
        [action],
      )
    ).rows[0].count,
  );

describe('settings groups', () => {
  it('are all answered with their version and the seeded values', async () => {
    const state = await all();
    expect(Object.keys(state).sort()).toEqual(
      ['insights', 'leads', 'listings', 'maintenance', 'regions', 'site', 'working_hours'].sort(),
    );
    expect(state.site.values.name).toBe('Coachyard');
    expect(state.regions.values).toMatchObject({
      default_language: 'en',
      default_region: 'eu',
      regions: { tr: { currency: 'TRY', number_format: '1.234,56' }, us: { number_format: '1,234.56' } },
    });
    expect(state.working_hours.values.time_options).toEqual({ from: 6, to: 17 });
    expect(state.site.version).toBeGreaterThanOrEqual(1);
  });

  it('refuse a number format that does not parse, naming the field, and keep the old one', async () => {
    const { regions } = await all();
    for (const bad of ['1.234.56', '1234', 'abc', '1,234,56']) {
      const values = structuredClone(regions.values);
      values.regions.eu.number_format = bad;
      const response = await save('regions', { version: regions.version, values });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.fields['values.regions.eu.number_format']).toEqual([
        translateMessage('settings.number_format_invalid', 'en'),
      ]);
    }
    expect((await all()).regions).toEqual(regions);
  });

  it('answer a stale save with 409 and the current group, and nothing changes', async () => {
    const { leads } = await all();
    const saved = await save(
      'leads',
      { version: leads.version, values: { first_response_hours: 4 } },
      'PATCH',
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      version: leads.version + 1,
      values: { first_response_hours: 4 },
    });
    const stale = await save('leads', {
      version: leads.version,
      values: { ...leads.values, retention_days: 90 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({
      version: leads.version + 1,
      values: { retention_days: 730 },
    });
    expect((await all()).leads.values).toEqual({ ...leads.values, first_response_hours: 4 });
  });

  it('keep a history with who changed what, and restore an earlier version as a new, audited version', async () => {
    const { regions } = await all();
    const changed = structuredClone(regions.values);
    changed.regions.gb.number_format = '1 234,56';
    changed.regions.gb.symbol = 'GBP';
    const first = (await save('regions', { version: regions.version, values: changed })).json()
      .data as SettingsGroupState<'regions'>;
    expect(first.version).toBe(regions.version + 1);

    const historyUrl = `/api/audit/history/settings/${regions.id}`;
    const history = (await t.request({ method: 'GET', url: historyUrl, token: admin })).json().data;
    expect(history.version).toBe(first.version);
    expect(history.events[0]).toMatchObject({
      action: 'update',
      actor: { name: expect.any(String) },
      changes: [
        { field: 'regions.gb.number_format', before: '1,234.56', after: '1 234,56' },
        { field: 'regions.gb.symbol', before: '£', after: 'GBP' },
      ],
    });
    // The seeded group's first save starts its history.
    expect(history.events.at(-1)).toMatchObject({ action: 'create' });

    const restoresBefore = await auditCount('restore');
    const restored = await t.request({
      method: 'POST',
      url: `${historyUrl}/restore`,
      token: admin,
      payload: { event_id: history.events[1].id, version: first.version },
    });
    expect(restored.statusCode).toBe(200);
    expect((await all()).regions).toMatchObject({ version: first.version + 1, values: regions.values });
    expect(await auditCount('restore')).toBe(restoresBefore + 1);
    const after = (await t.request({ method: 'GET', url: historyUrl, token: admin })).json().data;
    expect(after.events.slice(0, 2).map((event: { action: string }) => event.action)).toEqual([
      'restore',
      'update',
    ]);

    const staleRestore = await t.request({
      method: 'POST',
      url: `${historyUrl}/restore`,
      token: admin,
      payload: { event_id: history.events[1].id, version: first.version },
    });
    expect(staleRestore.statusCode).toBe(409);
  });

  it('are refused to a DEALER and a REPRESENTATIVE for every write and read, and nothing changes', async () => {
    const before = await all();
    const updatesBefore = await auditCount('update');
    for (const email of [ACCOUNTS.DEALER, ACCOUNTS.REPRESENTATIVE]) {
      const token = await t.login(email);
      const attempts = [
        save(
          'maintenance',
          { version: before.maintenance.version, values: { ...before.maintenance.values, enabled: true } },
          'PUT',
          token,
        ),
        save('listings', { version: before.listings.version, values: { photos_per_ad: 1 } }, 'PATCH', token),
        t.request({
          method: 'POST',
          url: `/api/audit/history/settings/${before.site.id}/restore`,
          token,
          payload: { event_id: '1', version: before.site.version },
        }),
        t.request({ method: 'GET', url: '/api/settings', token }),
        t.request({ method: 'GET', url: '/api/settings/runtime', token }),
        t.request({ method: 'GET', url: `/api/audit/history/settings/${before.site.id}`, token }),
      ];
      for (const response of await Promise.all(attempts)) expect(response.statusCode, email).toBe(403);
    }
    expect(await all()).toEqual(before);
    expect(await auditCount('update')).toBe(updatesBefore);
  });

  it('give every signed-in user the working hours and listing limits their forms follow', async () => {
    const token = await t.login(ACCOUNTS.DEALER);
    const response = await t.request({ method: 'GET', url: '/api/settings/forms', token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      working_hours: (await all()).working_hours.values,
      listings: { photos_per_ad: 30, upload_max_megabytes: 10, min_photos: 8, min_submit_score: 40 },
    });
    expect((await t.request({ method: 'GET', url: '/api/settings/forms' })).statusCode).toBe(401);
  });

  it('show an ADMIN the running configuration without any secret', async () => {
    const response = await t.request({ method: 'GET', url: '/api/settings/runtime', token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      environment: 'development',
      environment_source: 'host',
      database: 'external',
      storage_driver: 'local',
      redis: false,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(response.body).not.toMatch(/postgres(ql)?:\/\/|password|secret/i);
  });
});

describe('GET /api/public/settings', () => {
  it('answers without a token with only the public groups, in the asked language', async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/settings?lang=de' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['environment', 'maintenance', 'regions', 'site']);
    expect(data.site.title_template).toBe('{title} | Coachyard Gebrauchtbusse');
    expect(data.maintenance).toMatchObject({ enabled: false, message: expect.stringContaining('Wartung') });
    expect(response.body).not.toMatch(/retention_days|photos_per_ad|time_options/);
  });

  it('shows a maintenance notice switched on at once', async () => {
    const { maintenance } = await all();
    await save('maintenance', { version: maintenance.version, values: { enabled: true } }, 'PATCH');
    const data = (await t.request({ method: 'GET', url: '/api/public/settings?lang=tr' })).json().data;
    expect(data.maintenance).toEqual({ enabled: true, message: maintenance.values.message.tr });
  });
});

describe('a settings change', () => {
  it('reaches another instance on the same database within seconds, without a restart', async () => {
    const other = await buildApp({ config: t.config, db: t.db });
    await other.ready();
    try {
      const noticeThere = async () =>
        (await other.inject({ method: 'GET', url: '/api/public/settings?lang=en' })).json().data.maintenance;
      expect((await noticeThere()).message).toMatch(/^Planned maintenance/);
      const { maintenance } = await all();
      const text = 'The back office restarts at 22:00 UTC for a few minutes.';
      await save(
        'maintenance',
        {
          version: maintenance.version,
          values: { enabled: true, message: { ...maintenance.values.message, en: text } },
        },
        'PATCH',
      );
      await expect
        .poll(async () => (await noticeThere()).message, { timeout: 5_000, interval: 250 })
        .toBe(text);
    } finally {
      await other.close();
    }
  });
});
