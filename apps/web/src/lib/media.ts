/** Where stored media are served (SPEC §2 Image preview: relative urls resolve against the media base). */
export const MEDIA_BASE = '/media/';

export function resolveMediaUrl(url: string): string {
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('blob:') || url.startsWith('data:')) return url;
  return `${MEDIA_BASE}${url.replace(/^\/+/, '').replace(/^media\//, '')}`;
}
