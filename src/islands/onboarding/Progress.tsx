import { useTranslation } from 'react-i18next';

export const STEP_KEYS = ['personal', 'education', 'languages', 'documents'] as const;

/**
 * The four steps as an ordered list; the shown one carries aria-current="step". Steps before the server's
 * currentStep are saved and marked done. On a phone only the numbers show, and the current name below them;
 * wider, each name sits under its number.
 */
export function Progress({ step, reached }: { step: number; reached: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <nav aria-label={t('progress.label')}>
      <ol className="flex items-start gap-2 sm:gap-4">
        {STEP_KEYS.map((key, index) => {
          const number = index + 1;
          const current = number === step;
          const done = number < reached && !current;
          return (
            <li key={key} aria-current={current ? 'step' : undefined} className="flex min-w-0 flex-1 flex-col gap-2">
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${current || done ? 'bg-brand-600' : 'bg-slate-300'}`}
              />
              {/* Number above the name: a German name ("Sprachkenntnisse") needs the whole column's width. */}
              <span className="flex flex-col items-start gap-1.5 text-sm">
                <span
                  aria-hidden="true"
                  className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    current
                      ? 'bg-brand-600 text-white'
                      : done
                        ? 'bg-brand-100 text-brand-900'
                        : 'bg-slate-200 text-slate-700'
                  }`}
                >
                  {done ? '✓' : number}
                </span>
                <span
                  className={`sr-only min-w-0 sm:not-sr-only ${current ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
                >
                  <span className="sr-only">{t('progress.stepOf', { n: number, total: STEP_KEYS.length })}: </span>
                  {t(`progress.${key}`)}
                  {done && <span className="sr-only"> ({t('progress.done')})</span>}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {/* Phones have no room for four names: the current one gets its own line (the list already says it). */}
      {step >= 1 && step <= STEP_KEYS.length && (
        <p aria-hidden="true" className="mt-3 text-sm font-semibold text-slate-900 sm:hidden">
          {t('progress.stepOf', { n: step, total: STEP_KEYS.length })}:{' '}
          {t(`progress.${STEP_KEYS[step - 1] ?? 'personal'}`)}
        </p>
      )}
    </nav>
  );
}
