/** Where `/` and `/dashboard` lead (SPEC §2). */
export const HOME_PATH = '/advertisements';

/** The addresses of the home screen besides its own. */
export const HOME_ALIASES = ['/', '/dashboard'];

/** The screen a visit at `pathname` shows: the home screen for `/` and `/dashboard`. */
export const screenPathOf = (pathname: string) => (HOME_ALIASES.includes(pathname) ? HOME_PATH : pathname);
