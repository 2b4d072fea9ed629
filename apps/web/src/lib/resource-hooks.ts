import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { api, apiRequest, answerAs, type ApiResponse, type Query } from './api-client';
import { queryClient } from './query-client';

/** The route's params at the address a screen opens on (`:id` of an edit form), as `useParams` gives them. */
export type ScreenParams = Readonly<Partial<Record<string, string>>>;

/**
 * An edit form's `startQueries` (`app/lazy-page.ts`): asks for the record at the address's `:id` (or the param
 * named `idParam`) before the form's first render, with the resource's params taken from the address too; a
 * create form asks nothing.
 */
export const startRecordAt =
  <Params extends object>(
    resource: { startOne: (params: Params, id: string) => Promise<unknown> },
    { idParam = 'id', paramsOf }: { idParam?: string; paramsOf?: (screen: ScreenParams) => Params } = {},
  ) =>
  (screen: ScreenParams) => {
    const id = screen[idParam];
    return id ? resource.startOne(paramsOf ? paramsOf(screen) : ({} as Params), id) : undefined;
  };

/**
 * A screen's `startQueries` made of several: each started at once, settled when all have (`app/lazy-page.ts`:
 * the screen's first render waits for them).
 */
export const startTogether =
  (...starts: ((screen: ScreenParams) => unknown)[]) =>
  (screen: ScreenParams) =>
    Promise.allSettled(starts.map((start) => start(screen)));

/** What a resource's hooks read and send: its record, a page of its list, and the bodies of its writes. */
export interface ResourceTypes {
  record: unknown;
  page: unknown;
  create?: unknown;
  update?: unknown;
  patch?: unknown;
}

/**
 * What a write does to the cache.
 * - `refetch`: every query of the resource is asked for again; after an update, patch, delete or action even when
 *   refused, so a 409 shows the row as it now is.
 * - `keep-and-refetch`: the same, and a successful write's answer is the cached record at once, so the form shows
 *   the saved version without waiting for it to be read again (content).
 * - `keep`: the answer is the cached record and only the lists are asked for again, after a success. For a record
 *   written step after step (an ad's form, photos and status): the next write sends the answer's version, and the
 *   open record is not read again after each step.
 */
export type AfterWrite = 'refetch' | 'keep-and-refetch' | 'keep';

export interface ResourceDefinition<Params extends object> {
  /** Every query of the resource lives under this key: a write asks for all of it again (counts, trails, options). */
  root: QueryKey;
  /** Where the records are (`/locations/{id}/items`), from what they are nested in; one record is `{path}/{id}`. */
  path: (params: Params) => string;
  /**
   * The contract's schemas, to check answers while developing: pass `import.meta.env.DEV && schema`, so a
   * production build leaves the schemas out of the bundle.
   */
  check: { record: ZodType | false; page: ZodType | false };
  /** `refetch` unless told; see AfterWrite. */
  afterWrite?: AfterWrite;
  /**
   * A page as its screens read it, from the page as sent: what the API says once a page rather than in every row
   * (the ads' `thumbnail_base`) put back into the rows, once per answer rather than in every cell.
   */
  fromPage?: (page: never) => unknown;
}

/** A DELETE's variables: the version read (409 when stale) and what else the resource's delete takes. */
export interface DeleteVariables {
  id: string;
  version: number;
  query?: Query;
}

interface WriteOptions {
  /** When the resource's queries are asked for again (a `keep` resource: after a success, always). */
  refresh?: 'onSuccess' | 'onSettled';
  /** Whether the answer becomes the cached record; by the resource's `afterWrite` unless told. */
  keep?: boolean;
}

/**
 * The one data contract of a resource (react-admin's dataProvider, per resource): its list, one record, create, PUT,
 * PATCH and DELETE, each through the one API client, with the answers checked in development and the resource's
 * queries refreshed after a write. A new resource's screens then need only its columns, its form and its texts;
 * its special actions (status moves, photos) are `useAction`s, answered and refreshed the same way.
 */
