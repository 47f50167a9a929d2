import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planCosts, toLira, type CostsPlan } from '@/lib/eligibility/costs';
import { FIGURES, figure } from '@/lib/eligibility/figures';
import { errorMessage } from '@/lib/api/errors';
import { I18nRoot } from '@/lib/i18n/island';
import { costsAnswersSchema, ROUTE_IDS, type ExchangeRate } from '@/lib/schemas/eligibility';
import { $rate, loadRate } from '@/lib/stores/eligibility';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { CheckField, NumberField, Section, SelectField } from './fields';
import { useFormAnswers } from './form';
import { Disclaimer, useDate, useMoney } from './shared';
import { Timeline } from './Timeline';

/** /tools/costs: official fees and the user's own estimates in EUR and TRY, and the timeline as a picture. */
export default function CostsIsland({ locale, messages }: IslandPageProps) {
  return (
    <I18nRoot locale={locale} messages={messages}>
      <Costs />
    </I18nRoot>
  );
}

/** What the form shows before anything is read from it (also what the server renders): the schema's defaults. */
const DEFAULT_PLAN = planCosts(costsAnswersSchema.parse({}));

function Costs() {
  const { t, i18n } = useTranslation('tools');
  const { formRef, refresh, parsed, invalid } = useFormAnswers(costsAnswersSchema);
  const rateState = useStore($rate);
  // loadRate rejects with the API error (decision 009): the planner stays in euros and says why.
  const [rateError, setRateError] = useState<string | null>(null);
  useEffect(() => {
    loadRate().catch((err: unknown) => setRateError(errorMessage(err, i18n, 'tools:costs.rate.none')));
  }, [i18n]);
  const plan = parsed ? planCosts(parsed) : DEFAULT_PLAN;
  const rate = rateState.status === 'ready' ? rateState.rate : null;
  const number = (name: string, label: string, fallback?: number) => (
    <NumberField
      name={name}
      label={label}
      min={0}
      max={name.endsWith('Months') ? 60 : 1_000_000}
      step={name.endsWith('Months') ? 1 : 0.01}
      defaultValue={fallback}
      invalid={invalid.has(name)}
      error={t('form.numberError')}
    />
  );

  return (
    <div className="space-y-8">
      <form
        ref={formRef}
        method="get"
        onChange={refresh}
        onSubmit={(event) => event.preventDefault()}
        className="space-y-6"
      >
        <Section title={t('costs.section.route')}>
          <SelectField
            name="route"
            label={t('costs.route')}
            options={ROUTE_IDS.map((id) => ({ value: id, label: t(`route.${id}`) }))}
            defaultValue="18b"
          />
          <CheckField name="zab" label={t('costs.zab')} />
          <CheckField name="fastTrack" label={t('costs.fastTrack')} hint={t('costs.fastTrackHint')} />
        </Section>
        <Section title={t('costs.section.estimates')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {number('recognitionFee', t('costs.recognitionFee'))}
            {number('serviceFee', t('costs.serviceFee'))}
            {number('translations', t('costs.translations'))}
            {number('apostilles', t('costs.apostilles'))}
            {number('fundsMonths', t('costs.fundsMonths'), 12)}
          </div>
        </Section>
        <Section title={t('costs.section.times')}>
          <p className="text-sm text-slate-700">{t('costs.timesHint')}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {number('recognitionMonths', t('timeline.phase.recognition'), 3)}
            {number('fastTrackMonths', t('timeline.phase.fastTrack'), 2)}
            {number('visaWaitMonths', t('timeline.phase.visaWait'), 2)}
          </div>
        </Section>
      </form>

      {/* Not a named region itself: the fee table below is the region named by this heading. */}
      <section className="space-y-6">
        <h2 id="costs-title" className="text-xl font-bold text-slate-900">
          {t('costs.table.title')}
        </h2>
        <RateLine state={rateState.status} rate={rate} error={rateError} />
        <FeeTable plan={plan} rate={rate} />
        <h2 className="text-xl font-bold text-slate-900">{t('timeline.title')}</h2>
        <Timeline phases={plan.timeline} totalMonths={plan.totalMonths} />
        <Disclaimer />
      </section>
    </div>
  );
}

function RateLine({ state, rate, error }: { state: string; rate: ExchangeRate | null; error: string | null }) {
  const { t, i18n } = useTranslation('tools');
  const date = useDate();
  let text = t('costs.rate.later');
  if (state === 'loading') text = t('costs.rate.loading');
  if (state === 'ready' && !rate) text = t('costs.rate.none');
  // The reason (the server's word, or "no connection"), then what it means for the table.
  if (state === 'error')
    text = error && error !== t('costs.rate.none') ? `${error} ${t('costs.rate.none')}` : t('costs.rate.none');
  if (rate)
    text = t(`costs.rate.${rate.source}`, {
      rate: rate.rate.toLocaleString(i18n.language, { maximumFractionDigits: 4 }),
      date: date(rate.date),
    });
  return (
    <p role="status" className="text-sm text-slate-700" data-rate>
      {text}
    </p>
  );
}

function FeeTable({ plan, rate }: { plan: CostsPlan; rate: ExchangeRate | null }) {
  const { t } = useTranslation('tools');
  const money = useMoney();
  const date = useDate();
  const lira = (cents: number) => (rate ? money(toLira(cents, rate.rate), 'TRY') : '—');
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    // Focusable so a keyboard can scroll the table sideways on a narrow phone.
    <div
      tabIndex={0}
      role="region"
      aria-labelledby="costs-title"
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('costs.table.item')}
            </th>
            <th scope="col" className={cell}>
              EUR
            </th>
            <th scope="col" className={cell}>
              TRY
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {plan.items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className="px-3 py-2 text-left font-normal text-slate-800">
                {t(`costs.item.${item.id}`)}
                <span className="block text-xs text-slate-600">
                  {item.figure
                    ? t('costs.official', { date: date(FIGURES[item.figure].checkedOn) })
                    : t('costs.estimate')}
                </span>
              </th>
              <td className={cell}>{money(item.cents / 100)}</td>
              <td className={cell}>{lira(item.cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 font-semibold text-slate-900">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              {t('costs.total')}
            </th>
            <td className={cell}>{money(plan.feesCents / 100)}</td>
            <td className={cell}>{lira(plan.feesCents)}</td>
          </tr>
          {plan.funds && (
            <tr>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {t('costs.funds', { count: plan.funds.months })}
                <span className="block text-xs font-normal text-amber-900">
                  {t('costs.fundsNote', { amount: money(figure(plan.funds.figure)) })}
                </span>
              </th>
              <td className={cell}>{money(plan.funds.cents / 100)}</td>
              <td className={cell}>{lira(plan.funds.cents)}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  );
}
