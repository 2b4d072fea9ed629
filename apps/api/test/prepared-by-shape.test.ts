import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { preparedByShape } from '../src/db/prepared-by-shape.ts';

const databases = () => [{}, {}] as unknown as [Database, Database];

describe('statements prepared by shape', () => {
  it('builds a shape once per database, and again for another shape', () => {
    const built: string[] = [];
    const statementFor = preparedByShape((_db, shape: { filters: string[] }) => {
      built.push(shape.filters.join('+'));
      return { shape };
    });
    const [first, second] = databases();
    const brand = statementFor(first, { filters: ['brand'] });
    expect(statementFor(first, { filters: ['brand'] })).toBe(brand);
    statementFor(first, { filters: ['brand', 'q'] });
    statementFor(second, { filters: ['brand'] });
    expect(built).toEqual(['brand', 'brand+q', 'brand']);
  });

  it('keeps the most recently used shapes and builds a forgotten one again', () => {
    const built: number[] = [];
    const statementFor = preparedByShape((_db, shape: number) => built.push(shape), 2);
    const [db] = databases();
    statementFor(db, 1);
    statementFor(db, 2);
    statementFor(db, 1); // 1 is now the most recent; 2 goes when 3 arrives
    statementFor(db, 3);
    statementFor(db, 1);
    statementFor(db, 2);
    expect(built).toEqual([1, 2, 3, 2]);
  });
});
