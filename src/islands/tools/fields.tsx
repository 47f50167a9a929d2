import type { ReactNode } from 'react';

/**
 * Uncontrolled native controls for the tools' forms (see form.ts): they keep what a visitor chose before the island
 * woke up. Native radios, selects and checkboxes are the most robust choice for keyboards, screen readers and phones.
 */
const control =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-700';
const labelClass = 'block text-sm font-medium text-slate-800';

export interface Option {
  value: string;
  label: string;
}

export function RadioGroup(props: {
  name: string;
  legend: string;
  options: Option[];
  defaultValue?: string;
  hint?: string;
}) {
  return (
    <fieldset aria-describedby={props.hint ? `${props.name}-hint` : undefined}>
      <legend className={labelClass}>{props.legend}</legend>
      {props.hint && (
        <p id={`${props.name}-hint`} className="mt-1 text-sm text-slate-600">
          {props.hint}
        </p>
      )}
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {props.options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={props.name}
              value={option.value}
              defaultChecked={option.value === props.defaultValue}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SelectField(props: { name: string; label: string; options: Option[]; defaultValue?: string }) {
  return (
    <div>
      <label htmlFor={`f-${props.name}`} className={labelClass}>
        {props.label}
      </label>
      <select id={`f-${props.name}`} name={props.name} defaultValue={props.defaultValue} className={`mt-1 ${control}`}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function NumberField(props: {
  name: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  defaultValue?: number | undefined;
  invalid?: boolean;
  error?: string;
  hint?: string;
}) {
  const id = `f-${props.name}`;
  const described = [props.hint ? `${id}-hint` : '', props.invalid && props.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="decimal"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        defaultValue={props.defaultValue}
        aria-invalid={props.invalid || undefined}
        aria-describedby={described || undefined}
        className={`mt-1 ${control}`}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {props.hint}
        </p>
      )}
      {props.invalid && props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

export function CheckField(props: { name: string; label: string; hint?: string; defaultChecked?: boolean }) {
  const id = `f-${props.name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={props.name}
        type="checkbox"
        defaultChecked={props.defaultChecked}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {props.label}
        </label>
        {props.hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {props.hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A titled group of questions. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
