import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, fieldErrors as serverFieldErrors } from '@/lib/api/errors';
import { toSubmitButton, type SchemaFormOptions } from './options';
import { topName, withoutKeys, type FormValues, type ListName, type Parsed } from './rows';
import type { BoundField } from './TextField';
import { useRowLists } from './useRowLists';
import { validate } from './validate';

export type { FormValues, Row } from './rows';

/**
 * One form driven by a shared zod schema (DESIGN.md "Forms"): a field the user has changed is checked when it
 * loses focus, and again on every change once it has an error; everything is checked on submit. (Leaving an
 * untouched empty field says nothing: its "required" would appear just as the user clicks elsewhere, shifting the
 * button under the pointer.) The action is a store action: when it rejects (docs/decisions/009) every typed value
 * stays, the server's per-field messages (already localised) land on their fields, else its top message (or
 * `fallbackErrorKey`) shows in `formError`, and the first field in error takes focus. Submitting again while a
 * request runs does nothing. Values may hold lists of rows (`list('languages')`, decision 066): a row field's
 * errors, touched state and id follow its path (`languages.1.level`) through adds, removals and moves.
 */
export function useSchemaForm<V extends FormValues, S extends z.ZodType>(
  schema: S,
  initial: V,
  options: SchemaFormOptions<V>,
) {
  const { i18n } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const submitted = useRef(false);
  const touched = useRef(new Set<string>());
  const dirty = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);
  const shown = { ...options.serverErrors, ...errors };

  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  function check(next: V): Parsed<S> {
    const result = validate(schema, withoutKeys(next), i18n);
    return result.ok ? { data: result.data, errors: {} } : { errors: result.errors };
  }

  function setFieldError(path: string, next: V) {
    const message = check(next).errors[path];
    // Two paths re-checked in one change: each update starts from the one before.
    setErrors((current) => {
      const { [path]: _old, ...rest } = current;
      return message === undefined ? rest : { ...rest, [path]: message };
    });
  }

  function update(next: V) {
    setValues(next);
    options.onChange?.(next);
  }

  /** Values changed at `paths` (field names, or `list.index.field`), giving `next`. */
  function changed(paths: string[], next: V) {
    update(next);
    for (const path of paths) {
      dirty.current.add(path);
      // Once a field has shown an error (or the form was submitted), it is re-checked as the user types.
      if (submitted.current || touched.current.has(path) || errors[path] !== undefined) setFieldError(path, next);
    }
  }

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    changed([name], { ...values, [name]: value });
  }

  /** Checks a field the user changed since its last check; a server message stays until the value changes. */
  function blur(path: string) {
    if (!dirty.current.delete(path)) return;
    touched.current.add(path);
    setFieldError(path, values);
  }

  /** The props every bound control shares: id, name, error and the blur check. */
  const bind = (path: string, id: string) => ({
    id,
    name: path,
    error: shown[path],
    onBlur: (event?: FocusEvent<HTMLElement>) => {
      if (!toSubmitButton(event)) blur(path);
    },
  });

  /** Props for a text-like field: `<TextField {...field('email')} label=... />`. */
  function field(name: keyof V & string): BoundField {
    const value = values[name];
    return {
      ...bind(name, [options.idPrefix, name].filter(Boolean).join('-')),
      value: typeof value === 'string' ? value : '',
      onChange: (next) => setValue(name, next as V[typeof name]),
    };
  }

  const lists = useRowLists({ values, idPrefix: options.idPrefix, changed, bind, update, setErrors, touched, dirty });
  /** One list of rows: `list('languages').add({...})`, `.field(1, 'level')`, `.remove(1)`, `.move(2, 0)`. */
  const list = <K extends ListName<V>>(name: K) => lists(name, setFieldError);

  /** Checks everything, shows every message and returns the parsed data, or undefined (focus goes to the first). */
  function validateAll(): z.output<S> | undefined {
    submitted.current = true;
    dirty.current.clear();
    const result = check(values);
    setErrors(result.errors);
    setFormError(null);
    if (result.data === undefined) setFocusTick((n) => n + 1);
    return result.data;
  }

  /** The parsed data when everything is valid, else undefined; shows nothing ("save for later" of a draft). */
  const parse = (): z.output<S> | undefined => check(values).data;

  /** The form's onSubmit: validates, then runs `action` with the parsed data (never twice at once). */
  function submit(action: (data: z.output<S>) => Promise<void>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (busy.current) return;
      const data = validateAll();
      if (data === undefined) return;
      busy.current = true;
      setPending(true);
      try {
        await action(data);
      } catch (err) {
        const fields = Object.fromEntries(
          Object.entries(serverFieldErrors(err)).filter(([path]) => topName(path) in values),
        );
        setErrors(fields);
        // A message tied to a field is shown at the field; the top alert carries everything else.
        if (Object.keys(fields).length > 0) setFocusTick((n) => n + 1);
        else setFormError(errorMessage(err, i18n, options.fallbackErrorKey));
      } finally {
        busy.current = false;
        setPending(false);
      }
    };
  }

  /** Back to `next` (e.g. after a successful password change), forgetting errors. */
  function reset(next: V = initial) {
    submitted.current = false;
    touched.current.clear();
    dirty.current.clear();
    setValues(next);
    setErrors({});
    setFormError(null);
  }

  return {
    values,
    setValue,
    errors: shown,
    setErrors,
    formError,
    setFormError,
    pending,
    field,
    list,
    blur,
    submit,
    validateAll,
    parse,
    reset,
    formRef,
  };
}
