import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { forgetReturnPath, peekReturnPath, rememberReturnPath, useSession } from '@/lib/auth';
import { PageLoader } from '@/components/page-loader';

interface GuardState {
  from?: string;
}

/** Only same-app paths are followed after sign-in (no open redirect, no loop back to /login). */
export const safeReturnPath = (path: unknown): string | null =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login')
    ? path
    : null;

/**
 * Signed-out visitors go to /login, remembering the page they asked for: in the navigation's state, and in
 * sessionStorage, so that a reload of /login (the sign-in page of its own) still lands there.
 */
export function RequireAuth() {
  const { isLoggedIn, signedOut } = useSession();
  const location = useLocation();
  // Signing out on purpose starts afresh; an expired session comes back to where it was.
  const from =
    isLoggedIn || signedOut
      ? undefined
      : safeReturnPath(`${location.pathname}${location.search}${location.hash}`);

  useEffect(() => {
    if (isLoggedIn) forgetReturnPath();
    else if (from) rememberReturnPath(from);
  }, [isLoggedIn, from]);

  if (!isLoggedIn) {
    return (
      <>
        <Navigate to="/login" replace state={from ? ({ from } satisfies GuardState) : undefined} />
        <PageLoader fullScreen />
      </>
    );
  }
  return <Outlet />;
}

/** /login is for signed-out visitors; once signed in, go to the page first asked for, or to /. */
export function GuestOnly() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (isLoggedIn) {
    const target =
      safeReturnPath((location.state as GuardState | null)?.from) ?? safeReturnPath(peekReturnPath()) ?? '/';
    return (
      <>
        <Navigate to={target} replace />
        <PageLoader fullScreen />
      </>
    );
  }
  return <Outlet />;
}
