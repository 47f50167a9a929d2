import { useTranslation } from 'react-i18next';
import type { StepStatus } from '@/lib/schemas/user-packages';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDate } from '@/islands/dashboard/profile/format';
import { CheckIcon } from '@/islands/dashboard/frame/icons';
import { Badge, STEP_TONE } from './Badge';

export interface TimelineStep {
  key: string;
  title: string;
  required: boolean;
  /** Absent for a package not bought yet: the steps as they will be. */
  status?: StepStatus;
  completedAt?: string | null;
  notes?: string | null;
}

const DOT: Record<StepStatus, string> = {
  completed: 'bg-green-700 text-white',
  in_progress: 'bg-brand-600 text-white ring-4 ring-brand-100',
  not_started: 'bg-white text-slate-700 ring-2 ring-slate-300',
  failed: 'bg-red-700 text-white',
  pending: 'bg-amber-100 text-amber-900 ring-2 ring-amber-500',
};

/**
 * A package's process as a vertical timeline: a numbered dot per step joined by a line, green up to where the case
 * is. An ordered list underneath, so the order, each status and the dates are read out as text too.
 */
export function StepTimeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  return (
    <ol aria-label={label} className="relative">
      {steps.map((step, index) => {
        const status = step.status ?? 'not_started';
        const last = index === steps.length - 1;
        return (
          <li key={step.key} className="relative flex gap-4 pb-6 last:pb-0">
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute left-4 top-8 -ml-px h-[calc(100%-2rem)] w-0.5 ${status === 'completed' ? 'bg-green-700' : 'bg-slate-300'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${DOT[status]}`}
            >
              {status === 'completed' ? <CheckIcon className="h-4 w-4" /> : index + 1}
            </span>
            <div className="min-w-0 pt-1">
              <p className="font-semibold text-slate-900">
                {step.title}{' '}
                <span className="text-sm font-normal text-slate-600">
                  ({t(step.required ? 'packages.detail.required' : 'packages.detail.optional')})
                </span>
              </p>
              {step.status && (
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <Badge tone={STEP_TONE[step.status]}>{t(`status.step.${step.status}`)}</Badge>
                  {step.completedAt && t('packages.detail.completedOn', { date: formatDate(step.completedAt, locale) })}
                </p>
              )}
              {step.notes && <p className="mt-1 text-sm text-slate-700">{step.notes}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
