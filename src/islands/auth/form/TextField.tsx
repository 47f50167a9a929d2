import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldProps } from './useSchemaForm';
import { describedBy, FieldMessages } from '../../shared/FieldMessages';

export const inputClass =
  'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:bg-slate-100 ' +
  'aria-[invalid=true]:border-red-600 border-slate-400';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>;

export interface TextFieldProps extends FieldProps, NativeInput {
  label: string;
  hint?: string;
  /** Rendered inside the input's box on the right (the password toggle). */
  addon?: ReactNode;
}

/** A labelled input with an optional hint and its error, tied together for assistive technology. */
export function TextField({ id, name, value, error, onChange, onBlur, label, hint, addon, required, ...input }: TextFieldProps) {
  return (
    <div>
      {/* The asterisk sits beside the label, not in it: the field's accessible name stays the plain label. */}
      <div className="text-sm font-medium">
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="ml-1 text-red-700">
            *
          </span>
        )}
      </div>
      <div className="relative mt-1">
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${inputClass} ${addon ? 'pr-12' : ''}`}
          {...input}
        />
        {addon}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
