import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Action, ResourceSchemas } from '@coachyard/contract';
import { csvFileResponse } from '../csv.ts';
import { envelope, errorResponses, ok } from '../envelope.ts';
import { langQuery, requireAction, requireAdmin } from './access.ts';
import type { ErrorStatus, ResourceRequest, ResourceRoutes } from './registration.ts';

/** A kept answer comes as the envelope written out (its text or its bytes), its type already set. */
const isWrittenOut = (answer: unknown): answer is string | Buffer =>
  typeof answer === 'string' || Buffer.isBuffer(answer);

const answered = (request: FastifyRequest, data: unknown, messageKey: string) =>
  ok(data, { messageKey, language: request.lang });

/** Declares a resource's record routes on `app` (see ResourceRoutes). */
export function registerResourceRoutes<
  ItemParams extends z.ZodType,
  PathParams extends z.ZodType | undefined,
  Schemas extends ResourceSchemas,
>(app: FastifyInstance, spec: ResourceRoutes<ItemParams, PathParams, Schemas>) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { namespace, schemas } = spec;
  const { record } = schemas;
  /** An operation the contract gives no schema for is a registration's mistake, caught as the app starts. */
  const schemaOf = <T>(schema: T | undefined, operation: string): T => {
    if (!schema)
      throw new Error(`${spec.path}: ${operation} is registered but the contract has no schema for it`);
    return schema;
  };
  const tags = [spec.tag];
  const answer = envelope(record);
  const errors = (usual: ErrorStatus[], extra: ErrorStatus[] = []) =>
    errorResponses(...new Set([...usual, ...extra]));
  type Loose = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const route = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    action: Action | null,
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
    const { query, page } = schemaOf(schemas.list, 'list');
    route(
      'GET',
      spec.path,
      list.privileged === false ? null : 'list',
      {
        summary: list.summary,
        ...pathParams,
        querystring: query,
        response: { 200: envelope(page), ...errors([400, 401, 403], list.errors) },
      },
      async (request, reply) => {
        if (list.deleted && (request.query as { deleted?: number }).deleted === 1) {
          if (list.deleted === 'admin') await requireAdmin(app, request, namespace, 'list_deleted');
          else await requireAction(app, request, list.deleted, namespace);
        }
        const page = await list.handler(request as never, reply);
        return isWrittenOut(page) ? page : ok(page);
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
        querystring: csv.query ?? schemaOf(schemas.list, 'csv').query,
        response: { 200: csvFileResponse, ...errors([400, 401, 403], csv.errors) },
      },
      (request, reply) => csv.handler(request, reply),
    );
  }
  for (const action of spec.actions ?? []) {
    route(
      action.method,
      action.url,
      action.privilege ?? 'update',
      {
        summary: action.summary,
        params: action.params ?? spec.itemParams,
        querystring: action.query ?? langQuery,
        ...(action.body ? { body: action.body } : {}),
        response: { 200: answer, ...errors([400, 401, 403, 404, 409], action.errors) },
      },
      async (request) =>
        answered(
          request,
          await action.handler(request as ResourceRequest),
          action.messageKey ?? 'common.saved',
        ),
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
        return isWrittenOut(found) ? found : ok(found);
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
        body: schemaOf(schemas.create, 'create'),
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
    const bodies = schemaOf(schemas.update, 'update');
    for (const mode of bodies.patch ? (['whole', 'patch'] as const) : (['whole'] as const)) {
      route(
        mode === 'patch' ? 'PATCH' : 'PUT',
        spec.itemPath,
        'update',
        {
          summary: mode === 'patch' ? update.summaries.patch : update.summaries.put,
          params: spec.itemParams,
          querystring: langQuery,
          body: mode === 'patch' ? bodies.patch : bodies.put,
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
        querystring: schemaOf(schemas.remove, 'remove'),
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
        body: schemaOf(schemas.restore, 'restore'),
        response: { 200: answer, ...errors([400, 401, 403, 404, 409], restore.errors) },
      },
      async (request) => {
        await requireAdmin(app, request, namespace);
        return answered(request, await restore.handler(request as never), 'common.restored');
      },
    );
  }
}
