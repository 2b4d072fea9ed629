import { AppError } from '../../lib/errors.ts';

/**
 * A keyset cursor: the sort value and id of the row a page starts after (`n`) or ends before (`p`), the sort it
 * was made for and the page number it leads to. Opaque to clients (base64url JSON).
 */
export interface Cursor {
  sort: string;
  value: string;
  id: string;
  page: number;
  direction: 'next' | 'prev';
}

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(
    JSON.stringify([
      cursor.sort,
      cursor.value,
      cursor.id,
      cursor.page,
      cursor.direction === 'next' ? 'n' : 'p',
    ]),
  ).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const cursorInvalid = () =>
  new AppError('VALIDATION', 'errors.validation', { fields: { cursor: ['advertisement.cursor_invalid'] } });

/** The cursor, which must have been made for `sort`; anything else is a 400 on `cursor`. */
export function decodeCursor(text: string, sort: string): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw cursorInvalid();
  }
  if (!Array.isArray(parts) || parts.length !== 5) throw cursorInvalid();
  const [cursorSort, value, id, page, direction] = parts as unknown[];
  if (
    cursorSort !== sort ||
    typeof value !== 'string' ||
    value.length > 100 ||
    typeof id !== 'string' ||
    !UUID.test(id) ||
    typeof page !== 'number' ||
    !Number.isInteger(page) ||
    page < 1 ||
    (direction !== 'n' && direction !== 'p')
  )
    throw cursorInvalid();
  return { sort, value, id, page, direction: direction === 'n' ? 'next' : 'prev' };
}
