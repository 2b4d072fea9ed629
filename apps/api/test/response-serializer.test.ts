import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, ok } from '../src/lib/envelope.ts';
import { responseSerializerCompiler } from '../src/lib/response-serializer.ts';
import errorsPlugin from '../src/plugins/errors.ts';
import requestContextPlugin from '../src/plugins/request-context.ts';

const account = z.object({
  id: z.string(),
  name: z.string(),
  city: z.object({ id: z.string(), text: z.string() }).nullable(),
  tags: z.array(z.string()),
  note: z.string().optional(),
});

/** A few routes whose handlers answer what a careless query might: extra columns, a missing field. */
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(responseSerializerCompiler);

beforeAll(async () => {
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  const answer = (path: string, data: unknown, schema: z.ZodType = account) =>
    app.get(path, { schema: { response: { 200: envelope(schema) } } }, async () => ok(data));
  answer('/account', {
    id: 'a1',
    name: 'Özkaya Turizm "Ankara"',
    city: { id: 'c1', text: 'Ankara', slug: 'ankara' },
    tags: ['2+1', 'Euro 6'],
    password_hash: '$argon2id$v=19$secret',
  });
  answer('/account-without-city', { id: 'a2', name: 'Metro', city: null, tags: [] });
  answer('/account-missing-name', { id: 'a3', city: null, tags: [] });
  // JSON Schema has no dates: such a schema keeps zod's serializer.
  answer('/published-at', new Date('2026-11-22T09:30:00Z'), z.date());
  await app.ready();
});
afterAll(() => app.close());

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('answers are written from their response schema', () => {
  it('sends only the declared fields, at every depth', async () => {
    const { status, body } = await get('/account');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: 'a1',
      name: 'Özkaya Turizm "Ankara"',
      city: { id: 'c1', text: 'Ankara' },
      tags: ['2+1', 'Euro 6'],
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
    expect(body.available_languages).toContain('ar');
  });

  it('writes null and empty lists as they are, and leaves out an absent optional field', async () => {
    const { status, body } = await get('/account-without-city');
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: 'a2', name: 'Metro', city: null, tags: [] });
    expect(body.data).not.toHaveProperty('note');
  });

  it('answers 500 in the error envelope, never a body without a required field', async () => {
    const { status, body } = await get('/account-missing-name');
    expect(status).toBe(500);
    expect(body.error.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toContain('a3');
  });

  it('keeps zod for a schema JSON Schema cannot express', async () => {
    const { status, body } = await get('/published-at');
    expect(status).toBe(200);
    expect(body.data).toBe('2026-11-22T09:30:00.000Z');
  });
});
