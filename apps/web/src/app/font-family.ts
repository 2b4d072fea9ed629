/** The app's typeface: the system's, with Arabic covered (the theme's `fontFamily`, and the start frame's). */
export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif';
