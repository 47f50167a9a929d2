// Bulk loading for the generator: COPY in text format on both drivers (postgres.js streams `COPY … FROM STDIN`;
// PGlite reads a blob), with a table's secondary indexes dropped before and rebuilt after, as a restore does.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';

export type Cell = string | number | boolean | null | Date | object;

// COPY's text format: tab-separated, \N for null, backslash escapes for the four characters that would break a row.
const cell = (value: Cell) => {
  if (value === null) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (ch) => ESCAPES[ch]!) : text;
};
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export interface Loader {
  driver: 'postgres' | 'pglite';
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** Writes every row; returns how many. */
  copy(table: string, columns: readonly string[], rows: Iterable<Cell[]>): Promise<number>;
  close(): Promise<void>;
}

const CHUNK = 1 << 16;

export function postgresLoader(sql: Sql): Loader {
  return {
    driver: 'postgres',
    query: async <T>(text: string) => (await sql.unsafe(text)) as unknown as T[],
    async copy(table, columns, rows) {
      const stream = await sql.unsafe(`copy ${table} (${columns.join(', ')}) from stdin`).writable();
      let buffer = '';
      let count = 0;
      for (const row of rows) {
        buffer += `${row.map(cell).join('\t')}\n`;
        count++;
        if (buffer.length < CHUNK) continue;
        if (!stream.write(buffer)) await once(stream, 'drain');
        buffer = '';
      }
      stream.end(buffer);
      await finished(stream);
      return count;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

export function pgliteLoader(db: PGlite): Loader {
  // PGlite has no stream to write into: the rows go in as blobs of a few MB, one COPY each.
  const flush = (table: string, columns: readonly string[], parts: string[]) =>
    db.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], { blob: new Blob(parts) });
  return {
    driver: 'pglite',
    query: async <T>(text: string) => (await db.exec(text)).at(-1)?.rows as T[],
    async copy(table, columns, rows) {
      let parts: string[] = [];
      let size = 0;
      let count = 0;
      for (const row of rows) {
        const line = `${row.map(cell).join('\t')}\n`;
        parts.push(line);
        size += line.length;
        count++;
        if (size < 64 * CHUNK) continue;
        await flush(table, columns, parts);
        parts = [];
        size = 0;
      }
      if (parts.length) await flush(table, columns, parts);
      return count;
    },
    close: () => db.close(),
  };
}

/**
 * Loads a table with its secondary indexes out of the way (an index built once is several times faster than one
 * kept up row by row); indexes behind constraints (primary keys, exclusions) stay, so what they forbid still fails.
 */
export async function loadTable(loader: Loader, table: string, columns: readonly string[], rows: Iterable<Cell[]>) {
  const indexes = await loader.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes where schemaname = 'public' and tablename = '${table}'
       and indexname not in (select conname from pg_constraint)`,
  );
  for (const { name } of indexes) await loader.query(`drop index "${name}"`);
  const count = await loader.copy(table, columns, rows);
  for (const { def } of indexes) await loader.query(def);
  return count;
}
