import type { ReactNode } from 'react';

/**
 * The wiring every form field of the app shares (auth, onboarding, profile, settings, contact): a label with the
 * required mark beside it, the control, and a hint and an error paragraph with stable ids that the control's
 * `aria-describedby` names, so a screen reader reads the message with the field and a form can focus the first
 * `aria-invalid` control.
 */

/** What every field takes besides its value. */
export interface FieldBase {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** Classes of the field's wrapper (grid placement, width). */
  className?: string | undefined;
}

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-[invalid=true]:border-red-600';

/** `<id>-hint <id>-error`, only the parts present; undefined when neither is shown. */
export const describedBy = (id: string, hint: string | undefined, error: string | undefined) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The ARIA state a control of this field carries. */
export const controlAria = ({ id, hint, error, required }: FieldBase) => ({
  'aria-invalid': Boolean(error),
  'aria-required': required || undefined,
  'aria-describedby': describedBy(id, hint, error),
});

/** The hint and error paragraphs under a control, with the ids `describedBy` names. */
export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** Label, control and messages. The asterisk sits beside the label, so the accessible name stays the plain label. */
export function FieldFrame({ field, children }: { field: FieldBase; children: ReactNode }) {
  return (
    <div className={field.className}>
      <div className="text-sm font-medium">
        <label htmlFor={field.id} className="text-slate-800">
          {field.label}
        </label>
        {field.required && (
          <span aria-hidden="true" className="ml-1 text-red-700">
            *
          </span>
        )}
      </div>
      {children}
      <FieldMessages id={field.id} hint={field.hint} error={field.error} />
    </div>
  );
}
