import type { ReactNode } from 'react';
import { controlAria, FieldMessages } from './Field';

export interface CheckboxFieldProps {
  id: string;
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  /** May hold links (the terms on the register form). */
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
}

/** A native checkbox (Space toggles it) with its label and error. */
export function CheckboxField({ id, name, checked, onChange, onBlur, label, error, required }: CheckboxFieldProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          {...controlAria({ id, label: '', error, required })}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
