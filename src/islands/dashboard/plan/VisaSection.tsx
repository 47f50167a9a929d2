import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { bringText, formatEuro } from '@/lib/plan/format';
import type { Plan } from '@/lib/schemas/plan';
import type { PlanFacts } from '@/lib/schemas/plan-content';
import { downloadVisaChecklist } from '@/lib/stores/plan';
import { secondaryButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { useAction } from '@/islands/shared/form/useAction';
import { useLocale } from '@/islands/shared/useLocale';

/**
 * The visa appointment step: iDATA only, the official fees (dated), what to bring from the approved documents and
 * the printable checklist in Turkish and German. The product never sells, reserves or scrapes appointments.
 */
export function VisaSection({ plan, facts }: { plan: Plan; facts: PlanFacts }) {
  const { t } = useTranslation('plan');
  const locale = useLocale();
  const { pending: busy, error, run } = useAction('plan:page.errors.pdf');
  const money = (value: number | undefined) => formatEuro(value, locale);
  const approved = plan.items.filter((item) => item.status === 'approved' && !item.waived);
  const download = (lang: 'tr' | 'de') => void run(() => downloadVisaChecklist(lang));

  return (
    <section aria-labelledby="plan-visa" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="plan-visa" className="text-lg font-semibold text-slate-900">
        {t('page.visa')}
      </h2>
      <p className="mt-2 text-sm text-slate-800">{t('visa.honest.body')}</p>
      <p className="mt-2 text-sm text-slate-800">
        {t('pdf.visaFee', { amount: money(facts.visaFee.value), minor: money(facts.visaFeeMinor.value) })} ·{' '}
        {t('pdf.idataFee', { amount: money(facts.idataServiceFee.value) })}{' '}
        <a className="underline" href={localePath(locale, '/visa/')}>
          {t('page.visaDetails')}
        </a>
      </p>
      <h3 className="mt-4 font-semibold text-slate-900">{t('pdf.bring')}</h3>
      {approved.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t('pdf.none')}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800" data-testid="plan-bring">
          {approved.map((item) => (
            <li key={item.key}>
              {item.title} —{' '}
              {item.bring
                ? bringText(item.bring, { original: t('pdf.original'), copies: (count) => t('pdf.copies', { count }) })
                : t('pdf.addedByAdvisor')}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <a className={secondaryButton} href={facts.idataWebsite.url} rel="noopener external" target="_blank">
          {t('visa.honest.link')}
        </a>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => download('tr')}>
          {t('page.pdfTr')}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => download('de')}>
          {t('page.pdfDe')}
        </button>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
    </section>
  );
}
