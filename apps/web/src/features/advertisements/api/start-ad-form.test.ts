import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { clearStoredSession, storeSession } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { startAdForm } from './start-ad-form';

const temsa = { id: 'a0c900b0-fbba-45d4-87aa-01466876081c', slug: 'temsa', text: 'TEMSA' };
const admin = {
  id: '00000000-0000-4000-8000-000000000001',
  role: 'ADMIN' as const,
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email_address: 'admin@coachyard.test',
  profile_picture: null,
  country: null,
  city: null,
  version: 1,
};

/** The API as the form's start meets it: each answer held until `release` lets them all through. */
function heldApi() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn(async (url: string) => {
    await released;
    const items = url.startsWith('/api/collections/brands/') ? [temsa] : [];
    const data = url.startsWith('/api/model-relations/')
      ? { brand_id: temsa.id, models: [], version: 1 }
      : url.startsWith('/api/settings/forms')
        ? {}
        : { items, total: items.length, page: 1, per_page: 100 };
    return jsonResponse(200, { data });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { asked: () => fetchMock.mock.calls.map(([url]) => url), release };
}

beforeEach(() => {
  // The answers here carry only what the start reads, not every field the development build's checks want.
  vi.stubEnv('DEV', false);
  storeSession(admin, 'token');
  queryClient.setDefaultOptions({ queries: { retry: false } });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  clearStoredSession();
  queryClient.clear();
});

describe("a new advertisement form's start", () => {
  it('asks for its tables, markets, limits, dealers and the default brand’s models, and settles once all answered', async () => {
    const { asked, release } = heldApi();
    let settled = false;
    void startAdForm({})!.then(() => (settled = true));
    await vi.waitFor(() => expect(asked().length).toBeGreaterThanOrEqual(15));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release();
    await vi.waitFor(() => expect(settled).toBe(true));
    const paths = asked().map((url) => url.split('?')[0]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/collections/brands/items',
        '/api/collections/countries/items',
        '/api/collections/eu-region-tags/items',
        '/api/locations',
        '/api/settings/forms',
        '/api/users',
        `/api/model-relations/${temsa.id}`,
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});
