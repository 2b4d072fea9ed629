import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { DEFAULT_SETTINGS, type SettingsGroupState } from '@coachyard/contract';
import { AppProvider } from '@/app/provider';
import { jsonResponse, setTestLanguage } from '@/test/render';
import { resetActionResult, useActionResult } from '@/components/use-action-result';
import { SETTINGS_DOMAIN, useSettingsGroupForm } from './use-settings-group-form';

const leads = (version: number, values = DEFAULT_SETTINGS.leads): SettingsGroupState<'leads'> => ({
  id: '4d0f3c5e-8a21-4d7b-9f3e-2b6c1a0e9d11',
  group: 'leads',
  version,
  updated_at: '2026-11-23T10:00:00Z',
  updated_by: null,
  values,
});

function setup(state = leads(3)) {
  const wrapper = ({ children }: { children: ReactNode }) => <AppProvider env="test">{children}</AppProvider>;
  const hook = renderHook(
    () => ({ group: useSettingsGroupForm(state), dialog: useActionResult(SETTINGS_DOMAIN).result }),
    { wrapper },
  );
  return () => hook.result.current;
}
const sent = (fetch: ReturnType<typeof vi.fn>) => JSON.parse(fetch.mock.calls[0]![1].body as string);

beforeAll(() => setTestLanguage('en'));
beforeEach(() => resetActionResult(SETTINGS_DOMAIN));
afterEach(() => vi.unstubAllGlobals());

describe('a settings group form', () => {
  it('saves the group with the version it was read at, then holds the new version', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(200, {
        data: leads(4, { ...DEFAULT_SETTINGS.leads, first_response_hours: 6 }),
        success: { message: 'Saved' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const current = setup();
    act(() => current().group.form.setValue('first_response_hours', 6));
    await act(() => current().group.submit());
    expect(sent(fetch)).toEqual({
      version: 3,
      values: { ...DEFAULT_SETTINGS.leads, first_response_hours: 6 },
    });
    expect(current().group.version).toBe(4);
    expect(current().dialog).toMatchObject({ show: true, success: true, content: 'Saved' });
  });

  it('refuses what the shared schema refuses before anything is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const current = setup();
    act(() => current().group.form.setValue('retention_days', 5));
    await act(() => current().group.submit());
    expect(fetch).not.toHaveBeenCalled();
    expect(current().group.form.getFieldState('retention_days').error?.message).toBe('settings.limit_range');
  });

  it('after a stale save shows what the other person saved, at their version, and says so', async () => {
    const theirs = leads(5, { ...DEFAULT_SETTINGS.leads, retention_days: 365 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(409, {
          error: { title: 'Conflict', message: 'Conflict', code: 'CONFLICT', current: theirs },
        }),
      ),
    );
    const current = setup();
    act(() => current().group.form.setValue('first_response_hours', 2));
    await act(() => current().group.submit());
    expect(current().group.version).toBe(5);
    expect(current().group.form.getValues()).toEqual(theirs.values);
    expect(current().dialog).toMatchObject({ show: true, success: false });
    expect(current().dialog.content).toMatch(/Someone else changed this group/);
  });
});
