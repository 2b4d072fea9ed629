import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Action, Namespace } from '@coachyard/contract';
import { csvFileResponse } from '../csv.ts';
import { envelope, errorResponses, ok } from '../envelope.ts';
import { langQuery, requireAction, requireAdmin } from './access.ts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/**
 * A request as an operation's handler sees it: params, query and body as the registration's schemas parse
 * them (the type provider cannot carry a generic registration's types through, hence the one cast here).
 */
export type ResourceRequest<
  Params extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = typeof langQuery,
> = FastifyRequest & { params: z.output<Params>; body: z.output<Body>; query: z.output<Query> };

interface Operation {
  summary: string;
  /** Answers the route documents besides the registration's usual ones (e.g. 413 for a large body). */
  errors?: ErrorStatus[];
}

/**
 * The routes of one resource (DESIGN §3, §5): its list and CSV export, read one, create, replace (PUT) and
 * change (PATCH), soft delete and restore. The registration says where the records live, what they look like and what each
 * operation does; the routes' privileges, schemas, OpenAPI entries, status codes, success messages and the
 * ADMIN check of a restore are the same for every resource, so they are written here once.
 */
export interface ResourceRoutes<
  ItemParams extends z.ZodType,
  PathParams extends z.ZodType | undefined,
  Create extends z.ZodType,
  Update extends z.ZodType,
  // A resource without PATCH has no candidates for it: its handler then sees the PUT body.
  Patch extends z.ZodType = Update,
  DeleteQuery extends z.ZodType = z.ZodType,
  RestoreBody extends z.ZodType = z.ZodType,
  ListQuery extends z.ZodType = z.ZodType,
> {
  /** The privilege namespace the operations are checked against, and the name of their audit events. */
  namespace: Namespace;
  /** The OpenAPI tag. */
  tag: string;
  /** Where new records are posted (`/collections/:id/items`); one record is `{path}/{itemParam}`. */
  path: string;
  /** `{path}` with the record's own parameter (`/collections/:id/items/:itemId`). */
  itemPath: string;
  pathParams?: PathParams;
  itemParams: ItemParams;
  /** What one record answers. */
  record: z.ZodType;
  /** Whether reading one record needs the `read` privilege (lookup tables and places are read by everyone). */
  readPrivilege?: boolean;
  /**
   * The list at `{path}`: one page of records (the query's filters are its allowlist; keyset cursor and page
   * numbers as the resource offers). Answers the page, or the whole envelope as JSON text (a cached answer).
   */
  list?: Operation & {
    query: ListQuery;
    page: z.ZodType;
    /** Whether listing needs the `list` privilege (lookup tables and places are listed by everyone). */
    privileged?: boolean;
    /** Deleted records (`deleted=1`) are listed for an ADMIN only, or for whoever has this action too. */
    deleted?: 'admin' | Action;
    handler: (
      request: ResourceRequest<NonNullable<PathParams>, z.ZodType, ListQuery>,
      reply: FastifyReply,
    ) => Promise<unknown>;
  };
  /** `{path}/export.csv`: the filtered list as a CSV file (the handler sends it, lib/csv.ts). */
  csv?: Operation & {
    query: z.ZodType;
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  };
  /** Answers the record, or the whole envelope as JSON text (a cached answer, lib/answer-cache.ts). */
  read?: Operation & { handler: (request: ResourceRequest<ItemParams>, reply: FastifyReply) => unknown };
  create?: Operation & {
    body: Create;
    handler: (request: ResourceRequest<NonNullable<PathParams>, Create>) => Promise<unknown>;
  };
  /** PUT replaces the editable fields; PATCH, where the resource has it, changes the ones given. */
  update?: {
    summaries: { put: string; patch?: string };
    errors?: ErrorStatus[];
    body: { put: Update; patch?: Patch };
    handler: (
      request: ResourceRequest<ItemParams, Update | Patch>,
      mode: 'whole' | 'patch',
    ) => Promise<unknown>;
  };
  remove?: Operation & {
    query: DeleteQuery;
    handler: (request: ResourceRequest<ItemParams, z.ZodType, DeleteQuery>) => Promise<unknown>;
  };
  restore?: Operation & {
    body: RestoreBody;
    handler: (request: ResourceRequest<ItemParams, RestoreBody>) => Promise<unknown>;
  };
}

const answered = (request: FastifyRequest, data: unknown, messageKey: string) =>
  ok(data, { messageKey, language: request.lang });

/** Declares a resource's record routes on `app` (see ResourceRoutes). */
export function registerResourceRoutes<
  ItemParams extends z.ZodType,
  PathParams extends z.ZodType | undefined,
  Create extends z.ZodType,
  Update extends z.ZodType,
  // A resource without PATCH has no candidates for it: its handler then sees the PUT body.
  Patch extends z.ZodType = Update,
  DeleteQuery extends z.ZodType = z.ZodType,
  RestoreBody extends z.ZodType = z.ZodType,
  ListQuery extends z.ZodType = z.ZodType,
>(
  app: FastifyInstance,
  spec: ResourceRoutes<ItemParams, PathParams, Create, Update, Patch, DeleteQuery, RestoreBody, ListQuery>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { namespace, record } = spec;
  const tags = [spec.tag];
  const answer = envelope(record);
  const errors = (usual: ErrorStatus[], extra: ErrorStatus[] = []) =>
    errorResponses(...new Set([...usual, ...extra]));
  type Loose = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const route = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    action: 'list' | 'read' | 'create' | 'update' | 'delete' | null,
    schema: Record<string, unknown>,
    handler: Loose,
  ) =>
    typed.route({
      method,
      url,
      ...(action ? { config: { privilege: [namespace, action] as const } } : {}),
      schema: { tags, ...schema },
      handler,
    });

  const { list, csv, read, create, update, remove, restore } = spec;
  const pathParams = spec.pathParams ? { params: spec.pathParams } : {};
  if (list) {
    route(
      'GET',
      spec.path,
      list.privileged === false ? null : 'list',
      {
        summary: list.summary,
        ...pathParams,
        querystring: list.query,
        response: { 200: envelope(list.page), ...errors([400, 401, 403], list.errors) },
      },
      async (request, reply) => {
        if (list.deleted && (request.query as { deleted?: number }).deleted === 1) {
          if (list.deleted === 'admin') await requireAdmin(app, request, namespace, 'list_deleted');
          else await requireAction(app, request, list.deleted, namespace);
        }
        const page = await list.handler(request as never, reply);
        return typeof page === 'string' ? page : ok(page);
      },
    );
  }
  if (csv) {
    route(
      'GET',
      `${spec.path}/export.csv`,
      'list',
      {
        summary: csv.summary,
        ...pathParams,
        querystring: csv.query,
        response: { 200: csvFileResponse, ...errors([400, 401, 403], csv.errors) },
      },
      (request, reply) => csv.handler(request, reply),
    );
  }
  if (read) {
    route(
      'GET',
      spec.itemPath,
      spec.readPrivilege ? 'read' : null,
      {
        summary: read.summary,
        params: spec.itemParams,
        querystring: langQuery,
        response: { 200: answer, ...errors(spec.readPrivilege ? [401, 403, 404] : [401, 404], read.errors) },
      },
      async (request, reply) => {
        const found = await read.handler(request as ResourceRequest<ItemParams>, reply);
        // A cached answer comes as the envelope's JSON text, its type already set.
        return typeof found === 'string' ? found : ok(found);
      },
    );
  }
  if (create) {
    route(
      'POST',
      spec.path,
      'create',
      {
        summary: create.summary,
        ...pathParams,
        querystring: langQuery,
        body: create.body,
        response: { 201: answer, ...errors([400, 401, 403], create.errors) },
      },
      async (request, reply) => {
        const created = await create.handler(request as never);
        reply.code(201);
        return answered(request, created, 'common.created');
      },
    );
  }
  if (update) {
    for (const mode of update.body.patch ? (['whole', 'patch'] as const) : (['whole'] as const)) {
      route(
        mode === 'patch' ? 'PATCH' : 'PUT',
        spec.itemPath,
        'update',
        {
          summary: mode === 'patch' ? update.summaries.patch : update.summaries.put,
          params: spec.itemParams,
          querystring: langQuery,
          body: mode === 'patch' ? update.body.patch : update.body.put,
          response: { 200: answer, ...errors([400, 401, 403, 404, 409], update.errors) },
        },
        async (request) => answered(request, await update.handler(request as never, mode), 'common.saved'),
      );
    }
  }
  if (remove) {
    route(
      'DELETE',
      spec.itemPath,
      'delete',
      {
        summary: remove.summary,
        params: spec.itemParams,
        querystring: remove.query,
        response: { 200: answer, ...errors([400, 401, 403, 404, 409], remove.errors) },
      },
      async (request) => answered(request, await remove.handler(request as never), 'common.deleted'),
    );
  }
  if (restore) {
    route(
      'POST',
      `${spec.itemPath}/restore`,
      'delete',
      {
        summary: restore.summary,
        params: spec.itemParams,
        querystring: langQuery,
        body: restore.body,
        response: { 200: answer, ...errors([400, 401, 403, 404, 409], restore.errors) },
      },
      async (request) => {
        await requireAdmin(app, request, namespace);
        return answered(request, await restore.handler(request as never), 'common.restored');
      },
    );
  }
}
