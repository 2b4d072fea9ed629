import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

/** One app per test file, signed in as each role, with small helpers for the locations API. */
export async function locationsTestApp() {
  const t: TestApp = await createTestApp();
  const tokens = {
    ADMIN: await t.login(ACCOUNTS.ADMIN),
    REPRESENTATIVE: await t.login(ACCOUNTS.REPRESENTATIVE),
    DEALER: await t.login(ACCOUNTS.DEALER),
  };
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token: string | undefined = tokens.ADMIN,
  ) => {
    const response = await t.request({ method, url, ...(payload ? { payload } : {}), token });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: isJson ? response.json() : response.body, response };
  };
  /** The seeded market with this key. */
  const market = async (slug: string) => {
    const { body } = await call('GET', `/api/locations?q=${slug}&per_page=100`);
    return (body.data.items as { id: string; slug: string; version: number }[]).find(
      (row) => row.slug === slug,
    )!;
  };
  return { t, tokens, call, market };
}
