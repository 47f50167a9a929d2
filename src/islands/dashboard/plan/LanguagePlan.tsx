import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_TAGS } from '@/lib/i18n/locales';
import { formatCheckDay } from '@/lib/plan/format';
import { languageTimeline } from '@/lib/plan/rules';
import type { Plan } from '@/lib/schemas/plan';
import type { PlanFacts } from '@/lib/schemas/plan-content';
import { useLocale } from '@/islands/shared/useLocale';
import { ExamOptions } from './ExamOptions';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * From the German level the customer has (onboarding, or a certificate staff approved) to the programme's B1, with
 * the published guided learning hours per level (cited) and a target date from the weekly hours they enter.
 */
export function LanguagePlan({ plan, facts }: { plan: Plan; facts: PlanFacts }) {
  const { t } = useTranslation('plan');
  const locale = useLocale();
  const hoursId = useId();
  const [weekly, setWeekly] = useState(6);
  const { current, routeLevel, programmeLevel } = plan.language;
  const steps = languageTimeline(facts, current, programmeLevel, weekly);
  const date = (weeks: number) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' }).format(
      new Date(Date.now() + weeks * WEEK_MS),
    );
  const hours = facts.hoursA1;
  const checked = formatCheckDay(hours.checkedAt, locale);

  return (
    <section
      aria-labelledby="plan-language"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="plan-language" className="text-lg font-semibold text-slate-900">
        {t('language.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-800" data-testid="language-levels">
        {t('language.levels', { current: current ?? t('language.none'), target: programmeLevel })}
        {routeLevel && ` ${t('language.routeLevel', { level: routeLevel })}`}
      </p>
      {steps.length === 0 ? (
        <p className="mt-3 font-semibold text-green-800">{t('language.reached', { level: programmeLevel })}</p>
      ) : (
        <>
          <label htmlFor={hoursId} className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-800">
            {t('language.weekly')}
            <input
              id={hoursId}
              type="number"
              min={1}
              max={60}
              value={weekly}
              onChange={(event) => setWeekly(Math.min(60, Math.max(1, Number(event.target.value) || 1)))}
              className="min-h-11 w-20 rounded-md border border-slate-400 px-2"
            />
          </label>
          <ol className="mt-4 border-l-2 border-brand-600 pl-4" data-testid="language-timeline">
            {steps.map((step) => (
              <li key={step.level} className="relative mb-4 last:mb-0">
                <span aria-hidden="true" className="absolute -left-[1.42rem] top-1 h-3 w-3 rounded-full bg-brand-600" />
                <p className="font-semibold text-slate-900">
                  {step.level}
                  {step.level === routeLevel && ` · ${t('language.routeMilestone')}`}
                </p>
                <p className="text-sm text-slate-700">
                  {t('language.step', { hours: step.hours, weeks: step.weeks, date: date(step.weeks) })}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="mt-3 text-xs text-slate-600">
        {t('language.hoursSource')}{' '}
        <a className="underline" href={hours.source} rel="noopener external" target="_blank">
          LanguageCert
        </a>
        , {t('visa.checked', { date: checked })}
      </p>
      <ExamOptions facts={facts} />
    </section>
  );
}
