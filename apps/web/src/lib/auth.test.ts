import { describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  cachePermissions,
  clearStoredSession,
  getCachedPermissions,
  getStoredUser,
  getToken,
  isProfileFilled,
  markLoggedIn,
  markLoggedOut,
  sessionStore,
  storeSession,
} from './auth';

const user = {
  id: '00000000-0000-4000-8000-000000000002',
  role: 'DEALER' as const,
  first_name: 'Anadolu',
  last_name: null,
  email_address: 'dealer@coachyard.test',
  profile_picture: null,
  country: null,
  city: null,
  version: 1,
};
const permissions = {
  privileges: { dashboard: ['read' as const], advertisements: ['list' as const] },
  hierarchy: { ADMIN: [], REPRESENTATIVE: [], DEALER: [] },
};

describe('auth storage', () => {
  it('keeps the profile under userData and the token in localStorage', () => {
    storeSession(user, 'jwt');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(user);
    expect(getToken()).toBe('jwt');
    expect(getStoredUser()).toEqual(user);
  });

  it('keeps privileges and hierarchy in sessionStorage', () => {
    cachePermissions(permissions);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.privileges)!)).toEqual(permissions.privileges);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.hierarchy)!)).toEqual(permissions.hierarchy);
    expect(getCachedPermissions()).toEqual(permissions);
  });

  it('"logged in" means a non-empty stored profile', () => {
    expect(isProfileFilled({})).toBe(false);
    expect(isProfileFilled(null)).toBe(false);
    expect(isProfileFilled(user)).toBe(true);
    localStorage.setItem(STORAGE_KEYS.user, '{}');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, 'not json');
    expect(getStoredUser()).toBeNull();
  });

  it('marks logged in only with a profile, and logs out on request', () => {
    markLoggedOut('expired');
    markLoggedIn();
    expect(sessionStore.get().isLoggedIn).toBe(false);

    storeSession(user, 'jwt');
    markLoggedIn();
    expect(sessionStore.get()).toMatchObject({ isLoggedIn: true, user, signedOut: false });

    clearStoredSession();
    markLoggedOut('signed-out');
    expect(sessionStore.get()).toEqual({ user: null, isLoggedIn: false, signedOut: true });
  });

  it('clearing the session removes token, profile and every cache', () => {
    storeSession(user, 'jwt');
    cachePermissions(permissions);
    sessionStorage.setItem(STORAGE_KEYS.navbarPages, '{"uncategorized":[],"content":[]}');
    clearStoredSession();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(getCachedPermissions()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.navbarPages)).toBeNull();
  });
});
