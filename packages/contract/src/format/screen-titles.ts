// Shared by the web build (which writes the titles and serves them in development) and the API (which serves
// the built app): each page the server sends names its screen's title, which the start frame shows before the
// app's code is there (apps/web/src/app/start-frame.ts).

/** The file beside the built app's index.html that holds every screen's titles. */
export const SCREEN_TITLES_FILE = 'screen-titles.json';

/** The id of the element in the page that carries its screen's `ScreenTitle`. */
export const SCREEN_TITLES_ELEMENT = 'screen-titles';

/** What the start frame draws of a screen's top: its title in each language, and whether a trail is above it. */
export interface ScreenTitle {
  titles: Record<string, string>;
  /** The screen shows breadcrumbs above its title. */
  crumbs?: true;
}

/** Each screen's path (`/users/:id/edit`: a `:name` segment stands for any one segment) → its `ScreenTitle`. */
export type ScreenTitles = Record<string, ScreenTitle>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The title of the screen a visit of `url` (its path, with or without a query) shows, if it is one. */
export function screenTitleAt(titles: ScreenTitles, url: string): ScreenTitle | undefined {
  const segments = segmentsOf(url.split(/[?#]/, 1)[0]!);
  const matches = (path: string) => {
    const pattern = segmentsOf(path);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  };
  const found = Object.keys(titles).find(matches);
  return found === undefined ? undefined : titles[found];
}

/** `html` with its screen's title (`screenTitleAt`) as a JSON element in its head; unchanged for no screen. */
export function withScreenTitles(html: string, titles: ScreenTitles, url: string): string {
  const found = screenTitleAt(titles, url);
  if (!found) return html;
  // `<` escaped: no title can close the element.
  const json = JSON.stringify(found).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${SCREEN_TITLES_ELEMENT}">${json}</script>`;
  return html.replace('</head>', () => `${element}</head>`);
}
