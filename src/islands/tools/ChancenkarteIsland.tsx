import { useTranslation } from 'react-i18next';
import { chancenkartePoints } from '@/lib/eligibility/chancenkarte';
import { I18nRoot } from '@/lib/i18n/island';
import {
  chancenkarteAnswersSchema,
  type ChancenkarteAnswers,
  type ChancenkarteResult,
} from '@/lib/schemas/eligibility';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { CheckField, Section } from './fields';
import { useFormAnswers } from './form';
import { ruleHelpKey, ruleKey, useToolMessage } from './messages';
import { SaveToCase } from './SaveToCase';
import { QuestionsAndResult } from './QuestionsAndResult';

/** /tools/chancenkarte: entry conditions first, then the points of § 20b with each point explained. */
export default function ChancenkarteIsland({ locale, messages }: IslandPageProps) {
  return (
    <I18nRoot locale={locale} messages={messages}>
      <Chancenkarte />
    </I18nRoot>
  );
}

function Chancenkarte() {
  const { t } = useTranslation('tools');
  const form = useFormAnswers(chancenkarteAnswersSchema);
  const result = form.parsed ? chancenkartePoints(form.parsed) : null;
  return (
    <QuestionsAndResult
      form={form}
      fields={
        <Section title={t('form.section.more')}>
          <CheckField
            name="shortageOccupation"
            label={t('form.shortageOccupation')}
            hint={t('form.shortageOccupationHint')}
          />
          <CheckField name="priorStayInGermany" label={t('form.priorStayInGermany')} />
          <CheckField name="partnerQualifies" label={t('form.partnerQualifies')} />
          <CheckField name="funds" label={t('form.funds')} hint={t('form.fundsHint')} />
        </Section>
      }
      submitLabel={t('form.submit.chancenkarte')}
      resultTitle={t('points.title')}
      result={result && form.parsed ? <Result result={result} answers={form.parsed} /> : null}
    />
  );
}

function Result({ result, answers }: { result: ChancenkarteResult; answers: ChancenkarteAnswers }) {
  const { t, i18n } = useTranslation('tools');
  const message = useToolMessage();
  return (
    <>
      <div
        className={`rounded-xl border p-4 ${result.eligible ? 'border-green-300 bg-green-50' : 'border-slate-300 bg-white'}`}
      >
        <p role="status" className="text-lg font-semibold text-slate-900">
          {result.route === 'skilled'
            ? t('points.skilled')
            : t('points.total', { count: result.points, threshold: result.threshold })}
        </p>
        <p className="mt-1 text-slate-800">{result.eligible ? t('points.eligible') : t('points.notEligible')}</p>
        {result.missing.length > 0 && (
          <>
            <p className="mt-3 text-sm font-semibold text-slate-800">{t('result.missing')}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700" data-missing>
              {result.missing.map((m) => (
                <li key={m.key}>{message(m)}</li>
              ))}
            </ul>
          </>
        )}
      </div>

      {result.route === 'points' && (
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t('points.breakdown')}</h3>
          {result.breakdown.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('points.none')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {result.breakdown.map((item) => (
                <li key={item.rule} className="flex items-start justify-between gap-4 p-3 text-sm">
                  <span>
                    <span className="block font-medium text-slate-900">{i18n.t(ruleKey(item.rule))}</span>
                    <span className="block text-slate-700">{i18n.t(ruleHelpKey(item.rule))}</span>
                  </span>
                  <span className="shrink-0 font-semibold text-slate-900">
                    {t('points.plus', { points: item.points })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {result.improvements.length > 0 && (
            <>
              <h3 className="mt-6 text-lg font-semibold text-slate-900">{t('points.improve')}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {result.improvements.map((item) => (
                  <li key={item.rule}>
                    {t('points.improveItem', { points: item.points, rule: i18n.t(ruleKey(item.rule)) })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <SaveToCase tool="chancenkarte" answers={answers} />
    </>
  );
}
