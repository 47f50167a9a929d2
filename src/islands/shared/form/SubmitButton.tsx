import type { ReactNode } from 'react';
import { primaryButton } from './buttons';

/** The form's submit button; disabled (and showing `pendingLabel`) while the request runs, so it cannot fire twice. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  look = primaryButton,
  className = '',
  disabled = false,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  /** One of buttons.ts (default primaryButton). */
  look?: string;
  /** Layout classes (`w-full`). */
  className?: string;
  /** Not ready for a reason of its own (e.g. before hydration). */
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-disabled={pending || undefined}
      className={`${look} ${className}`}
    >
      {pending && <ButtonSpinner />}
      {pending ? pendingLabel : children}
    </button>
  );
}

/** The shell's Spinner is brand-coloured; on a coloured button the ring must be white. */
export function ButtonSpinner() {
  return (
    <svg className="h-5 w-5 animate-spin motion-reduce:animate-none" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.3" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
