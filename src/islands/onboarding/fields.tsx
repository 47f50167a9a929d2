import type { ReactNode } from 'react';
import { describedBy, FieldMessages } from '../shared/FieldMessages';

/**
 * Form controls of the wizard. Each ties its label, hint and error to the input (`aria-describedby`,
 * `aria-invalid`), so a screen reader reads the message with the field and StepForm can focus the first invalid one.
 */

interface Common {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
}

const control = (error: string | undefined) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ${
    error ? 'border-red-600' : 'border-slate-400'
  }`;

function Frame(props: Common & { children: ReactNode; className?: string | undefined }) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-800">
        {props.label}
        {props.required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </label>
      {props.children}
      <FieldMessages id={props.id} hint={props.hint} error={props.error} />
    </div>
  );
}

type InputProps = Common & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date' | 'tel';
  autoComplete?: string;
  disabled?: boolean;
  max?: string;
  className?: string;
};

export function TextField({ value, onChange, type = 'text', autoComplete, disabled, max, className, ...common }: InputProps) {
  return (
    <Frame {...common} className={className}>
      <input
        id={common.id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={describedBy(common.id, common.hint, common.error)}
        aria-required={common.required || undefined}
        autoComplete={autoComplete}
        disabled={disabled}
        max={max}
        className={control(common.error)}
      />
    </Frame>
  );
}

export function TextArea({ value, onChange, className, ...common }: Common & { value: string; onChange: (v: string) => void; className?: string }) {
  return (
    <Frame {...common} className={className}>
      <textarea
        id={common.id}
        value={value}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={describedBy(common.id, common.hint, common.error)}
        className={control(common.error)}
      />
    </Frame>
  );
}

type SelectProps = Common & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  className?: string;
};

export function SelectField({ value, onChange, options, placeholder, className, ...common }: SelectProps) {
  return (
    <Frame {...common} className={className}>
      <select
        id={common.id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={describedBy(common.id, common.hint, common.error)}
        aria-required={common.required || undefined}
        className={control(common.error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function Checkbox({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 rounded border-slate-400 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
