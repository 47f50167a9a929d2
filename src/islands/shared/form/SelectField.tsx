import type { ComponentProps } from 'react';
import { controlAria, FieldFrame, inputClass, type FieldBase } from './Field';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's own language (a language name written in that language). */
  lang?: string;
}

export interface SelectFieldProps
  extends FieldBase, Omit<ComponentProps<'select'>, 'id' | 'value' | 'onChange' | 'className' | 'required'> {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first, empty choice ('' value): "please choose", "not specified". */
  placeholder?: string;
}

/** A native <select>: the most robust listbox for keyboards, screen readers and phones. */
export function SelectField({
  id,
  label,
  hint,
  error,
  required,
  className,
  value,
  onChange,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const field = { id, label, hint, error, required, className };
  return (
    <FieldFrame field={field}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(field)}
        className={inputClass}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
