import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AppError } from './errors.ts';
import { decodeCursor, describePageStart, encodeCursor, keysetPage, type Keyset } from './keyset.ts';

const byTime: Keyset = {
  name: 'things:-created_at',
  columns: [
    { column: sql`created_at`, type: 'timestamptz' },
    { column: sql`id`, type: 'uuid' },
  ],
  descending: true,
};
const byId: Keyset = {
  name: 'trail',
  columns: [{ column: sql`id`, type: 'bigint' }],
  descending: true,
  plain: true,
};
const ID = '0b9c5a9e-3f5e-4b7a-9a51-6f8d2c1e4a77';
const AT = '2026-03-02T09:30:00.123456Z';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { status: error.statusCode, fields: error.extra.fields } : error;
  }
  return 'accepted';
};

describe('keyset cursors', () => {
  it('round-trip a position, and a plain one is the value itself', () => {
    const position = { values: [AT, ID], page: 3, direction: 'prev' as const };
    expect(decodeCursor(byTime, encodeCursor(byTime, position))).toEqual(position);
    expect(encodeCursor(byId, { values: ['42'], page: 2, direction: 'next' })).toBe('42');
    expect(decodeCursor(byId, '42')).toEqual({ values: ['42'], page: 1, direction: 'next' });
  });

  it.each([
    [
      'another list or order',
      encodeCursor({ ...byTime, name: 'things:name' }, { values: [AT, ID], page: 2, direction: 'next' }),
    ],
    [
      'a time in another form',
      encodeCursor(byTime, { values: ['2026-03-02 09:30:00+00', ID], page: 2, direction: 'next' }),
    ],
    ['no id', encodeCursor(byTime, { values: [AT, 'x'], page: 2, direction: 'next' })],
    ['page 0', encodeCursor(byTime, { values: [AT, ID], page: 0, direction: 'next' })],
    ['not base64 JSON', '%%%'],
    ['JSON of the wrong shape', Buffer.from('{"a":1}').toString('base64url')],
  ])('refuse %s with a 400 on cursor', (_case, cursor) => {
    expect(refusal(() => decodeCursor(byTime, cursor))).toEqual({
      status: 400,
      fields: { cursor: ['common.cursor_invalid'] },
    });
  });

  it.each(['-1x', '9223372036854775808', '1e3', ''])('refuse %j as a bigint key', (cursor) => {
    expect(refusal(() => decodeCursor(byId, cursor))).toMatchObject({ status: 400 });
  });

  it('start a page at the top, after a cursor, or at an offset, reading one row more', () => {
    expect(describePageStart(byTime, { page: 1, perPage: 25 })).toMatchObject({
      shape: { start: 'top', reversed: false },
      values: { limit: 26 },
    });
    expect(describePageStart(byTime, { page: 3, perPage: 25 }).values).toEqual({ offset: 50, limit: 26 });
    const back = encodeCursor(byTime, { values: [AT, ID], page: 4, direction: 'prev' });
    expect(describePageStart(byTime, { page: 1, perPage: 25, cursor: back })).toMatchObject({
      shape: { start: 'cursor', reversed: true },
      values: { key0: AT, key1: ID, limit: 26 },
    });
  });

  it('make a page of what was read: extra row dropped, a backwards read turned around, neighbours named', () => {
    const numbered: Keyset = {
      ...byTime,
      columns: [byTime.columns[0]!, { column: sql`n`, type: 'integer' }],
    };
    const rows = ['a', 'b', 'c'].map((name, index) => ({ name, cursorKey: [AT, `${index}`] }));
    const offset = { cursor: null, shape: { start: 'offset', reversed: false } } as const;
    const forward = keysetPage(numbered, { page: 2, perPage: 2 }, offset, rows);
    expect(forward.rows.map((row) => row.name)).toEqual(['a', 'b']);
    expect(forward.page).toBe(2);
    expect(decodeCursor(numbered, forward.nextCursor!)).toEqual({
      values: [AT, '1'],
      page: 3,
      direction: 'next',
    });
    expect(decodeCursor(numbered, forward.prevCursor!)).toEqual({
      values: [AT, '0'],
      page: 1,
      direction: 'prev',
    });

    // Walking back from page 5 and reading fewer rows than one more than a page: this is the first page.
    const back: Parameters<typeof keysetPage>[2] = {
      cursor: { values: [AT, '9'], page: 5, direction: 'prev' },
      shape: { start: 'cursor', reversed: true },
    };
    const first = keysetPage(numbered, { page: 1, perPage: 2 }, back, rows.slice(0, 2));
    expect(first.rows.map((row) => row.name)).toEqual(['b', 'a']);
    expect(first).toMatchObject({ page: 1, prevCursor: null });
    expect(decodeCursor(numbered, first.nextCursor!)).toMatchObject({ values: [AT, '0'], page: 2 });
  });
});
