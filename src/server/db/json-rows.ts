import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into <table> (…) select … from jsonb_to_recordset($1)`: many rows as ONE json parameter (decision 100).
 * Drizzle's multi-row `insert().values()` builds a parameter per cell — for a renewal batch of 1,000 payments, 21
 * columns, that query building took ≈ 0.6 s of the job's CPU a batch, more than the database spent on the rows —
 * and stays under PostgreSQL's 65,535 parameters only in chunks. Here the rows are `JSON.stringify`d once (a Date
 * becomes its ISO string, a jsonb column's object stays an object), the statement text is the same for every
 * batch, and a column a row does not name takes its SQL default. `rows` use the table's TypeScript keys; every row
 * names the same keys as the first. Answers the statement, to be finished by the caller (`on conflict …`,
 * `returning …`) and run with `tx.execute`.
 */
export function insertJsonRows<T extends PgTable>(table: T, rows: Partial<T['$inferInsert']>[]): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType: () => string }>;
  const keys = Object.keys(rows[0] ?? {}).filter((key) => key in columns);
  const named = keys.map((key) => columns[key]!);
  // A Date turned into its ISO string here, as its toJSON would: JSON.stringify leaves its fast path for every object
  // with a toJSON, ≈ 40 % of the payments' JSON time a batch (decision 107).
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        const value = (row as Record<string, unknown>)[key];
        out[named[i]!.name] = value instanceof Date ? value.toISOString() : (value ?? null);
      });
      return out;
    }),
  );
  const list = sql.join(
    named.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const types = sql.raw(named.map((c) => `"${c.name}" ${c.getSQLType()}`).join(', '));
  return sql`insert into ${sql.identifier(getTableName(table))} (${list}) select ${list} from jsonb_to_recordset(${json}::jsonb) as v(${types})`;
}

// postgres.js answers the rows as an array, PGlite as `{ rows }`.
export const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
