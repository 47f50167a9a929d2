import type { ReactNode } from 'react';

const STYLES = {
  error: 'border-red-600 bg-red-50 text-red-900',
  success: 'border-green-600 bg-green-50 text-green-900',
  info: 'border-brand-600 bg-brand-50 text-brand-900',
} as const;

/**
 * A message above or below a form. Errors use role="alert" (announced at once); the others role="status".
 * The live region stays mounted when empty so the first message is announced too.
 */
export function FormAlert({ kind = 'error', children }: { kind?: keyof typeof STYLES; children?: ReactNode }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'}>
      {children ? <div className={`rounded-md border-l-4 p-3 text-sm ${STYLES[kind]}`}>{children}</div> : null}
    </div>
  );
}
