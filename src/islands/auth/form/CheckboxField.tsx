import type { ReactNode } from 'react';
import { describedBy, FieldMessages } from '../../shared/FieldMessages';

/** A native checkbox (Space toggles it) with a label that may hold links, and its error. */
export function CheckboxField({ id, name, checked, onChange, onBlur, error, label, required }: {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error: string | undefined;
  label: ReactNode;
  required?: boolean;
}) {
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
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, undefined, error)}
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
