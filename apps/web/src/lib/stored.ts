import { DEFAULT_LANGUAGE, isLanguage, type Language, type SessionUser } from '@coachyard/contract';

/**
 * Client storage of SPEC §3: the profile (`userData`), the access token and the reader's language live in
 * localStorage, privileges, hierarchy and navbar pages are cached in sessionStorage for the tab's life.
 * Apart from `auth.ts` and `language.ts`, which use them, so that the app's small entry can read them before
 * any of the app's code has arrived (`app/start-frame.ts`, `start-texts.ts`).
 */
export const STORAGE_KEYS = {
  user: 'userData',
  token: 'accessToken',
  language: 'language',
  privileges: 'privileges',
  hierarchy: 'hierarchy',
  navbarPages: 'navbarPages',
  returnPath: 'returnPath',
} as const;

export function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** SPEC §4: "logged in" means the stored profile is non-empty. */
export const isProfileFilled = (user: unknown): user is SessionUser =>
  typeof user === 'object' && user !== null && Object.keys(user).length > 0;

export const getStoredUser = (): SessionUser | null => {
  const user = readJson<SessionUser>(localStorage, STORAGE_KEYS.user);
  return isProfileFilled(user) ? user : null;
};

/** The language the reader chose last, or the default. */
export function getStoredLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
