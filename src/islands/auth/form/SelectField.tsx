import type { SelectHTMLAttributes } from 'react';
import { describedBy, FieldMessages } from '../../shared/FieldMessages';
import { inputClass } from './TextField';
import type { FieldProps } from './useSchemaForm';

type NativeSelect = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>;

export interface SelectFieldProps extends FieldProps, NativeSelect {
  label: string;
  hint?: string;
  options: readonly { value: string; label: string; lang?: string }[];
}

/** A native <select>: the most robust listbox for keyboards, screen readers and phones. */
export function SelectField({ id, name, value, error, onChange, onBlur, label, hint, options, ...select }: SelectFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`mt-1 ${inputClass}`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
