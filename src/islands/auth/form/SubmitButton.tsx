import type { ReactNode } from 'react';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 text-base font-semibold text-white ' +
  'shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70';

/** The form's submit button; disabled (and showing `pendingLabel`) while the request runs, so it cannot fire twice. */
export function SubmitButton({ pending, pendingLabel, children, className = '' }: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" disabled={pending} aria-disabled={pending || undefined} className={`${primaryButtonClass} ${className}`}>
      {pending && <ButtonSpinner />}
      {pending ? pendingLabel : children}
    </button>
  );
}

/** The shell's Spinner is brand-coloured; on a brand button the ring must be white. */
export function ButtonSpinner() {
  return (
    <svg className="h-5 w-5 animate-spin motion-reduce:animate-none" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.3" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
