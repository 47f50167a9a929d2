import { useTranslation } from 'react-i18next';
import type { PlanFacts } from '@/lib/schemas/plan-content';

const EXAMS = [
  { fact: 'examGoetheIstanbul', label: 'language.exam.goetheIstanbul' },
  { fact: 'examGoetheAnkara', label: 'language.exam.goetheAnkara' },
  { fact: 'examTelc', label: 'language.exam.telc' },
  { fact: 'examOesd', label: 'language.exam.oesd' },
] as const;

/** Where to take the exam in Turkey, as content with its source; an unconfirmed option says so. */
export function ExamOptions({ facts }: { facts: PlanFacts }) {
  const { t } = useTranslation('plan');
  return (
    <>
      <h3 className="mt-4 font-semibold text-slate-900">{t('language.exams')}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {EXAMS.map((exam) => (
          <li key={exam.fact}>
            <a className="underline" href={facts[exam.fact].url} rel="noopener external" target="_blank">
              {t(exam.label)}
            </a>
            {!facts[exam.fact].confirmed && <span className="text-amber-900"> — {t('visa.unconfirmed')}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
