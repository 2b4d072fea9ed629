import { Column, DrizzleQueryError, getTableName, is, SQL } from 'drizzle-orm';
import { fillPlaceholders } from './prepared-by-shape.ts';

/** What a prepared Drizzle statement (node-postgres) holds that running it takes. */
interface PreparedQuery {
  client: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };
  params: unknown[];
  queryConfig: { text: string };
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type RowMapper = (row: unknown[]) => Record<string, unknown>;

/** Each field's decoder, found as Drizzle finds it (a column, an SQL expression, an aliased one or a subquery). */
const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  const expression = is(field, SQL)
    ? field
    : ((field as { sql?: SQL }).sql ?? (field as { _: { sql: SQL } })._.sql);
  return (expression as unknown as { decoder: Decoder }).decoder;
};

/**
 * Where Drizzle answers a nested object as null: when the first of its columns is null and every column of it comes
 * from one table that the query's joins may leave without a row (a left join). Index of that column per object.
 */
function nullWhenFirstNull(fields: NonNullable<PreparedQuery['fields']>, notNull: Record<string, boolean>) {
  const tables = new Map<string, { first: number; table: string | null }>();
  fields.forEach(({ path, field }, index) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const table = getTableName(field.table);
    const seen = tables.get(path[0]!);
    if (!seen) tables.set(path[0]!, { first: index, table });
    else if (seen.table !== table) seen.table = null;
  });
  return [...tables]
    .filter(([, { table }]) => table !== null && !notNull[table])
    .map(([parent, { first }]) => [parent, first] as const);
}

/**
 * Drizzle's row mapping as a function built once per statement: Drizzle asks, for every column of every row, what
 * kind of field it is and walks its path. Deeper selections are left to it: null.
 */
function rowMapperOf({ fields, joinsNotNullableMap }: PreparedQuery): RowMapper | null {
  if (!fields || fields.some(({ path }) => path.length > 2)) return null;
  // A column that keeps the driver's value as it is (a uuid, a text, a boolean) is not asked for each row.
  const decoders = fields.map(({ field }) => {
    const decoder = decoderOf(field);
    return decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : decoder;
  });
  const parents = fields.map(({ path }) => (path.length === 2 ? path[0]! : null));
  const keys = fields.map(({ path }) => path[path.length - 1]!);
  const nullable = joinsNotNullableMap ? nullWhenFirstNull(fields, joinsNotNullableMap) : [];
  return (row) => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      const raw = row[index];
      const decoder = decoders[index];
      const value = raw === null || !decoder ? raw : decoder.mapFromDriverValue(raw);
      const parent = parents[index];
      if (parent === null) result[keys[index]!] = value;
      else ((result[parent] ??= {}) as Record<string, unknown>)[keys[index]!] = value;
    }
    for (const [parent, first] of nullable) if (row[first] === null) result[parent] = null;
    return result;
  };
}

/**
 * A prepared Drizzle statement that runs leanly: its rows mapped by a function built once, without Drizzle's
 * tracing and cache layers. The statements of every read and write of one ad (its read, a versioned change's read
 * and write: three rows of forty-odd columns a PATCH) spent more in those layers than in `pg`. A view of it on
 * another connection (`onConnectionOf`, db/prepared-by-shape.ts) runs leanly too. Statements whose answer Drizzle
 * maps otherwise stay as they are.
 */
export function leanStatement<Statement extends object>(statement: Statement): Statement {
  const prepared = statement as unknown as PreparedQuery;
  const mapper = prepared.customResultMapper ? null : rowMapperOf(prepared);
  if (!mapper) return statement;
  return Object.create(statement, {
    execute: {
      async value(this: PreparedQuery, values: Record<string, unknown> = {}) {
        const params = fillPlaceholders(this.params, values);
        try {
          const { rows } = await this.client.query(this.queryConfig, params);
          return rows.map(mapper);
        } catch (error) {
          // As Drizzle reports a failed statement (a unique violation is its cause).
          throw new DrizzleQueryError(this.queryConfig.text, params, error as Error);
        }
      },
    },
  }) as Statement;
}
