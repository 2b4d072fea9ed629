/** Where `/` and `/dashboard` lead (SPEC §2). */
export const HOME_PATH = '/advertisements';

/** The screen a visit at `pathname` shows: the home screen for `/` and `/dashboard`. */
export const screenPathOf = (pathname: string) =>
  pathname === '/' || pathname === '/dashboard' ? HOME_PATH : pathname;
