import type { ComponentProps, FocusEvent, ReactNode } from 'react';
import { controlAria, FieldFrame, inputClass, type FieldBase } from './Field';

/** What `useSchemaForm().field(name)` hands a control: spread it, then add the label. */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: (event?: FocusEvent<HTMLElement>) => void;
}

type Native<E extends 'input' | 'textarea'> = Omit<
  ComponentProps<E>,
  'id' | 'value' | 'onChange' | 'className' | 'required'
>;

export interface TextFieldProps extends FieldBase, Native<'input'> {
  value: string;
  onChange: (value: string) => void;
  /** Rendered inside the input's box on the right (the password toggle). */
  addon?: ReactNode;
}

/** A labelled input (text, e-mail, tel, date, password) with its hint and error. */
export function TextField({
  id,
  label,
  hint,
  error,
  required,
  className,
  value,
  onChange,
  addon,
  ...input
}: TextFieldProps) {
  const field = { id, label, hint, error, required, className };
  return (
    <FieldFrame field={field}>
      <div className="relative">
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...controlAria(field)}
          className={`${inputClass} ${addon ? 'pr-12' : ''}`}
          {...input}
        />
        {addon}
      </div>
    </FieldFrame>
  );
}

export interface TextAreaProps extends FieldBase, Native<'textarea'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line text (a work entry's description, the contact message). */
export function TextArea({
  id,
  label,
  hint,
  error,
  required,
  className,
  value,
  onChange,
  rows = 3,
  ...textarea
}: TextAreaProps) {
  const field = { id, label, hint, error, required, className };
  return (
    <FieldFrame field={field}>
      <textarea
        id={id}
        value={value}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(field)}
        className={inputClass}
        {...textarea}
      />
    </FieldFrame>
  );
}
