// Kept out of the schema modules: the web's list screens take them without zod (apps/web/scripts/screen-chunks.mjs).
/** A URL of its own: from the site's root or with a scheme. */
const WHOLE_URL = /^([a-z][a-z0-9+.-]*:|\/)/i;

/** The part of `url` a page's row carries, after the page's `base`; the whole URL where it lies elsewhere. */
export const thumbnailUnder = (base: string, url: string | null) =>
  url !== null && url.startsWith(base) && !WHOLE_URL.test(url.slice(base.length))
    ? url.slice(base.length)
    : url;

/** A row's thumbnail as a URL again: `thumbnailUnder` undone. */
export const thumbnailUrlOf = (base: string, thumbnail: string | null) =>
  thumbnail === null || WHOLE_URL.test(thumbnail) ? thumbnail : base + thumbnail;
