import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  lookupDeleteQuerySchema,
  lookupRestoreSchema,
  type Language,
  type Namespace,
} from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { restore, softDelete, type VersionedTable } from '../../lib/versioned.ts';
import { errorResponses, langQuery, requireAdmin, TAG } from './access.ts';
import { NAMESPACE, withSlugCheck } from './writes.ts';

/** The row a delete or restore acts on, found by the route's params. */
export interface LifecycleTarget {
  table: VersionedTable;
  id: string;
  /** Keeps the write on the level the row was found at (a table's items, an item's children). */
  scope?: SQL;
  present: (row: never) => unknown;
  /** Refuses a delete that would leave other rows pointing at nothing (throws the answer). */
  assertDeletable?: () => Promise<void>;
}

interface LifecycleRoutes<Params extends z.ZodType> {
  path: string;
  params: Params;
  response: z.ZodType;
  /** `delete` and `restore` summaries of the OpenAPI document. */
  summaries: { delete: string; restore: string };
  /** The privilege namespace and OpenAPI tag; lookup tables' unless given (locations share these routes). */
  namespace?: Namespace;
  tag?: string;
  locate: (
    params: z.infer<Params>,
    state: 'live' | 'deleted',
    language: Language,
  ) => Promise<LifecycleTarget>;
}

/**
 * `DELETE {path}` (soft, DESIGN §5) and `POST {path}/restore` (ADMIN) of a lookup table or item, or of a
 * location or its item: the same privilege, version check, audit and answers for every kind of row.
 */
export function registerLifecycleRoutes<Params extends z.ZodType>(
  app: FastifyInstance,
  spec: LifecycleRoutes<Params>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const namespace = spec.namespace ?? NAMESPACE;
  const tags = [spec.tag ?? TAG];
  const locate = (request: FastifyRequest, state: 'live' | 'deleted') =>
    spec.locate(request.params as z.infer<Params>, state, request.lang);

  typed.delete(
    spec.path,
    {
      config: { privilege: [namespace, 'delete'] },
      schema: {
        tags,
        summary: spec.summaries.delete,
        params: spec.params,
        querystring: lookupDeleteQuerySchema,
        response: { 200: envelope(spec.response), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { assertDeletable, ...target } = await locate(request, 'live');
      await assertDeletable?.();
      const row = await softDelete(app.db, request, {
        ...target,
        namespace,
        version: request.query.version,
      });
      return ok(row, { messageKey: 'common.deleted', language: request.lang });
    },
  );

  typed.post(
    `${spec.path}/restore`,
    {
      config: { privilege: [namespace, 'delete'] },
      schema: {
        tags,
        summary: spec.summaries.restore,
        params: spec.params,
        querystring: langQuery,
        body: lookupRestoreSchema,
        response: { 200: envelope(spec.response), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await requireAdmin(app, request, namespace);
      const { assertDeletable: _unused, ...target } = await locate(request, 'deleted');
      // A live row may have taken the key meanwhile: restoring would duplicate it.
      const row = await withSlugCheck(() =>
        restore(app.db, request, { ...target, namespace, version: request.body.version }),
      );
      return ok(row, { messageKey: 'common.restored', language: request.lang });
    },
  );
}
