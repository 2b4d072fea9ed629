import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { api, apiRequest, answerAs, type ApiResponse, type Query } from './api-client';

/** What a resource's hooks read and send: its record, a page of its list, and the bodies of its writes. */
export interface ResourceTypes {
  record: unknown;
  page: unknown;
  create?: unknown;
  update?: unknown;
  patch?: unknown;
}

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
}

/**
 * The one data contract of a resource (react-admin's dataProvider, per resource): its list, one record, create, PUT
 * and PATCH, each through the one API client, with the answers checked in development and every query of the
 * resource refreshed after a write. A new resource's screens then need only its columns, its form and its texts.
 */
export function defineResource<Types extends ResourceTypes, Params extends object = Record<never, never>>(
  definition: ResourceDefinition<Params>,
) {
  const { root, path, check } = definition;
  const onePath = (params: Params, id: string) => `${path(params)}/${encodeURIComponent(id)}`;
  const keys = {
    root,
    list: (params: Params, query: Query) => [...root, 'list', path(params), query] as const,
    one: (params: Params, id: string) => [...root, 'one', path(params), id] as const,
  };
  const record = (response: ApiResponse<unknown>): ApiResponse<Types['record']> => ({
    ...response,
    data: answerAs(check.record, response.data) as Types['record'],
  });
  const useWrite = <Variables>(
    send: (variables: Variables) => Promise<ApiResponse<unknown>>,
    refresh: 'onSuccess' | 'onSettled' = 'onSettled',
  ) => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async (variables: Variables) => record(await send(variables)),
      // A write changes counts, trails and other lists' options beyond the row itself.
      [refresh]: () => queryClient.invalidateQueries({ queryKey: root }),
    });
  };

  return {
    keys,
    paths: { list: path, one: onePath },
    /** GET {path}: a page, the previous one kept on screen while the next loads. */
    useList: (params: Params, query: Query, options: { enabled?: boolean } = {}) =>
      useQuery({
        queryKey: keys.list(params, query),
        queryFn: async ({ signal }) =>
          answerAs(check.page, await api.get(path(params), query, signal)) as Types['page'],
        placeholderData: keepPreviousData,
        enabled: options.enabled ?? true,
      }),
    /** GET {path}/{id}, for an edit form; nothing is asked before the id is known. */
    useOne: (params: Params, id: string | undefined) =>
      useQuery({
        queryKey: keys.one(params, id ?? ''),
        queryFn: async ({ signal }) =>
          answerAs(check.record, await api.get(onePath(params, id!), undefined, signal)) as Types['record'],
        enabled: Boolean(id),
      }),
    /** POST {path} → 201 with the new record. */
    useCreate: (params: Params) =>
      useWrite((body: Types['create']) => apiRequest('POST', path(params), { body }), 'onSuccess'),
    /** PUT {path}/{id} with the version it was read at (409 when stale). */
    useUpdate: (params: Params, id: string) =>
      useWrite((body: Types['update']) => apiRequest('PUT', onePath(params, id), { body })),
    /** PATCH {path}/{id}: some fields, e.g. a list's in-place active switch. */
    usePatch: (params: Params) =>
      useWrite(({ id, body }: { id: string; body: Types['patch'] }) =>
        apiRequest('PATCH', onePath(params, id), { body }),
      ),
  };
}