export function defineResource<Types extends ResourceTypes, Params extends object = Record<never, never>>(
  definition: ResourceDefinition<Params>,
) {
  const { root, path, check, afterWrite = 'refetch', fromPage } = definition;
  const readPage = (data: unknown) => {
    const page = answerAs(check.page, data);
    return (fromPage ? fromPage(page as never) : page) as Types['page'];
  };
  const onePath = (params: Params, id: string) => `${path(params)}/${encodeURIComponent(id)}`;
  const keys = {
    root,
    list: (params: Params, query: Query) => [...root, 'list', path(params), query] as const,
    one: (params: Params, id: string) => [...root, 'one', path(params), id] as const,
  };
  const oneQuery = (params: Params, id: string) => ({
    queryKey: keys.one(params, id),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      answerAs(check.record, await api.get(onePath(params, id), undefined, signal)) as Types['record'],
  });
  const listQuery = (params: Params, query: Query) => ({
    queryKey: keys.list(params, query),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      readPage(await api.get(path(params), query, signal)),
  });
  const record = (response: ApiResponse<unknown>): ApiResponse<Types['record']> => ({
    ...response,
    data: answerAs(check.record, response.data) as Types['record'],
  });
  type Send<Variables> = (variables: Variables) => Promise<ApiResponse<unknown>>;
  const useWrite = <Variables>(
    params: Params,
    send: Send<Variables>,
    { refresh = 'onSettled', keep = afterWrite !== 'refetch' }: WriteOptions = {},
  ) => {
    const queryClient = useQueryClient();
    // A write changes counts, trails and other lists' options beyond the row itself.
    const refetch = () =>
      queryClient.invalidateQueries({ queryKey: afterWrite === 'keep' ? [...root, 'list'] : root });
    const when = afterWrite === 'keep' ? 'onSuccess' : refresh;
    return useMutation({
      mutationFn: async (variables: Variables) => record(await send(variables)),
      onSuccess: ({ data }) => {
        if (keep) queryClient.setQueryData(keys.one(params, (data as { id: string }).id), data);
        // Kept answers: the mutation settles without waiting for the lists, which are not on screen.
        if (when === 'onSuccess') return afterWrite === 'keep' ? void refetch() : refetch();
      },
      onSettled: () => (when === 'onSettled' ? refetch() : undefined),
    });
  };

  return {
    keys,
    paths: { list: path, one: onePath },
    /** GET {path}: a page, the previous one kept on screen while the next loads. */
    useList: (params: Params, query: Query, options: { enabled?: boolean } = {}) =>
      useQuery({
        ...listQuery(params, query),
        placeholderData: keepPreviousData,
        enabled: options.enabled ?? true,
      }),
    /**
     * GET {path} of the page a screen opens on, asked for before its first render (its `startQueries`). Resolves
     * with the page, or nothing if it could not be read (the screen's `useList` reports that).
     */
    startList: (params: Params, query: Query): Promise<Types['page'] | undefined> =>
      queryClient.fetchQuery(listQuery(params, query)).catch(() => undefined),
    /** GET {path}/{id}, for an edit form; nothing is asked before the id is known. */
    useOne: (params: Params, id: string | undefined) =>
      useQuery({ ...oneQuery(params, id ?? ''), enabled: Boolean(id) }),
    /**
     * GET {path}/{id} of the record an edit form opens on, asked for before its first render (its `startQueries`);
     * the form's `useOne` then finds it asked for, or there. Resolves with the record, or nothing if it could not
     * be read (the form's `useOne` reports that).
     */
    startOne: (params: Params, id: string): Promise<Types['record'] | undefined> =>
      queryClient.fetchQuery(oneQuery(params, id)).catch(() => undefined),
    /** POST {path} → 201 with the new record; a refused create changed nothing, so only a success refreshes. */
    useCreate: (params: Params) =>
      useWrite(params, (body: Types['create']) => apiRequest('POST', path(params), { body }), {
        refresh: 'onSuccess',
      }),
    /** PUT {path}/{id} with the version it was read at (409 when stale). */
    useUpdate: (params: Params, id: string) =>
      useWrite(params, (body: Types['update']) => apiRequest('PUT', onePath(params, id), { body })),
    /** PATCH {path}/{id}: some fields, e.g. a list's in-place active switch. */
    usePatch: (params: Params) =>
      useWrite(params, ({ id, body }: { id: string; body: Types['patch'] }) =>
        apiRequest('PATCH', onePath(params, id), { body }),
      ),
    /**
     * DELETE {path}/{id}?version=N (and the resource's own flags, e.g. `force`): a soft delete, answered with the
     * deleted record, which is never kept as the one to edit.
     */
    useDelete: (params: Params) =>
      useWrite(
        params,
        ({ id, version, query }: DeleteVariables) =>
          apiRequest('DELETE', onePath(params, id), { query: { version, ...query } }),
        { keep: false },
      ),
    /** Any other write answered with the whole record (a status move, a photo, one's own account). */
    useAction: <Variables>(params: Params, send: Send<Variables>) => useWrite(params, send),
  };
}
