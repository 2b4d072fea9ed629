import type { Database } from './client.ts';

/**
 * Statements built once per shape. Drizzle turns its query objects into SQL text on every run, which cost a
 * fifth of a list request's CPU; statements of one shape differ only in the values bound to their placeholders
 * (`sql.placeholder`), so each shape is built once here and later runs only bind values. A shape is what a
 * statement is built from and never holds a value: its JSON is the key. The statements are unnamed (prepare
 * with ''), so PostgreSQL still plans each run for its values, and no connection keeps statements of shapes no
 * longer used. The most recently used `maxShapes` per database are kept.
 */
export function preparedByShape<Shape, Statement>(
  build: (db: Database, shape: Shape) => Statement,
  maxShapes = 256,
) {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  return (db: Database, shape: Shape): Statement => {
    let statements = byDatabase.get(db);
    if (!statements) byDatabase.set(db, (statements = new Map()));
    const key = JSON.stringify(shape);
    const statement = statements.get(key) ?? build(db, shape);
    // Maps iterate in insertion order: re-inserting keeps the least recently used first.
    statements.delete(key);
    statements.set(key, statement);
    if (statements.size > maxShapes) statements.delete(statements.keys().next().value!);
    return statement;
  };
}
