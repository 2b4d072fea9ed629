import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

type JsonSchemaNode = { [keyword: string]: unknown };

/**
 * Says what zod's serializer did in words fast-json-stringify acts on. Undeclared fields are dropped, not refused
 * (zod strips them, and a nullable object with one would match no branch); `X or null` is X marked nullable, so
 * it is written directly instead of being matched against each branch at run time.
 */
function forSerializer(node: unknown): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const { additionalProperties, properties, items, anyOf, oneOf, allOf, ...keywords } =
    node as JsonSchemaNode;
  const branches = anyOf as JsonSchemaNode[] | undefined;
  const nullBranch = branches?.length === 2 ? branches.findIndex((branch) => branch.type === 'null') : -1;
  if (nullBranch !== -1)
    return { ...(forSerializer(branches![1 - nullBranch]) as object), ...keywords, nullable: true };
  const each = (list: unknown) => (Array.isArray(list) ? list.map(forSerializer) : undefined);
  const converted: JsonSchemaNode = {
    ...keywords,
    properties:
      properties &&
      Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, forSerializer(schema)])),
    items: Array.isArray(items) ? each(items) : forSerializer(items),
    additionalProperties: additionalProperties === false ? undefined : forSerializer(additionalProperties),
    anyOf: each(anyOf),
    oneOf: each(oneOf),
    allOf: each(allOf),
  };
  return Object.fromEntries(Object.entries(converted).filter(([, value]) => value !== undefined));
}

/** The JSON Schema of a response's zod schema, or null when it cannot say all the schema does (a date…). */
function jsonSchemaOf(schema: unknown): Schema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'throw',
      // Every part written where it is used: the serializer resolves no references.
      reused: 'inline',
    });
    return forSerializer(jsonSchema) as Schema;
  } catch {
    return null;
  }
}

/**
 * Answers are written by a serializer compiled from each route's response schema (fast-json-stringify), not
 * checked and copied by zod, then stringified: a page of 25 ads takes a third of the time. It keeps what the zod
 * serializer guaranteed clients: only declared fields leave the server (a stray column never leaks), and an answer
 * missing a required field is a 500, not a malformed body. A schema JSON Schema cannot express keeps zod's.
 */
function compileSerializer(route: RouteSchema): (value: unknown) => string {
  const jsonSchema = jsonSchemaOf(route.schema);
  if (!jsonSchema) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  return fastJsonStringify(jsonSchema);
}

/**
 * Each serializer is compiled when its first answer is written, not at start-up: compiling all of them (every
 * route's every status) took about a second of a start's four (issue 30), for answers many runs never send.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route: RouteSchema) => {
  let serialize: ((value: unknown) => string) | undefined;
  return (value: unknown) => (serialize ??= compileSerializer(route))(value);
};

/** The same serializer for a part of an answer (lib/answer-cache.ts keeps `data` written out). */
export const serializerOf = (schema: z.ZodType): ((value: unknown) => string) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' }) as (
    value: unknown,
  ) => string;
