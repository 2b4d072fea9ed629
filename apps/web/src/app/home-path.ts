/** Where `/` and `/dashboard` lead (SPEC §2). */
export const HOME_PATH = '/advertisements';

/**
 * The home screen's title, its route's `title` in `route-table.ts`: the start frame shows it before the app's
 * code runs (`start-frame.ts`, from `virtual:home-titles`).
 */
export const HOME_TITLE = 'pages.advertisements.list';

/** The screen a visit at `pathname` shows: the home screen for `/` and `/dashboard`. */
export const screenPathOf = (pathname: string) =>
  pathname === '/' || pathname === '/dashboard' ? HOME_PATH : pathname;
