import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { permissionsQueryOptions } from '@/features/auth';
import { cachePermissions, clearStoredSession, storeSession } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { startIfAllowed } from './screen-access';

const dealer = {
  id: '00000000-0000-4000-8000-000000000002',
  role: 'DEALER' as const,
  first_name: 'Deniz',
  last_name: 'Bayi',
  email_address: 'dealer@coachyard.test',
  profile_picture: null,
  country: null,
  city: null,
  version: 1,
};
const dealerPermissions = {
  privileges: { advertisements: ['read', 'create'] },
  hierarchy: { ADMIN: [], REPRESENTATIVE: [], DEALER: [] },
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => storeSession(dealer, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearStoredSession();
  queryClient.clear();
});

// A refused call ends the session (SPEC §8): a screen the role may not open must not ask for its data first.
describe("a screen's first queries", () => {
  it('leave when the known privileges allow the screen, and not otherwise', () => {
    cachePermissions(dealerPermissions as never);
    const adList = vi.fn();
    const userList = vi.fn();
    startIfAllowed('advertisements', adList);
    startIfAllowed('users', userList);
    expect(adList).toHaveBeenCalledOnce();
    expect(userList).not.toHaveBeenCalled();
  });

  it('wait for the privileges when none are known yet, then follow them', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { data: dealerPermissions }));
    vi.stubGlobal('fetch', fetchMock);
    const adList = vi.fn();
    const userList = vi.fn();
    startIfAllowed('advertisements', adList);
    startIfAllowed('users', userList);
    expect(adList).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(adList).toHaveBeenCalledOnce());
    await flush();
    expect(userList).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(permissionsQueryOptions('DEALER').queryKey)).toBeTruthy();
  });
});
