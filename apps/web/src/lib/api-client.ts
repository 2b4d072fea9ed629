import type { ZodType, output } from 'zod';
import { translateMessage } from '@coachyard/contract';
import { apiHeaders, apiUrl, type Query } from './api-url';
import { endSession, getToken } from './auth';
import { takeEarlyAnswer } from './early-answers';
import { currentLanguage } from './language';

export { API_BASE } from './api-url';
export type { Query, QueryValue } from './api-url';

/**
 * The one API client (SPEC §7, DESIGN §3): base /api, Bearer token, `lang` on every request,
 * envelope unwrapped to `data`, errors thrown as ApiError, and 401/403 end the session (SPEC §8).
 */

export interface ApiResponse<T> {
  data: T;
  /** `success.message` of the envelope, already in the request's language. */
  successMessage?: string;
  availableLanguages: string[];
}

interface ErrorBody {
  title?: string;
  message?: string;
  code?: string;
  fields?: Record<string, string[]>;
  current?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The envelope's `error.message`: the longer explanation; `message` is its title (SPEC §8). */
  readonly detail: string;
  readonly fields: Record<string, string[]>;
  /** The current row on a 409 (stale version). */
  readonly current?: unknown;
  readonly requestId?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    body: ErrorBody,
    extra: { requestId?: string; retryAfterSeconds?: number } = {},
  ) {
    super(body.title || body.message || translateMessage('errors.internal', currentLanguage()));
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'INTERNAL';
    this.detail = body.message || this.message;
    this.fields = body.fields ?? {};
    this.current = body.current;
    this.requestId = extra.requestId;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  /** The first message for a field, the one a form shows under it (SPEC §2). */
  fieldError(field: string): string | undefined {
    return this.fields[field]?.[0];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const buildUrl = (path: string, query: Query = {}): string => apiUrl(path, query, currentLanguage());

/** The sign-in call answers 401/404/429 about the credentials, not about a session to end. */
const isSignInCall = (method: string, path: string) => method === 'POST' && /^\/?auth\/?$/.test(path);

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  if (response.status === 204) return null;
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function errorFrom(response: Response, body: Record<string, unknown> | null): ApiError {
  const error = (body?.error ?? {}) as ErrorBody;
  const fallbackKey = response.status >= 500 ? 'errors.unavailable' : 'errors.bad_request';
  if (!error.title && !error.message) error.title = translateMessage(fallbackKey, currentLanguage());
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError(response.status, error, {
    requestId: typeof body?.request_id === 'string' ? body.request_id : undefined,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Let the request outlive the page (`fetch`'s keepalive): for what a page says as it is hidden or closed, such
   * as an editor leaving. Same headers as any other call; the body must stay under the browser's 64 kB.
   */
  keepalive?: boolean;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}) {
  const token = getToken();
  const url = buildUrl(path, options.query);
  // The first screen's first GETs were asked for by the app's entry while this code downloaded.
  const early =
    method === 'GET' && token && !options.signal?.aborted ? takeEarlyAnswer(url, token) : undefined;

  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers: apiHeaders(token, { withBody: options.body !== undefined }),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, {
      code: 'UNAVAILABLE',
      title: translateMessage('errors.unavailable', currentLanguage()),
    });
  }

  const body = await readBody(response);
  if (!response.ok) {
    if ((response.status === 401 || response.status === 403) && !isSignInCall(method, path)) endSession();
    throw errorFrom(response, body);
  }
  const success = body?.success as { message?: string } | undefined;
  return {
    data: body?.data as T,
    successMessage: success?.message,
    availableLanguages: Array.isArray(body?.available_languages)
      ? (body.available_languages as string[])
      : [],
  } satisfies ApiResponse<T>;
}

/** Shorthands that unwrap to `data` for the common case. */
export const api = {
  get: async <T>(path: string, query?: Query, signal?: AbortSignal) =>
    (await apiRequest<T>('GET', path, { query, signal })).data,
  post: async <T>(path: string, body?: unknown) => (await apiRequest<T>('POST', path, { body })).data,
  put: async <T>(path: string, body?: unknown) => (await apiRequest<T>('PUT', path, { body })).data,
  patch: async <T>(path: string, body?: unknown) => (await apiRequest<T>('PATCH', path, { body })).data,
  delete: async <T>(path: string) => (await apiRequest<T>('DELETE', path)).data,
};

/**
 * An answer read as its contract schema says. Development builds and unit tests check it against the schema, so
 * a contract change one side missed shows at once. Production builds trust it: the API writes every answer from
 * that same schema and answers 500 rather than send another shape, and checking again cost the first screen 30 kB
 * gzip (zod and the schemas) and a copy of every row. Write the condition at the call, `answerAs(import.meta.env.DEV && schema, data)`:
 * only then does the production bundle lose the schema, and zod with it.
 */
export function answerAs<Schema extends ZodType>(schema: Schema | false, data: unknown): output<Schema> {
  return schema ? schema.parse(data) : (data as output<Schema>);
}
