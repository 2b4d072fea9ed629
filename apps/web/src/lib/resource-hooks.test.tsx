import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse, setTestLanguage } from '@/test/render';
import { apiRequest } from './api-client';
import { defineResource, startRecordAt, type AfterWrite } from './resource-hooks';

interface Thing {
  id: string;
  version: number;
}
const thing = (version: number): Thing => ({ id: 't1', version });

/** A resource of things under `['things']`, a client holding a list and the record, and every request sent. */
function setup(afterWrite: AfterWrite | undefined, answer: () => Response) {
  const things = defineResource<{ record: Thing; page: { items: Thing[] }; patch: { version: number } }>({
    root: ['things'],
    path: () => '/things',
    check: { record: false, page: false },
    afterWrite,
  });
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(things.keys.list({}, {}), { items: [thing(1)] });
  client.setQueryData(things.keys.one({}, 't1'), thing(1));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const stale = () => ({
    list: client.getQueryState(things.keys.list({}, {}))?.isInvalidated,
    one: client.getQueryState(things.keys.one({}, 't1'))?.isInvalidated,
  });
  const requests = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);
  return { things, client, wrapper, stale, requests };
}

const ok = (data: unknown) => () => jsonResponse(200, { data, available_languages: [] });
const stale409 = () => jsonResponse(409, { error: { title: 'Stale', code: 'CONFLICT' }, request_id: 'r' });

beforeAll(() => setTestLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('defineResource writes', () => {
  it('deletes with the version and the resource’s own flags, and refreshes the resource even when refused', async () => {
    const { things, wrapper, stale, requests } = setup(undefined, stale409);
    const { result } = renderHook(() => things.useDelete({}), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ id: 't1', version: 3, query: { force: 1 } }).catch(() => undefined);
    });
    expect(requests()).toEqual(['DELETE /api/things/t1?version=3&force=1&lang=en']);
    expect(stale()).toEqual({ list: true, one: true });
  });

  it('refetch: a PATCH refreshes every query of the resource and keeps nothing', async () => {
    const { things, client, wrapper, stale } = setup(undefined, ok(thing(2)));
    const { result } = renderHook(() => things.usePatch({}), { wrapper });
    await act(() => result.current.mutateAsync({ id: 't1', body: { version: 1 } }));
    expect(stale()).toEqual({ list: true, one: true });
    expect(client.getQueryData(things.keys.one({}, 't1'))).toEqual(thing(1));
  });

  it('keep-and-refetch: the answer is the cached record, and everything is asked for again', async () => {
    const { things, client, wrapper, stale } = setup('keep-and-refetch', ok(thing(2)));
    const { result } = renderHook(() => things.usePatch({}), { wrapper });
    await act(() => result.current.mutateAsync({ id: 't1', body: { version: 1 } }));
    expect(client.getQueryData(things.keys.one({}, 't1'))).toEqual(thing(2));
    expect(stale()).toEqual({ list: true, one: true });
  });

  it('keep: an action’s answer is the cached record and only the lists are asked for again', async () => {
    const { things, client, wrapper, stale, requests } = setup('keep', ok(thing(2)));
    const { result } = renderHook(
      () => things.useAction({}, (id: string) => apiRequest('POST', `/things/${id}/status`)),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('t1'));
    expect(requests()).toEqual(['POST /api/things/t1/status?lang=en']);
    expect(client.getQueryData(things.keys.one({}, 't1'))).toEqual(thing(2));
    expect(stale()).toEqual({ list: true, one: false });
  });

  it('keep: a refused write leaves the cache as it was', async () => {
    const { things, client, wrapper, stale } = setup('keep', stale409);
    const { result } = renderHook(() => things.usePatch({}), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ id: 't1', body: { version: 1 } }).catch(() => undefined);
    });
    expect(client.getQueryData(things.keys.one({}, 't1'))).toEqual(thing(1));
    expect(stale()).toEqual({ list: false, one: false });
  });
});

describe('startRecordAt, an edit form’s startQueries', () => {
  it('asks for the record at the address’s id once, which the form’s useOne then takes; a create form asks nothing', async () => {
    const { things, requests } = setup(undefined, ok(thing(4)));
    const { queryClient } = await import('./query-client');
    queryClient.clear();
    const start = startRecordAt(things, { idParam: 'itemId' });
    start({});
    expect(requests()).toEqual([]);
    start({ id: 'table', itemId: 't9' });
    // Asked for before any component reads it.
    await vi.waitFor(() => expect(requests()).toEqual(['GET /api/things/t9?lang=en']));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => things.useOne({}, 't9'), { wrapper });
    await vi.waitFor(() => expect(result.current.data).toEqual(thing(4)));
    expect(requests()).toEqual(['GET /api/things/t9?lang=en']);
    queryClient.clear();
  });
});
