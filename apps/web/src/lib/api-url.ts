/**
 * How a call to the API is addressed and signed (SPEC §7, DESIGN §3): base /api, the query, `lang` last, and the
 * Bearer token. Apart from the API client so that the app's small entry, which asks for a screen's first data
 * before the client's code is there (`app/early-start.ts`), asks with the same URL and headers the client would.
 */
export const API_BASE = '/api';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export function apiUrl(path: string, query: Query, language: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  params.set('lang', language);
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}?${params}`;
}

export function apiHeaders(token: string | null, { withBody = false } = {}): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (withBody) headers['Content-Type'] = 'application/json';
  return headers;
}
