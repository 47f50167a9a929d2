import type { ReactNode } from 'react';
import type { ReviewStatus } from '@/lib/schemas/documents';
import type { PaymentStatus } from '@/lib/schemas/payments';
import type { PackageStatus, StepStatus } from '@/lib/schemas/user-packages';

export type Tone = 'green' | 'blue' | 'amber' | 'red' | 'slate';

const TONES: Record<Tone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-700/30',
  blue: 'bg-brand-50 text-brand-900 ring-brand-700/30',
  amber: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  red: 'bg-red-50 text-red-800 ring-red-700/30',
  slate: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

/** A status as a small coloured label; the word carries the meaning, the colour only repeats it. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

export const REVIEW_TONE: Record<ReviewStatus, Tone> = { pending_review: 'amber', approved: 'green', rejected: 'red' };

export const PAYMENT_TONE: Record<PaymentStatus, Tone> = {
  succeeded: 'green',
  pending: 'amber',
  failed: 'red',
  canceled: 'slate',
  refunded: 'slate',
  partially_refunded: 'amber',
};

export const STEP_TONE: Record<StepStatus, Tone> = {
  completed: 'green',
  in_progress: 'blue',
  not_started: 'slate',
  failed: 'red',
  pending: 'amber',
};

export const PACKAGE_TONE: Record<PackageStatus, Tone> = {
  active: 'green',
  inactive: 'slate',
  expired: 'slate',
  cancelled: 'slate',
  pending: 'amber',
  processing: 'amber',
  completed: 'blue',
  failed: 'red',
};
