import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setTestLanguage } from '@/test/render';
import { sessionUserSchema } from '@coachyard/contract';
import { ApiError, answerAs, api, apiRequest, buildUrl, resource } from './api-client';
import { getStoredUser, getToken, sessionStore, storeSession, markLoggedIn } from './auth';
import { changeLanguage } from './i18n';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  role: 'ADMIN' as const,
  first_name: 'Ada',
  last_name: 'Admin',
  email_address: 'admin@coachyard.test',
  profile_picture: null,
  country: null,
  city: null,
  version: 1,
};

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const errorBody = (code: string, title: string, fields?: Record<string, string[]>) => ({
  error: { title, message: title, code, ...(fields ? { fields } : {}) },
  request_id: 'req-1',
});

beforeAll(() => setTestLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ user: null, isLoggedIn: false, signedOut: false });
});

describe('api client', () => {
  it('unwraps the envelope to data and keeps the success message and languages', async () => {
    mockFetch(
      jsonResponse(200, {
        data: { id: 7 },
        success: { message: 'Saved' },
        available_languages: ['en', 'tr'],
      }),
    );
    const response = await apiRequest<{ id: number }>('POST', '/things', { body: { name: 'x' } });
    expect(response).toEqual({ data: { id: 7 }, successMessage: 'Saved', availableLanguages: ['en', 'tr'] });
  });

  it('sends the bearer token, JSON, and the current language on every request', async () => {
    storeSession(user, 'token-123');
    await changeLanguage('tr', { persist: false });
    const fetchMock = mockFetch(jsonResponse(200, { data: [], available_languages: [] }));

    await api.get('/users', { page: 2, q: '', role: ['ADMIN', 'DEALER'] });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/users?page=2&role=ADMIN&role=DEALER&lang=tr');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
    await changeLanguage('en', { persist: false });
  });

  it('lets a request outlive the page only when asked, with the same token and language', async () => {
    storeSession(user, 'token-123');
    const fetchMock = mockFetch(jsonResponse(200, { data: { editors: [] }, available_languages: [] }));

    await apiRequest('DELETE', '/content/1/presence', { query: { screen_id: 'abc12345' }, keepalive: true });
    await api.get('/users');

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/content/1/presence?screen_id=abc12345&lang=en');
    expect(init).toMatchObject({ method: 'DELETE', keepalive: true });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
    expect(fetchMock.mock.calls[1]![1]).not.toHaveProperty('keepalive');
  });

  it('throws an ApiError with status, code, the title as message, and the field messages', async () => {
    mockFetch(
      jsonResponse(400, errorBody('VALIDATION', 'Some fields are not valid', { name: ['Enter a name'] })),
    );
    const error = await api.post('/things', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Some fields are not valid' });
    expect((error as ApiError).fieldError('name')).toBe('Enter a name');
  });

  it.each([401, 403])('a %i answer clears token and user and ends the session', async (status) => {
    storeSession(user, 'token-123');
    markLoggedIn();
    mockFetch(jsonResponse(status, errorBody('UNAUTHORIZED', 'Your session has ended')));

    await expect(api.get('/users/me')).rejects.toMatchObject({ status });

    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(sessionStore.get()).toMatchObject({ isLoggedIn: false, user: null, signedOut: false });
  });

  it('does not end anything when the sign-in call itself answers 401', async () => {
    storeSession(user, 'token-123');
    mockFetch(jsonResponse(401, errorBody('UNAUTHORIZED', 'No')));
    await expect(api.post('/auth', {})).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('token-123');
  });

  it('reports a network failure as an ApiError with status 0 in the current language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/users')).rejects.toMatchObject({
      status: 0,
      message: 'The service is temporarily unavailable',
    });
  });

  it('builds the generic resource calls of a namespace', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { data: {}, available_languages: [] }));
    const lookupTables = resource('collections');
    await lookupTables.list({ records: 'all' }, 'abc', 'items');
    await lookupTables.get('abc');
    await lookupTables.update('abc', { name: 'n' });
    await lookupTables.patch('abc', { name: 'n' });
    await lookupTables.remove('abc');
    await lookupTables.create({ name: 'n' });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'GET /api/collections/abc/items?records=all&lang=en',
      'GET /api/collections/abc?lang=en',
      'PUT /api/collections/abc?lang=en',
      'PATCH /api/collections/abc?lang=en',
      'DELETE /api/collections/abc?lang=en',
      'POST /api/collections?lang=en',
    ]);
    expect(buildUrl('users')).toBe('/api/users?lang=en');
  });

  it('checks an answer against its contract schema in development builds, and trusts it when told not to', () => {
    expect(import.meta.env.DEV).toBe(true);
    expect(answerAs(import.meta.env.DEV && sessionUserSchema, user)).toEqual(user);
    const { email_address: _missing, ...broken } = user;
    expect(() => answerAs(import.meta.env.DEV && sessionUserSchema, broken)).toThrow(/email_address/);
    expect(answerAs(false, broken)).toBe(broken);
  });
});
