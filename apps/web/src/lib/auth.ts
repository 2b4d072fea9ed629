import type { PermissionsResponse, SessionUser } from '@coachyard/contract';
import { createStore, useStoreInTransition } from './store';
import { STORAGE_KEYS, getStoredUser, isProfileFilled, readJson } from './stored';

/** What the browser keeps of a session (SPEC §3): `stored.ts`, which the app's entry reads before this. */
export { STORAGE_KEYS, getStoredUser, isProfileFilled } from './stored';

export interface NavbarPages {
  uncategorized: string[];
  content: string[];
}

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);

export function storeUser(user: SessionUser) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  sessionStore.set((state) => ({ ...state, user }));
}

export function storeSession(user: SessionUser, token: string) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  storeUser(user);
}

/** Removes token, profile and every cache that belongs to the signed-in user. */
export function clearStoredSession() {
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.token);
  sessionStorage.removeItem(STORAGE_KEYS.privileges);
  sessionStorage.removeItem(STORAGE_KEYS.hierarchy);
  sessionStorage.removeItem(STORAGE_KEYS.navbarPages);
}

export const getCachedPermissions = (): PermissionsResponse | null => {
  const privileges = readJson<PermissionsResponse['privileges']>(sessionStorage, STORAGE_KEYS.privileges);
  const hierarchy = readJson<PermissionsResponse['hierarchy']>(sessionStorage, STORAGE_KEYS.hierarchy);
  return privileges && hierarchy ? { privileges, hierarchy } : null;
};
export function cachePermissions({ privileges, hierarchy }: PermissionsResponse) {
  sessionStorage.setItem(STORAGE_KEYS.privileges, JSON.stringify(privileges));
  sessionStorage.setItem(STORAGE_KEYS.hierarchy, JSON.stringify(hierarchy));
}

export const getCachedNavbarPages = () => readJson<NavbarPages>(sessionStorage, STORAGE_KEYS.navbarPages);
export const cacheNavbarPages = (pages: NavbarPages) =>
  sessionStorage.setItem(STORAGE_KEYS.navbarPages, JSON.stringify(pages));

/** The page a signed-out visitor asked for, kept so that signing in lands there (also across a reload). */
export const rememberReturnPath = (path: string) => sessionStorage.setItem(STORAGE_KEYS.returnPath, path);
export const peekReturnPath = () => sessionStorage.getItem(STORAGE_KEYS.returnPath);
export const forgetReturnPath = () => sessionStorage.removeItem(STORAGE_KEYS.returnPath);

export interface SessionState {
  user: SessionUser | null;
  isLoggedIn: boolean;
  /** True when the user signed out on purpose: the next sign-in should not return to the old page. */
  signedOut: boolean;
}

const initialUser = getStoredUser();
export const sessionStore = createStore<SessionState>({
  user: initialUser,
  isLoggedIn: initialUser !== null,
  signedOut: false,
});

/** The session; its changes (a sign-out, the profile GET /users/me answers) render in a transition. */
export const useSession = () => useStoreInTransition(sessionStore);

export function markLoggedIn() {
  sessionStore.set((state) => ({ ...state, isLoggedIn: isProfileFilled(state.user), signedOut: false }));
}

export function markLoggedOut(reason: 'signed-out' | 'expired') {
  sessionStore.set({ user: null, isLoggedIn: false, signedOut: reason === 'signed-out' });
}

/** A 401/403 (SPEC §8): forget the session at once; the route guard then shows /login. */
export function endSession() {
  clearStoredSession();
  markLoggedOut('expired');
}

// Signing in or out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.user && event.key !== null) return;
    const user = getStoredUser();
    sessionStore.set((state) => ({ ...state, user, isLoggedIn: user !== null }));
  });
}
