import type { z } from 'zod';

/**
 * The schemas of one resource's standard routes, named once beside the schemas themselves: the API's registrar
 * (apps/api/src/lib/resource) declares validation, OpenAPI and serialisation of every route from them, so a
 * registration names its resource's schemas with one import.
 */
export interface ResourceSchemas {
  /** One record, as GET by id and every write answer it. */
  record: z.ZodType;
  /** The list's query (its filters are the allowlist) and one page of it. */
  list?: { query: z.ZodType; page: z.ZodType };
  create?: z.ZodType;
  /** PUT replaces the editable fields; PATCH, where the resource has it, changes the ones given. */
  update?: { put: z.ZodType; patch?: z.ZodType };
  /** DELETE's query (the version, and what a delete may also take with it). */
  remove?: z.ZodType;
  /** POST …/restore's body. */
  restore?: z.ZodType;
}

/** Names a resource's schemas, keeping each one's own type for the handlers that parse with it. */
export const resourceSchemas = <const Schemas extends ResourceSchemas>(schemas: Schemas) => schemas;
