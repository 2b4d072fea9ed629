import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let dealerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  dealerToken = await t.login(ACCOUNTS.DEALER);
});
afterAll(() => t.close());

const URL = '/api/users/me/preferences';
const save = (key: string, payload: object, token = dealerToken) =>
  t.request({ method: 'PUT', url: `${URL}/${key}`, token, payload });
const read = async (token = dealerToken) =>
  (await t.request({ method: 'GET', url: URL, token })).json().data as {
    key: string;
    value: { hidden_columns: string[] };
    version: number;
  }[];

describe('a user’s column choices', () => {
  it('are kept on the server and read back from a new sign-in, with version and audit', async () => {
    const first = await save('list-columns.advertisements', {
      value: { hidden_columns: ['location', 'updated'] },
      version: 0,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      key: 'list-columns.advertisements',
      value: { hidden_columns: ['location', 'updated'] },
      version: 1,
    });

    // Another browser: a new token of the same account.
    const elsewhere = await t.login(ACCOUNTS.DEALER);
    expect(await read(elsewhere)).toEqual([first.json().data]);

    const second = await save('list-columns.advertisements', {
      value: { hidden_columns: ['location'] },
      version: 1,
    });
    expect(second.json().data.version).toBe(2);
    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.namespace, 'preferences'));
    expect(audited.map((event) => event.action)).toEqual(['create', 'update']);
    expect(audited[1]!.before).toEqual({ value: { hidden_columns: ['location', 'updated'] } });
    expect(audited[1]!.after).toEqual({ value: { hidden_columns: ['location'] } });
  });

  it('refuses a stale save with 409 and the stored choice, changing nothing', async () => {
    const stale = await save('list-columns.advertisements', { value: { hidden_columns: [] }, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect(stale.json().error.current.value).toEqual({ hidden_columns: ['location'] });
    const firstAgain = await save('list-columns.advertisements', {
      value: { hidden_columns: [] },
      version: 0,
    });
    expect(firstAgain.statusCode).toBe(409);
    expect((await read()).find((row) => row.key === 'list-columns.advertisements')?.version).toBe(2);
  });

  it('are each user’s own: another account reads none of them', async () => {
    const admin = await t.login(ACCOUNTS.ADMIN);
    expect(await read(admin)).toEqual([]);
  });

  it('refuse unknown keys and malformed values in the envelope, and need a token', async () => {
    const badKey = await save('theme', { value: { hidden_columns: [] }, version: 0 });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error.code).toBe('VALIDATION');
    const badValue = await save('list-columns.users', { value: { hidden_columns: 'email' }, version: 0 });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().error.fields).toBeDefined();
    const extra = await save('list-columns.users', {
      value: { hidden_columns: [], colour: 'red' },
      version: 0,
    });
    expect(extra.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await read()).map((row) => row.key)).toEqual(['list-columns.advertisements']);
  });
});
