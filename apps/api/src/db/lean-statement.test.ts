import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import { leanStatement } from './lean-statement.ts';
import { advertisements, users } from './schema/index.ts';

// No database: each statement answers the rows given, as `pg` hands them to Drizzle (arrays of driver values).
const db = createDatabase('postgres://nobody@127.0.0.1:1/none');
type Runnable = { client: unknown; execute(values?: object): Promise<unknown[]> };
const answering = (statement: unknown, rows: unknown[][]) => {
  const runnable = statement as Runnable;
  runnable.client = { query: async () => ({ rows }) };
  return runnable;
};

const OWNER = '00000000-0000-4000-8000-000000000001';
const AD = '00000000-0000-4000-8000-000000000002';

describe('a statement run leanly', () => {
  it('answers the rows Drizzle answers: dates decoded, nested objects, a missing left-joined row as null', async () => {
    const query = db
      .select({
        ad: { id: advertisements.id, updatedAt: advertisements.updatedAt, title: advertisements.title },
        owner: { id: users.id, name: users.firstName },
        ownerName: users.firstName,
        year: sql<number>`${advertisements.year}`,
      })
      .from(advertisements)
      .leftJoin(users, eq(users.id, advertisements.ownerId))
      .where(eq(advertisements.id, sql.placeholder('id')));
    const rows = [
      [AD, '2026-11-28 05:00:00.123+00', { en: 'A coach' }, OWNER, 'Dealer', 'Dealer', 2019],
      [AD, '2026-11-28 05:00:00.123+00', { en: 'A coach' }, null, null, null, 2019],
    ];
    const drizzle = await answering(query.prepare('drizzle'), rows).execute({ id: AD });
    const lean = await answering(leanStatement(query.prepare('lean')), rows).execute({ id: AD });

    expect(lean).toEqual(drizzle);
    expect(lean[1]).toMatchObject({ owner: null, ownerName: null });
    expect((lean[0] as { ad: { updatedAt: Date } }).ad.updatedAt).toEqual(
      new Date('2026-11-28T05:00:00.123Z'),
    );
  });

  it('fails as Drizzle fails: the driver’s error as the cause', async () => {
    const statement = leanStatement(
      db.select({ id: advertisements.id }).from(advertisements).prepare('failing'),
    ) as unknown as Runnable;
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    statement.client = { query: async () => Promise.reject(unique) };

    await expect(statement.execute()).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});
