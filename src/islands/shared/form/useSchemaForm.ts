import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, fieldErrors as serverFieldErrors } from '@/lib/api/errors';
import type { MessageKey } from '@/lib/i18n/keys';
import type { BoundField } from './TextField';
import { validate } from './validate';

export type FormValues = Record<string, string | boolean>;

/**
 * Focus moving to a submit button: the submit checks everything anyway, and a message appearing now would shift
 * the button away from under the pointer between press and release, swallowing the click.
 */
const toSubmitButton = (event?: FocusEvent<HTMLElement>) =>
  event?.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit';

/**
 * One form driven by a shared zod schema (DESIGN.md "Forms"): a field the user has changed is checked when it
 * loses focus, and again on every change once it has an error; everything is checked on submit. (Leaving an
 * untouched empty field says nothing: its "required" would appear just as the user clicks elsewhere, shifting the
 * button under the pointer.) The action is a store action: when it rejects (docs/decisions/009) every typed value
 * stays, the server's per-field messages (already localised) land on their fields, else its top message (or
 * `fallbackErrorKey`) shows in `formError`, and the first field in error takes focus. Submitting again while a
 * request runs does nothing.
 */
export function useSchemaForm<V extends FormValues, S extends z.ZodType>(
  schema: S,
  initial: V,
  options: { idPrefix: string; fallbackErrorKey: MessageKey },
) {
  const { i18n } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const touched = useRef(new Set<string>());
  const dirty = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  function check(next: V): { data?: z.output<S>; errors: Record<string, string> } {
    const result = validate(schema, next, i18n);
    return result.ok ? { data: result.data, errors: {} } : { errors: result.errors };
  }

  function setFieldError(name: string, next: V) {
    const message = check(next).errors[name];
    setErrors((current) => {
      const { [name]: _old, ...rest } = current;
      return message === undefined ? rest : { ...rest, [name]: message };
    });
  }

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    dirty.current.add(name);
    // Once a field has shown an error, it is re-checked as the user types, so the message goes as soon as it is fixed.
    if (touched.current.has(name) || errors[name] !== undefined) setFieldError(name, next);
  }

  /** Checks a field the user changed since its last check; a server message stays until the value changes. */
  function blur(name: keyof V & string) {
    if (!dirty.current.delete(name)) return;
    touched.current.add(name);
    setFieldError(name, values);
  }

  /** Props for a text-like field: `<TextField {...field('email')} label=... />`. */
  function field(name: keyof V & string): BoundField {
    const value = values[name];
    return {
      id: `${options.idPrefix}-${name}`,
      name,
      value: typeof value === 'string' ? value : '',
      error: errors[name],
      onChange: (next) => setValue(name, next as V[typeof name]),
      onBlur: (event) => {
        if (!toSubmitButton(event)) blur(name);
      },
    };
  }

  /** The form's onSubmit: validates, then runs `action` with the parsed data (never twice at once). */
  function submit(action: (data: z.output<S>) => Promise<void>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (busy.current) return;
      for (const name of Object.keys(values)) touched.current.add(name);
      dirty.current.clear();
      const result = check(values);
      setErrors(result.errors);
      setFormError(null);
      if (result.data === undefined) {
        setFocusTick((n) => n + 1);
        return;
      }
      busy.current = true;
      setPending(true);
      try {
        await action(result.data);
      } catch (err) {
        const fields = Object.fromEntries(Object.entries(serverFieldErrors(err)).filter(([name]) => name in values));
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
    touched.current.clear();
    dirty.current.clear();
    setValues(next);
    setErrors({});
    setFormError(null);
  }

  return { values, setValue, errors, setErrors, formError, setFormError, pending, field, blur, submit, reset, formRef };
}
