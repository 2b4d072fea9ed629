import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Action, Namespace, ResourceSchemas } from '@coachyard/contract';
import type { langQuery } from './access.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

/**
 * A request as an operation's handler sees it: params, query and body as the registration's schemas parse
 * them (the type provider cannot carry a generic registration's types through, hence the one cast here).
 */
export type ResourceRequest<
  Params extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = typeof langQuery,
> = FastifyRequest & { params: z.output<Params>; body: z.output<Body>; query: z.output<Query> };

export interface Operation {
  summary: string;
  /** Answers the route documents besides the registration's usual ones (e.g. 413 for a large body). */
  errors?: ErrorStatus[];
}

type Schema<T> = T extends z.ZodType ? T : z.ZodType;
type ListQueryOf<S> = S extends { list: { query: infer Query } } ? Schema<Query> : z.ZodType;
type CreateOf<S> = S extends { create: infer Create } ? Schema<Create> : z.ZodType;
type PutOf<S> = S extends { update: { put: infer Put } } ? Schema<Put> : z.ZodType;
// A resource without PATCH has no candidates for it: its handler then sees the PUT body.
type PatchOf<S> = S extends { update: { patch: infer Patch } } ? Schema<Patch> : PutOf<S>;
type RemoveOf<S> = S extends { remove: infer Query } ? Schema<Query> : z.ZodType;
type RestoreOf<S> = S extends { restore: infer Body } ? Schema<Body> : z.ZodType;

/**
 * The routes of one resource (DESIGN §3, §5): its list and CSV export, read one, create, replace (PUT) and
 * change (PATCH), soft delete and restore. The registration says where the records live, which schemas its
 * contract gives them (`schemas`, named once in the contract) and what each operation does; the routes'
 * privileges, schemas, OpenAPI entries, status codes, success messages and the ADMIN check of a restore are the
 * same for every resource, so they are written here once.
 */
export interface ResourceRoutes<
  ItemParams extends z.ZodType,
  PathParams extends z.ZodType | undefined,
  Schemas extends ResourceSchemas,
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
  /** The record, list, write, delete and restore schemas of the contract (`…ResourceSchemas`). */
  schemas: Schemas;
  /** Whether reading one record needs the `read` privilege (lookup tables and places are read by everyone). */
  readPrivilege?: boolean;
  /**
   * The list at `{path}`: one page of records (the query's filters are its allowlist; keyset cursor and page
   * numbers as the resource offers). Answers the page, or the whole envelope as JSON text (a cached answer).
   */
  list?: Operation & {
    /** Whether listing needs the `list` privilege (lookup tables and places are listed by everyone). */
    privileged?: boolean;
    /** Deleted records (`deleted=1`) are listed for an ADMIN only, or for whoever has this action too. */
    deleted?: 'admin' | Action;
    handler: (
      request: ResourceRequest<NonNullable<PathParams>, z.ZodType, ListQueryOf<Schemas>>,
      reply: FastifyReply,
    ) => Promise<unknown>;
  };
  /** `{path}/export.csv`: the filtered list as a CSV file (the handler sends it, lib/csv.ts). */
  csv?: Operation & {
    /** The list's query when absent. */
    query?: z.ZodType;
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  };
  /**
   * Special actions on one record (a status move, its photos): routes beside the CRUD ones, each answering the
   * record as it is after the action, with the usual privilege, errors and success message.
   */
  actions?: RecordAction[];
  /** Answers the record, or the whole envelope as JSON text (a cached answer, lib/answer-cache.ts). */
  read?: Operation & { handler: (request: ResourceRequest<ItemParams>, reply: FastifyReply) => unknown };
  create?: Operation & {
    handler: (request: ResourceRequest<NonNullable<PathParams>, CreateOf<Schemas>>) => Promise<unknown>;
  };
  /** PUT replaces the editable fields; PATCH, where the contract has it, changes the ones given. */
  update?: {
    summaries: { put: string; patch?: string };
    errors?: ErrorStatus[];
    handler: (
      request: ResourceRequest<ItemParams, PutOf<Schemas> | PatchOf<Schemas>>,
      mode: 'whole' | 'patch',
    ) => Promise<unknown>;
  };
  remove?: Operation & {
    handler: (request: ResourceRequest<ItemParams, z.ZodType, RemoveOf<Schemas>>) => Promise<unknown>;
  };
  restore?: Operation & {
    handler: (request: ResourceRequest<ItemParams, RestoreOf<Schemas>>) => Promise<unknown>;
  };
}

/** One special action of a record (see ResourceRoutes.actions). */
export interface RecordAction extends Operation {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The URL's parameters (the registration's itemParams when the URL names only the record). */
  params?: z.ZodType;
  /** The query string (`?lang=` when absent). */
  query?: z.ZodType;
  body?: z.ZodType;
  /** The privilege checked (`update` when absent). */
  privilege?: Action;
  /** The success message (`common.saved` when absent). */
  messageKey?: string;
  handler: (request: ResourceRequest) => Promise<unknown>;
}

/** A RecordAction whose handler sees its own params, body and query as parsed (the one cast is here). */
export const recordAction = <
  Params extends z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = typeof langQuery,
>(
  action: Omit<RecordAction, 'params' | 'body' | 'query' | 'handler'> & {
    params: Params;
    body?: Body;
    query?: Query;
    handler: (request: ResourceRequest<Params, Body, Query>) => Promise<unknown>;
  },
) => action as unknown as RecordAction;
