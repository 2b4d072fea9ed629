import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { ACCOUNTS, createTestApp, TEST_PASSWORD } from './helpers.ts';
import { createContent, textIn } from './content-support.ts';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('scheduled publishing', () => {
  it('fires on time in a process started after the one that scheduled it stopped', async () => {
    // The first process schedules and stops before the time comes (its job runner never runs).
    const first = await createTestApp({ MAIL_WORKER: 'false' });
    const admin = await first.login(ACCOUNTS.ADMIN);
    const publishAt = new Date(Date.now() + 3_000).toISOString();
    const item = await createContent(first, admin, {
      translations: {
        en: textIn('Spring open day at the Hamburg depot', { status: 'scheduled', publish_at: publishAt }),
        tr: textIn('Bahar açık günü', {
          status: 'published',
          unpublish_at: new Date(Date.now() + 3_500).toISOString(),
        }),
      },
    });
    expect(item.states).toMatchObject({ en: 'scheduled', tr: 'published' });
    const slug = item.translations.en!.slug;
    expect(
      (await first.request({ method: 'GET', url: `/api/public/content/${slug}?lang=en` })).statusCode,
    ).toBe(404);
    const databaseUrl = first.config.databaseUrl!;
    const dataDir = first.config.dataDir;
    await first.app.close();
    await first.db.$client.end();

    // A new process on the same database, with its job runner.
    const db = createDatabase(databaseUrl, 4);
    const app = await buildApp({
      config: loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      db,
    });
    await app.ready();
    closers.push(async () => {
      await app.close();
      await db.$client.end();
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { user_email: ACCOUNTS.ADMIN, user_password: TEST_PASSWORD },
    });
    const token = login.json().data?.access_token as string;
    const read = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/content/${item.id}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().data;
    await eventually(async () => {
      const states = (await read())?.states;
      return states?.en === 'published' && states?.tr === 'draft';
    });
    const published = await app.inject({ method: 'GET', url: `/api/public/content/${slug}?lang=en` });
    expect(published.statusCode).toBe(200);
    expect(published.json().data.title).toBe('Spring open day at the Hamburg depot');
    // The schedule's own change is in the item's history, by nobody, with the status it set.
    const history = await app.inject({
      method: 'GET',
      url: `/api/audit/history/content/${item.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    // The two times half a second apart fire in one run of the schedule or in two, as the machine allows.
    const events = history.json().data.events as {
      action: string;
      actor: unknown;
      changes: { field: string }[];
    }[];
    const scheduled = events.find((event) => event.changes.some((change) => change.field === 'status.en'));
    expect(scheduled).toMatchObject({ action: 'status_change', actor: null });
    expect(scheduled!.changes).toContainEqual({
      field: 'status.en',
      before: 'scheduled',
      after: 'published',
    });
  });
});
