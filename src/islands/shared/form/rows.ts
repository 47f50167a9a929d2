import type { z } from 'zod';

/**
 * Lists of rows in a schema form (education, languages, weekly hours): each row carries a client-side `key` so
 * React and the focus logic keep track of it while others are added, removed or moved; the key never reaches the
 * schema or the server. Errors, "touched" and "changed" are kept by dotted path (`languages.1.level`, the paths of
 * zod and of the server's `error.fields`), so a row's index change moves them along.
 */
export type Row = { key: string } & Record<string, string | boolean | number>;
/** A form's values: fields, lists of rows, and plain lists of strings (days off) set as one value. */
export type FormValues = Record<string, string | boolean | Row[] | string[]>;

/** The names of `V`'s list fields. */
export type ListName<V> = { [K in keyof V]: V[K] extends Row[] ? K : never }[keyof V] & string;
/** One row of list `K`. */
export type RowOf<V, K extends keyof V> = V[K] extends (infer R extends Row)[] ? R : never;
/** The fields of one row of list `K` a control can edit (not its key). */
export type RowField<V, K extends keyof V> = Exclude<keyof RowOf<V, K>, 'key'> & string;

/** A fresh client key (server rows keep their id as key). */
export const rowKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `r${Date.now()}${Math.random()}`;

/** The values as the schema sees them: every list without its rows' keys. */
export function withoutKeys(values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : withoutKey(item))) : value,
    ]),
  );
}

const withoutKey = ({ key: _key, ...row }: Row) => row;

/**
 * Re-addresses paths under list `name` after its rows moved: `at(i)` is row i's new index, or undefined when the
 * row is gone (its paths are dropped). Paths outside the list stay as they are.
 */
export function reindex<T>(entries: Iterable<[string, T]>, name: string, at: (index: number) => number | undefined) {
  const out: [string, T][] = [];
  for (const [path, value] of entries) {
    const [head, index, ...rest] = path.split('.');
    if (head !== name || index === undefined || !/^\d+$/.test(index)) {
      out.push([path, value]);
      continue;
    }
    const next = at(Number(index));
    if (next !== undefined) out.push([[name, next, ...rest].join('.'), value]);
  }
  return out;
}

/** The index map of a move from `from` to `to` (the rows between shift by one). */
export function moveMap(from: number, to: number) {
  return (i: number) => {
    if (i === from) return to;
    if (from < to && i > from && i <= to) return i - 1;
    if (from > to && i >= to && i < from) return i + 1;
    return i;
  };
}

/** A path's list name (`languages.1.level` → `languages`): server field messages are kept when it is a field. */
export const topName = (path: string) => path.split('.')[0] ?? path;

export type Parsed<S extends z.ZodType> = { data?: z.output<S>; errors: Record<string, string> };
