/** Image types by extension: the only files the media route serves and the stores keep. */
const CONTENT_TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * A storage key the drivers accept: `images/…` made of plain segments (letters, digits, `_`, `-`,
 * single inner dots) ending in an image extension. No `..`, no empty segment, no backslash, no
 * absolute path, so a key can never name a file outside the media folder.
 */
const SAFE_KEY = /^images(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)+\.(jpg|jpeg|png|webp)$/;
/** A dealer's stock file (issue 28), kept beside the images; the media route serves images only. */
const SAFE_FEED_KEY = /^feeds(\/[A-Za-z0-9_-]+)+\.(csv|xml|json)$/;

export const isSafeKey = (key: string) =>
  key.length <= 512 && (SAFE_KEY.test(key) || SAFE_FEED_KEY.test(key));

export function contentTypeOfKey(key: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return extension ? (CONTENT_TYPE_OF_EXTENSION[extension] ?? null) : null;
}

export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}
