import type { ChangeEvent, ReactNode, Ref } from 'react';
import { describedBy } from './Field';

export interface FileFieldProps {
  id: string;
  /** The button's text ("Choose a file", "Replace"). */
  chooseLabel: string;
  /** What the file is ("CV"), when a page has several pickers: the accessible name becomes "Choose a file: CV". */
  name?: string;
  /** The `accept` attribute (lib/uploads/rules.ts): a hint for the file chooser only, never the check itself. */
  accept: string;
  /** Types and size, shown under the button and read with it. */
  hint: string;
  error?: string | null | undefined;
  disabled?: boolean;
  onChoose: (file: File | null, input: HTMLInputElement) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Beside the button: the chosen file and an "upload" button, a preview... */
  children?: ReactNode;
}

const button =
  'inline-flex min-h-11 cursor-pointer items-center rounded-md border border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 ' +
  'hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ' +
  'peer-disabled:cursor-not-allowed peer-disabled:opacity-60';

/**
 * A file picker. The native input stays the focusable control (visually hidden, its label styled as a button), so
 * Tab, Enter and Space work as everywhere and the browser's own "no file chosen" strings never show. The error sits
 * in a polite live region: choosing happens in the system dialog, so focus cannot carry the message.
 */
export function FileField({
  id,
  chooseLabel,
  name,
  accept,
  hint,
  error,
  disabled,
  onChoose,
  inputRef,
  children,
}: FileFieldProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => onChoose(event.target.files?.[0] ?? null, event.target);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          className="peer sr-only"
          onChange={choose}
          aria-label={name ? `${chooseLabel}: ${name}` : undefined}
          aria-describedby={describedBy(id, hint, error ?? undefined)}
          aria-invalid={Boolean(error)}
          disabled={disabled}
        />
        <label htmlFor={id} className={button}>
          {chooseLabel}
        </label>
        {children}
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
