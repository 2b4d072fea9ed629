/**
 * The URL's parameters of a performance window: a module apart, so that the ad's tabs, which clear them when
 * the form's tab opens, do not bring the window's code with the form (issue 30).
 */
export const WINDOW_PARAMS = ['days', 'from', 'to'] as const;
