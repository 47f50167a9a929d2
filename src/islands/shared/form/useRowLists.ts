import type { Dispatch, FocusEvent, MutableRefObject, SetStateAction } from 'react';
import { moveMap, reindex, rowKey, type FormValues, type ListName, type RowField, type RowOf } from './rows';
import type { BoundField } from './TextField';

interface Internals<V extends FormValues> {
  values: V;
  idPrefix: string;
  changed: (paths: string[], next: V) => void;
  bind: (
    path: string,
    id: string,
  ) => { id: string; name: string; error: string | undefined; onBlur: (event?: FocusEvent<HTMLElement>) => void };
  update: (next: V) => void;
  setErrors: Dispatch<SetStateAction<Record<string, string>>>;
  touched: MutableRefObject<Set<string>>;
  dirty: MutableRefObject<Set<string>>;
}

/**
 * The list half of useSchemaForm (decision 066): rows added, removed and moved, and their fields bound by path.
 * A structural change re-addresses the messages and the touched/changed marks of the rows that moved, drops those
 * of a removed row, and re-checks the list's own message ("add at least one entry") when one is shown.
 */
export function useRowLists<V extends FormValues>(form: Internals<V>) {
  const repath = (paths: Set<string>, name: string, at: (i: number) => number | undefined) =>
    new Set(
      reindex(
        [...paths].map((path) => [path, true] as [string, boolean]),
        name,
        at,
      ).map(([path]) => path),
    );

  return <K extends ListName<V>>(name: K, recheck: (path: string, next: V) => void) => {
    type R = RowOf<V, K>;
    const rows = form.values[name] as R[];

    function restructure(next: R[], at: (index: number) => number | undefined) {
      const values = { ...form.values, [name]: next };
      form.update(values);
      if (form.bind(name, '').error !== undefined) recheck(name, values);
      form.setErrors((current) => Object.fromEntries(reindex(Object.entries(current), name, at)));
      form.touched.current = repath(form.touched.current, name, at);
      form.dirty.current = repath(form.dirty.current, name, at);
    }

    /** Sets several fields of row `index` at once ("still studying" also empties the end date). */
    function patch(index: number, change: Partial<Omit<R, 'key'>>) {
      const next = rows.map((row, i) => (i === index ? { ...row, ...change } : row));
      const paths = Object.keys(change).map((fieldName) => `${name}.${index}.${fieldName}`);
      form.changed(paths, { ...form.values, [name]: next });
    }
    /** Sets one field of row `index`. */
    const set = <F extends RowField<V, K>>(index: number, fieldName: F, value: R[F]) =>
      patch(index, { [fieldName]: value } as unknown as Partial<Omit<R, 'key'>>);

    return {
      rows,
      /** Appends a row (a fresh key is given to it) and returns it, so the page can move focus into it. */
      add(row: Omit<R, 'key'>): R {
        const added = { ...row, key: rowKey() } as R;
        restructure([...rows, added], (i) => i);
        return added;
      },
      remove(index: number) {
        restructure(
          rows.filter((_, i) => i !== index),
          (i) => (i === index ? undefined : i > index ? i - 1 : i),
        );
      },
      move(from: number, to: number) {
        if (to < 0 || to >= rows.length || from === to) return;
        const next = [...rows];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved as R);
        restructure(next, moveMap(from, to));
      },
      set,
      patch,
      /** The message at `index.fieldName` (the kit's own, else the page's server messages). */
      error: (index: number, fieldName: RowField<V, K>) => form.bind(`${name}.${index}.${fieldName}`, '').error,
      /** Props for a text-like field of row `index`; its id is `<idPrefix>-<list>-<row key>-<field>`. */
      field(index: number, fieldName: RowField<V, K>): BoundField {
        const row = rows[index] as R;
        const value = row[fieldName];
        const id = [form.idPrefix, name, row.key, fieldName].filter(Boolean).join('-');
        return {
          ...form.bind(`${name}.${index}.${fieldName}`, id),
          value: typeof value === 'string' ? value : '',
          onChange: (next) => set(index, fieldName, next as R[typeof fieldName]),
        };
      },
    };
  };
}
