import { is, Param, Placeholder, sql, type Query, type SQL } from 'drizzle-orm';
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
  /** A shape holding what JSON cannot say (a table, a builder) names its key itself. */
  keyOf: (shape: Shape) => string = JSON.stringify,
) {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  return (db: Database, shape: Shape): Statement => {
    let statements = byDatabase.get(db);
    if (!statements) byDatabase.set(db, (statements = new Map()));
    const key = keyOf(shape);
    const statement = statements.get(key) ?? build(db, shape);
    // Maps iterate in insertion order: re-inserting keeps the least recently used first.
    statements.delete(key);
    statements.set(key, statement);
    if (statements.size > maxShapes) statements.delete(statements.keys().next().value!);
    return statement;
  };
}

/**
 * A statement prepared on the app's pool, run on a transaction's connection instead. Drizzle ties a prepared
 * statement to the session it was prepared on (its `client`); the statements of a versioned write are built once
 * and must run inside each write's own transaction, so each run gets a view of the statement with that
 * transaction's connection as its client.
 */
export function onConnectionOf<Statement extends object>(statement: Statement, tx: Database): Statement {
  const client = (tx as unknown as { session: { client: unknown } }).session.client;
  return Object.create(statement, { client: { value: client } }) as Statement;
}

let statementsNamed = 0;

/**
 * A name for a statement whose best plan never depends on its values: one that finds rows by their key (an id,
 * a list of ids) or inserts one. Prepared under a name, PostgreSQL parses it once per connection and, after a few
 * runs, keeps its plan; a PATCH's five statements parsed and planned on every run were a third of its database
 * time (bench/RESULTS.md). Lists and searches stay unnamed: their plans follow their values. Each statement built
 * gets a name of its own; a connection keeps the ones it ran until it closes, no more than the shapes in use.
 */
export const planOnceName = () => `coachyard_${++statementsNamed}`;

/** A placeholder bound as one array of a PostgreSQL type (`unnest` of a group's values, one statement a group). */
export const arrayPlaceholder = (name: string, type: string) =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;

type Session = { session: { client: { query(query: object): Promise<unknown> } } };

/** SQL text with its parameters, placeholders kept, and its statement name if planned once: run with `runOn`. */
export type BuiltQuery = Query & { name?: string };

export const sqlOf = (db: Database, statement: SQL, name?: string): BuiltQuery => ({
  ...(db as unknown as { dialect: { sqlToQuery(statement: SQL): Query } }).dialect.sqlToQuery(statement),
  name,
});

/** Runs SQL text from `sqlOf` (no rows wanted) on a database or a transaction's connection. */
export const runOn = (executor: unknown, query: BuiltQuery, values: Record<string, unknown>) =>
  (executor as Session).session.client.query({
    name: query.name,
    text: query.sql,
    values: fillPlaceholders(query.params, values),
  });

/** One parameter of a built statement: a value as given, or the placeholder it is bound from (and its encoder). */
type Slot = { value: unknown; name?: undefined } | { name: string; encoder?: Param['encoder'] };

const slotsByParams = new WeakMap<readonly unknown[], Slot[]>();

/**
 * Drizzle's `fillPlaceholders`, with what each parameter is worked out once per statement: Drizzle asks of every
 * parameter of every run whether it is a placeholder, walking its class chain for each one that is not (issue 30:
 * a PATCH's write, forty-odd parameters, spent more there than in binding them). Same values, same error.
 */
export function fillPlaceholders(params: readonly unknown[], values: Record<string, unknown>): unknown[] {
  let slots = slotsByParams.get(params);
  if (!slots) slotsByParams.set(params, (slots = params.map(slotOf)));
  const filled = new Array<unknown>(slots.length);
  for (let index = 0; index < slots.length; index++) {
    const slot = slots[index]!;
    if (slot.name === undefined) {
      filled[index] = slot.value;
      continue;
    }
    if (!(slot.name in values)) throw new Error(`No value for placeholder "${slot.name}" was provided`);
    const given = values[slot.name];
    filled[index] = slot.encoder ? slot.encoder.mapToDriverValue(given) : given;
  }
  return filled;
}

const slotOf = (param: unknown): Slot => {
  if (is(param, Placeholder)) return { name: param.name };
  if (is(param, Param) && is(param.value, Placeholder))
    return { name: param.value.name, encoder: param.encoder };
  return { value: param };
};
