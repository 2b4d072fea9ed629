import type { QueryClient } from '@tanstack/react-query';
import type { LoginResponse, SessionUser } from '@coachyard/contract';
import { api } from '@/lib/api-client';
import { clearStoredSession, getStoredUser, getToken, storeSession } from '@/lib/auth';

/** The ADMIN's own session, kept for the tab while it views the app as someone else. */
const RETURN_KEY = 'viewAsReturn';

interface ReturnSession {
  token: string;
  user: SessionUser;
}

const readReturn = (): ReturnSession | null => {
  try {
    return JSON.parse(sessionStorage.getItem(RETURN_KEY) ?? 'null') as ReturnSession | null;
  } catch {
    return null;
  }
};

/** Whether this tab shows the app as another user, and as whom. */
export const viewedAs = () => (readReturn() ? getStoredUser() : null);

/**
 * The screens on display must not ask anything more while the tab changes hands: a query of the ADMIN's (its
 * privileges, by role) sent with the other session's token would be refused, and a refusal ends the session.
 */
function freeze(queryClient: QueryClient) {
  queryClient.setDefaultOptions({ queries: { enabled: false } });
  void queryClient.cancelQueries();
  queryClient.getQueryCache().clear();
}

/**
 * Puts the ADMIN's session aside and signs this tab in as the viewed user, read-only; the page starts afresh so no
 * screen keeps the ADMIN's data or privileges.
 */
export function enterViewAs(session: LoginResponse, queryClient: QueryClient) {
  const token = getToken();
  const user = getStoredUser();
  if (!token || !user) return;
  freeze(queryClient);
  sessionStorage.setItem(RETURN_KEY, JSON.stringify({ token, user } satisfies ReturnSession));
  clearStoredSession();
  storeSession(session.user, session.access_token);
  window.location.assign('/');
}

/** Ends the view (its token is revoked) and brings the ADMIN's own session back, on the privileges screen. */
export async function leaveViewAs(queryClient: QueryClient) {
  const back = readReturn();
  await api.post('/auth/logout').catch(() => undefined);
  freeze(queryClient);
  sessionStorage.removeItem(RETURN_KEY);
  clearStoredSession();
  if (back) storeSession(back.user, back.token);
  window.location.assign(back ? '/privileges' : '/login');
}
