import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into <table> (…) select … from jsonb_to_recordset($1)`: many rows as ONE json parameter (decision 100).
 * Drizzle's multi-row `insert().values()` builds a parameter per cell — for a renewal batch of 1,000 payments, 21
 * columns, that query building took ≈ 0.6 s of the job's CPU a batch, more than the database spent on the rows —
 * and stays under PostgreSQL's 65,535 parameters only in chunks. Here the rows are `JSON.stringify`d once (a Date
 * becomes its ISO string, a jsonb column's object stays an object), the statement text is the same for every
 * batch, and a column a row does not name takes its SQL default. `rows` use the table's TypeScript keys; every row
 * names the same keys as the first. A column with the same plain value in every row (a batch's kind, status, time,
 * a null) goes once, in a second json parameter (decision 110): parsing the json was a tenth of the database's CPU
 * in a renewal, and such columns with their names were a third to a half of its bytes. Answers the statement, to be
 * finished by the caller (`on conflict …`, `returning …`) and run with `tx.execute`.
 */
export function insertJsonRows<T extends PgTable>(table: T, rows: Partial<T['$inferInsert']>[]): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType: () => string }>;
  const keys = Object.keys(rows[0] ?? {}).filter((key) => key in columns);
  // A Date turned into its ISO string here, as its toJSON would: JSON.stringify leaves its fast path for every object
  // with a toJSON, ≈ 40 % of the payments' JSON time a batch (decision 107).
  const plain = (row: unknown, key: string) => {
    const value = (row as Record<string, unknown>)[key];
    return value instanceof Date ? value.toISOString() : (value ?? null);
  };
  const same = (key: string) => {
    const first = plain(rows[0], key);
    return (first === null || typeof first !== 'object') && rows.every((row) => plain(row, key) === first);
  };
  const shared = rows.length > 1 ? keys.filter(same) : [];
  // At least one column per row: a record set needs a column to have rows.
  const own = shared.length === keys.length ? keys.slice(0, 1) : keys.filter((key) => !shared.includes(key));
  const once = shared.filter((key) => !own.includes(key));
  const jsonOf = (row: unknown, of: string[]) =>
    Object.fromEntries(of.map((key) => [columns[key]!.name, plain(row, key)]));
  const json = JSON.stringify(rows.map((row) => jsonOf(row, own)));
  const typesOf = (of: string[]) =>
    sql.raw(of.map((key) => `"${columns[key]!.name}" ${columns[key]!.getSQLType()}`).join(', '));
  const names = (of: string[], alias: string) => of.map((key) => sql.raw(`${alias}."${columns[key]!.name}"`));
  const list = sql.join(
    [...own, ...once].map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const select = sql.join([...names(own, 'v'), ...names(once, 's')], sql`, `);
  const sharedRecord =
    once.length > 0
      ? sql`, jsonb_to_record(${JSON.stringify(jsonOf(rows[0], once))}::jsonb) as s(${typesOf(once)})`
      : sql``;
  return sql`insert into ${sql.identifier(getTableName(table))} (${list}) select ${select} from jsonb_to_recordset(${json}::jsonb) as v(${typesOf(own)})${sharedRecord}`;
}

// postgres.js answers the rows as an array, PGlite as `{ rows }`.
export const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
