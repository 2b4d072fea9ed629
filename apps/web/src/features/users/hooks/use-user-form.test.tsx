import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { PASSWORD_PLACEHOLDER, type User } from '@coachyard/contract';
import { AppProvider } from '@/app/provider';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setTestLanguage } from '@/test/render';
import { uploadImage } from '@/components/uploader/upload-image';
import { useActionResult } from '@/components/use-action-result';
import { citiesQueryOptions } from '../api/get-cities';
import { USERS_DOMAIN } from '../result-domain';
import { useUserForm, type UseUserFormOptions } from './use-user-form';

vi.mock('@/components/uploader/upload-image', () => ({ uploadImage: vi.fn() }));

const COUNTRY = '00000000-0000-4000-8000-0000000000c1';
const CITY = '00000000-0000-4000-8000-0000000000c2';
const dealer: User = {
  id: '00000000-0000-4000-8000-000000000003',
  role: 'DEALER',
  first_name: 'Anadolu Otobüs',
  last_name: null,
  display_name: 'Anadolu Otobüs',
  email_address: 'dealer@coachyard.test',
  phone_number: '90-216-555-0177',
  phone_extension: null,
  country: COUNTRY,
  country_name: 'Türkiye',
  city: CITY,
  city_name: 'İstanbul',
  languages: [],
  time_zone: null,
  work_hours: null,
  coordinates: { lat: '40.87', lng: '29.23' },
  address: 'Ankara Asfaltı 12',
  is_active: 1,
  profile_picture: null,
  profile_picture_url: null,
  profile_picture_thumbnail_url: null,
  manager_id: null,
  version: 3,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  deleted_at: null,
};
const answer = (user: User) => ({ data: user, successMessage: 'Saved', availableLanguages: [] });

function setup(options: Partial<UseUserFormOptions> = {}) {
  const save = vi.fn<UseUserFormOptions['save']>(async () => answer({ ...dealer, version: 4 }));
  const savePicture = vi.fn(async (user: User, picture: string | null) =>
    answer({ ...user, profile_picture: picture, version: user.version + 1 }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => <AppProvider env="test">{children}</AppProvider>;
  const hook = renderHook(
    () => ({
      form: useUserForm({
        user: dealer,
        defaults: { role: 'DEALER', country: null },
        save,
        savePicture,
        ...options,
      }),
      result: useActionResult(USERS_DOMAIN).result,
    }),
    { wrapper },
  );
  return { current: () => hook.result.current, save, savePicture };
}

beforeAll(() => setTestLanguage('en'));
beforeEach(() => vi.mocked(uploadImage).mockReset());

describe('useUserForm in update mode', () => {
  it('keeps the password locked and out of the body until Change is toggled', async () => {
    const { current, save } = setup();
    expect(current().form.form.getValues('password')).toBe(PASSWORD_PLACEHOLDER);
    await act(() => current().form.submit());
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]).toEqual([expect.not.objectContaining({ password: expect.anything() }), 3]);

    act(() => current().form.togglePassword());
    expect(current().form.form.getValues('password')).toBe('');
    await act(() => current().form.submit());
    expect(save).toHaveBeenCalledTimes(1);
    expect(current().form.form.formState.errors.password?.message).toBe('user.password_required');

    act(() => {
      current().form.form.setValue('password', 'new-password-1');
      current().form.form.setValue('password_confirmation', 'new-password-1');
    });
    await act(() => current().form.submit());
    expect(save.mock.calls[1]![0]).toMatchObject({ password: 'new-password-1' });
    // Saved: the password is locked again behind the placeholder.
    expect(current().form.passwordChanging).toBe(false);
    expect(current().form.form.getValues('password')).toBe(PASSWORD_PLACEHOLDER);
  });

  it('after a save uploads the chosen photo, patches the user with its key, then reports success', async () => {
    vi.mocked(uploadImage).mockResolvedValue({
      key: 'images/original/user/k.png',
      public_url: '/media/k.png',
    });
    const { current, savePicture } = setup();
    act(() => current().form.photo.pick(new File([new Uint8Array(8)], 'me.png', { type: 'image/png' })));
    await act(() => current().form.submit());
    expect(uploadImage).toHaveBeenCalledWith(expect.objectContaining({ namespace: 'user' }));
    expect(savePicture).toHaveBeenCalledWith(
      expect.objectContaining({ version: 4 }),
      'images/original/user/k.png',
    );
    expect(current().result).toMatchObject({ show: true, success: true, content: 'Saved' });
  });

  it('on a stale version shows a clear message and the user as now saved', async () => {
    const latest = { ...dealer, first_name: 'Anadolu Otobüs A.Ş.', version: 5 };
    const save = vi.fn<UseUserFormOptions['save']>(async () => {
      throw new ApiError(409, { title: 'Conflict', code: 'CONFLICT', current: latest });
    });
    const { current } = setup({ save });
    act(() => current().form.form.setValue('address', 'Somewhere else 1'));
    await act(() => current().form.submit());
    expect(current().result).toMatchObject({ show: true, success: false });
    expect(current().result.content).toMatch(/Someone else saved this user/);
    expect(current().form.form.getValues('first_name')).toBe('Anadolu Otobüs A.Ş.');
    expect(current().form.user?.version).toBe(5);
  });
});

describe('useUserForm in create mode', () => {
  const cities = (items: { value: string; text: string }[]) =>
    queryClient.setQueryData(citiesQueryOptions(COUNTRY).queryKey, items as never);
  afterEach(() => queryClient.removeQueries({ queryKey: citiesQueryOptions(COUNTRY).queryKey }));

  it('starts on the first city of the country when its cities are there, so the form is not drawn twice', () => {
    cities([
      { value: CITY, text: 'İstanbul' },
      { value: COUNTRY, text: 'Ankara' },
    ]);
    const { current } = setup({ user: undefined, defaults: { role: 'DEALER', country: COUNTRY } });
    expect(current().form.form.getValues(['country', 'city'])).toEqual([COUNTRY, CITY]);
  });

  it('starts without a city while they are on their way', () => {
    const { current } = setup({ user: undefined, defaults: { role: 'DEALER', country: COUNTRY } });
    expect(current().form.form.getValues(['country', 'city'])).toEqual([COUNTRY, null]);
  });
});
