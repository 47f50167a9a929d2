import { useTranslation } from 'react-i18next';
import { checkRoutes } from '@/lib/eligibility/routes';
import { I18nRoot } from '@/lib/i18n/island';
import { localePath } from '@/lib/i18n/locales';
import {
  OCCUPATIONS,
  routeCheckAnswersSchema,
  type RouteCheckAnswers,
  type RouteResult,
} from '@/lib/schemas/eligibility';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { CheckField, NumberField, Section, SelectField } from './fields';
import { toQuery, useFormAnswers } from './form';
import { useToolMessage } from './messages';
import { SaveToCase } from './SaveToCase';
import { QuestionsAndResult } from './QuestionsAndResult';

/** /tools/route-check: the questionnaire, then every route that fits, nearly fits or does not, with why. */
export default function RouteCheckIsland({ locale, messages }: IslandPageProps) {
  return (
    <I18nRoot locale={locale} messages={messages}>
      <RouteCheck />
    </I18nRoot>
  );
}

function RouteCheck() {
  const { t } = useTranslation('tools');
  const form = useFormAnswers(routeCheckAnswersSchema);
  const result = form.parsed ? checkRoutes(form.parsed) : null;
  return (
    <QuestionsAndResult
      form={form}
      fields={
        <Section title={t('form.section.job')}>
          <CheckField name="jobOffer" label={t('form.jobOffer')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              name="annualSalary"
              label={t('form.annualSalary')}
              hint={t('form.annualSalaryHint')}
              min={0}
              max={10_000_000}
              step={100}
              invalid={form.invalid.has('annualSalary')}
              error={t('form.numberError')}
            />
            <SelectField
              name="occupation"
              label={t('form.occupation')}
              options={OCCUPATIONS.map((o) => ({ value: o, label: t(`occupation.${o}`) }))}
              defaultValue="other"
            />
          </div>
          <CheckField name="recentGraduate" label={t('form.recentGraduate')} />
        </Section>
      }
      submitLabel={t('form.submit.routeCheck')}
      resultTitle={t('result.routeCheck.title')}
      result={result && form.parsed ? <Results routes={result.routes} answers={form.parsed} /> : null}
    />
  );
}

function Results({ routes, answers }: { routes: RouteResult[]; answers: RouteCheckAnswers }) {
  const { t } = useTranslation('tools');
  const locale = useLocale();
  const fits = routes.filter((r) => r.fits);
  const nearly = routes.filter((r) => r.nearly);
  const others = routes.filter((r) => !r.fits && !r.nearly);
  // The points tool asks a few more questions; what the route check knows goes along in the link.
  const { qualification, recognition, germanLevel, englishLevel, age, experienceYearsLast5, experienceYearsLast7 } =
    answers;
  const prefill = {
    qualification,
    recognition,
    germanLevel,
    englishLevel,
    age,
    experienceYearsLast5,
    experienceYearsLast7,
    shortageOccupation: answers.occupation !== 'other',
  };
  const pointsLink = `${localePath(locale, '/tools/chancenkarte')}?${toQuery(prefill)}`;

  return (
    <>
      <p role="status" className="font-medium text-slate-800">
        {t('result.summary', { fits: fits.length, nearly: nearly.length })}
      </p>
      {fits.length > 0 && <RouteGroup title={t('result.group.fits')} routes={fits} />}
      {nearly.length > 0 && <RouteGroup title={t('result.group.nearly')} routes={nearly} />}
      {others.length > 0 && (
        <details className="rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-slate-900">
            {t('result.group.others', { count: others.length })}
          </summary>
          <ul className="mt-4 space-y-4">
            {others.map((route) => (
              <RouteCard key={route.id} route={route} />
            ))}
          </ul>
        </details>
      )}
      <p>
        <a
          href={pointsLink}
          className="inline-flex items-center font-semibold text-brand-700 underline hover:text-brand-900"
        >
          {t('result.openPoints')}
        </a>
      </p>
      <SaveToCase tool="route-check" answers={answers} />
    </>
  );
}

function RouteGroup({ title, routes }: { title: string; routes: RouteResult[] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <ul className="mt-3 space-y-4">
        {routes.map((route) => (
          <RouteCard key={route.id} route={route} />
        ))}
      </ul>
    </div>
  );
}

const BADGE = {
  fits: 'bg-green-50 text-green-800 ring-green-200',
  nearly: 'bg-amber-50 text-amber-900 ring-amber-200',
  no: 'bg-slate-100 text-slate-700 ring-slate-200',
};

function RouteCard({ route }: { route: RouteResult }) {
  const { t } = useTranslation('tools');
  const message = useToolMessage();
  const status = route.fits ? 'fits' : route.nearly ? 'nearly' : 'no';
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-route={route.id}
      data-status={status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{t(`route.${route.id}`)}</h4>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${BADGE[status]}`}>
          {t(`result.status.${status}`)}
        </span>
      </div>
      {route.reasons.length > 0 && (
        <>
          <p className="mt-3 text-sm font-semibold text-slate-800">{t('result.why')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {route.reasons.map((m) => (
              <li key={m.key}>{message(m)}</li>
            ))}
          </ul>
        </>
      )}
      {route.missing.length > 0 && (
        <>
          <p className="mt-3 text-sm font-semibold text-slate-800">{t('result.missing')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700" data-missing>
            {route.missing.map((m) => (
              <li key={m.key}>{message(m)}</li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3 text-sm text-slate-800">
        <span className="font-semibold">{t('result.next')}:</span> {message(route.next)}
      </p>
    </li>
  );
}
