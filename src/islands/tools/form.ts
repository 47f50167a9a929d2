import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { topName } from '@/islands/shared/form/rows';
import { validate } from '@/islands/shared/form/validate';

/**
 * The tools' forms are uncontrolled: the server-rendered HTML works before the island wakes, so anything a visitor
 * chose before hydration is still in the DOM. The island reads the form's values (and the page's query string,
 * for a prefilled tool) and parses them with the shared zod schema, through the form kit's `validate` (decision
 * 066: the kit's controlled `useSchemaForm` would drop what was chosen before hydration).
 */
export type FormValues = Record<string, string>;

export function readForm(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

/** Puts query-string answers into the form's controls (radios, checkboxes, selects, inputs). */
function fillForm(form: HTMLFormElement, query: URLSearchParams) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !query.has(element.name))
      continue;
    const value = query.get(element.name) ?? '';
    if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) {
      element.checked = element.type === 'radio' ? element.value === value : value === 'on' || value === 'true';
    } else element.value = value;
  }
}

/** Answers as a query string for a link that opens a tool prefilled (booleans as checkbox values). */
export function toQuery(answers: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(answers)) {
    if (value === null || value === undefined || value === false) continue;
    query.set(key, value === true ? 'on' : String(value));
  }
  return query.toString();
}

/**
 * The form's current answers: `parsed` is the schema's result (null while the form is incomplete, with the
 * failing fields in `invalid`). Re-read on every change; prefilled from the URL once, on mount.
 */
export function useFormAnswers<S extends z.ZodType>(schema: S) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues | null>(null);
  const refresh = useCallback(() => {
    if (formRef.current) setValues(readForm(formRef.current));
  }, []);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    fillForm(form, new URLSearchParams(location.search));
    refresh();
  }, [refresh]);
  const { i18n } = useTranslation();
  const result = values ? validate(schema, values, i18n) : null;
  return {
    formRef,
    refresh,
    parsed: result?.ok ? result.data : null,
    invalid: result && !result.ok ? new Set(Object.keys(result.errors).map(topName)) : new Set<string>(),
  };
}
