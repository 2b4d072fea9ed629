import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let document: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

type Schema = Record<string, unknown>;

/** Every place of a body's schema that says nothing about its value (`{}`), by its path in the document. */
function emptySchemas(node: unknown, path: string, found: string[]) {
  if (Array.isArray(node))
    return node.forEach((item, index) => emptySchemas(item, `${path}/${index}`, found));
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  for (const [key, value] of Object.entries(schema)) {
    const isSchemaSlot = ['schema', 'items', 'additionalProperties'].includes(key);
    if (isSchemaSlot && value && typeof value === 'object' && Object.keys(value).length === 0)
      found.push(`${path}/${key}`);
    if (key === 'properties' && value && typeof value === 'object')
      for (const [name, property] of Object.entries(value as Schema))
        if (property && typeof property === 'object' && Object.keys(property).length === 0)
          found.push(`${path}/properties/${name}`);
    emptySchemas(value, `${path}/${key}`, found);
  }
}

describe('the OpenAPI document at /api/docs/json', () => {
  it('is a valid OpenAPI 3 document, every $ref resolved', async () => {
    const validated = await SwaggerParser.validate(structuredClone(document) as never);
    expect((validated as { openapi?: string }).openapi).toMatch(/^3\./);
  });

  it('gives every request and response body a concrete schema, the rich-text document included', () => {
    const found: string[] = [];
    emptySchemas(document.paths, '', found);
    expect(found).toEqual([]);
    const components = (document.components as { schemas: Record<string, Schema> }).schemas;
    expect(components.RichTextNode).toMatchObject({ type: 'object' });
    const put = (document.paths as Record<string, Record<string, Schema>>)['/api/content/{id}']!.put!;
    const body = JSON.stringify(put.requestBody);
    expect(body).toContain('#/components/schemas/RichTextNode');
  });
});
