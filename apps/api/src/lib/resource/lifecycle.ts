import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { restore, softDelete, type VersionedTable } from '../versioned.ts';

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

interface Lifecycle<Request extends FastifyRequest> {
  namespace: string;
  locate: (request: Request, state: 'live' | 'deleted') => Promise<LifecycleTarget>;
  /** Wraps the restore's write, e.g. to word the unique violation of a key a live row took meanwhile. */
  guardRestore?: <T>(write: () => Promise<T>) => Promise<T>;
}

type VersionIn<Where extends 'query' | 'body'> = FastifyRequest & { [K in Where]: { version: number } };

/**
 * The delete and restore handlers of a resource whose rows need nothing but the versioned soft delete of
 * DESIGN §5: find the row in the caller's reach, check the version, flip `deleted_at`, audit.
 */
export function versionedLifecycle<Request extends FastifyRequest>(
  app: Pick<FastifyInstance, 'db'>,
  spec: Lifecycle<Request>,
) {
  const guard = spec.guardRestore ?? ((write) => write());
  return {
    remove: async (request: Request & VersionIn<'query'>) => {
      const { assertDeletable, ...target } = await spec.locate(request, 'live');
      await assertDeletable?.();
      return softDelete(app.db, request, {
        ...target,
        namespace: spec.namespace,
        version: request.query.version,
      });
    },
    restore: async (request: Request & VersionIn<'body'>) => {
      const { assertDeletable: _unused, ...target } = await spec.locate(request, 'deleted');
      return guard(() =>
        restore(app.db, request, { ...target, namespace: spec.namespace, version: request.body.version }),
      );
    },
  };
}
