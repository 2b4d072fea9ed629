/**
 * The locale every Intl formatter of the app takes for a language: the language's words and order, with digits
 * 0-9 (README, Decisions). Prices (SPEC §9), page numbers and the counts in texts are written 0-9; a bare `ar`
 * gives Arabic-Indic digits or not by the engine's CLDR data (Chromium 156: not; ar-EG, ar-SA and older engines:
 * yes), which would mix both in one Arabic list.
 */
export const intlLocale = (language: string) => `${language}-u-nu-latn`;

/**
 * Makes one number and one date format of `language` in a task of the app's entry, while the app's code
 * downloads: a page's first Intl format loads the engine's locale data (20–50 ms on this machine), which the first
 * screen's render would otherwise pay inside one of its slices, the lists' dates and counts (issue 30).
 */
export function prepareFormats(language: string) {
  const locale = intlLocale(language);
  new Intl.DateTimeFormat(locale).format(0);
  new Intl.NumberFormat(locale).format(0);
}
