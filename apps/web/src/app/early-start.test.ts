import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { api } from '@/lib/api-client';
import { clearStoredSession, storeSession } from '@/lib/auth';
import { askEarly, EARLY_ANSWER_LIFETIME_MS } from '@/lib/early-answers';
import { queryClient } from '@/lib/query-client';
import { startEarly } from './early-start';
import { FIRST_LISTS } from './first-lists';
import { startQueries as startShellQueries } from './layout/shell-queries';
import { PAGE_ROUTES } from './route-table';

const user = (role: 'ADMIN' | 'DEALER') => ({
  id: '00000000-0000-4000-8000-000000000002',
  role,
  first_name: 'Deniz',
  last_name: 'Bayi',
  email_address: 'someone@coachyard.test',
  profile_picture: null,
  country: null,
  city: null,
  version: 1,
});
const everything = Object.fromEntries(
  PAGE_ROUTES.map((route) => [route.namespace, ['read', 'create', 'update', 'delete']]),
);
const hierarchy = { ADMIN: [], REPRESENTATIVE: [], DEALER: [] };
const emptyPage = { items: [], total: 0, page: 1, per_page: 25, thumbnail_base: '/media/' };

/** The API as fetch sees it: the privileges given, an empty page or record for anything else. */
function answering(privileges: Record<string, string[]>) {
  const fetchMock = vi.fn(async (url: string) =>
    jsonResponse(200, {
      data: url.startsWith('/api/users/permissions') ? { privileges, hierarchy } : emptyPage,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const asked = () => fetchMock.mock.calls.map(([url]) => url);
  return { fetchMock, asked };
}
const appDefaults = queryClient.getDefaultOptions();
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const firstLists = Object.entries(FIRST_LISTS).map(([path, list]) => [path, list!] as const);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearStoredSession();
  queryClient.clear();
});

describe("the entry's early start", () => {
  beforeEach(() => {
    storeSession(user('ADMIN'), 'token');
    // The fake answers are not all the shapes the development build checks: no retry outlives its test.
    queryClient.setDefaultOptions({ queries: { retry: false } });
  });
  afterEach(() => queryClient.setDefaultOptions(appDefaults));

  it.each(firstLists)(
    'hands %s its first page and the shell its first answers, each asked for once',
    async (path, list) => {
      const route = PAGE_ROUTES.find((candidate) => candidate.path === path)!;
      expect(route.namespace).toBe(list.namespace);
      const { asked } = answering(everything);
      startEarly(path, '');
      await vi.waitFor(() => expect(asked().some((url) => url.startsWith(`/api${list.path}?`))).toBe(true));
      // The app's code arrives: the shell's and the screen's first queries ask for what the entry asked.
      startShellQueries();
      (await route.load()).startQueries!({});
      const listQuery = () =>
        queryClient
          .getQueryCache()
          .findAll()
          .find((query) => query.queryKey.includes(list.path));
      await vi.waitFor(() => expect(listQuery()?.state.data).toBeTruthy());
      await settled();
      // Each answer the entry asked for was taken: the shell's and the screen's queries asked the API nothing more
      // than the lead inboxes' unread counts, which the shell asks for once the privileges show an inbox.
      expect(asked()).toHaveLength(6);
      expect(new Set(asked()).size).toBe(6);
      expect(asked()).toContain('/api/leads/unread-counts?lang=en');
    },
  );

  it('asks for no list the role may not open (a refusal would sign it out), only what the shell asks', async () => {
    storeSession(user('DEALER'), 'token');
    const { asked } = answering({ advertisements: ['read'] });
    startEarly('/users', '');
    await vi.waitFor(() => expect(asked()).toHaveLength(4));
    await settled();
    await settled();
    expect(asked().some((url) => url.startsWith('/api/users?'))).toBe(false);
    expect(asked()).toContain('/api/users/permissions?role=DEALER&lang=en');
  });

  it('asks for no list when the address has search params the screen reads itself', async () => {
    const { asked } = answering(everything);
    startEarly('/advertisements', '?status=draft');
    await settled();
    await settled();
    expect(asked().some((url) => url.startsWith('/api/advertisements?'))).toBe(false);
  });

  it('asks nothing for a visitor who is not signed in', async () => {
    clearStoredSession();
    const { fetchMock } = answering(everything);
    startEarly('/advertisements', '');
    await settled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves an answer not taken within its lifetime: a later GET asks the API again', async () => {
    const { fetchMock } = answering(everything);
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    askEarly('/api/public/settings?lang=en', 'token');
    now.mockReturnValue(1_000 + EARLY_ANSWER_LIFETIME_MS + 1);
    await api.get('/public/settings');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
