import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { formatPrice } from '@/lib/catalog/price';
import { localePath } from '@/lib/i18n/locales';
import type { CatalogEntry } from '@/lib/schemas/catalog';
import { orderPackage } from '@/lib/stores/package-changes';
import { forgetPackageChoice } from '@/lib/stores/package-choice';
import { linkClass, panel, primaryButton } from '@/islands/shared/form/buttons';
import { ButtonSpinner } from '@/islands/shared/form/SubmitButton';
import { useLocale } from '@/islands/shared/useLocale';
import { useOrderLegalTexts } from './order-legal-texts';

/**
 * The order step the law names (§ 312j (2), (3) BGB; decision 075): right above the button, what is bought (package,
 * price incl. VAT, monthly term, how to cancel) and the withdrawal information; the "start my services now" box,
 * unticked by default; then the button labelled "zahlungspflichtig bestellen" (the same meaning in tr/en). The
 * withdrawal summary and the box's wording come from the editable legal content (decision 083).
 */
export function OrderPanel({ pkg, onDone }: { pkg: CatalogEntry; onDone?: () => void }) {
  const { t, i18n } = useTranslation('commerce');
  const locale = useLocale();
  const legal = useOrderLegalTexts();
  const [startEarly, setStartEarly] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const monthly = pkg.type === 'monthly';
  const term =
    pkg.duration.unit === 'unlimited' ? t('order.termUnlimited') : t('order.termMonths', { count: pkg.duration.value });

  async function order() {
    setPending(true);
    setError(null);
    try {
      await orderPackage(pkg.id, startEarly);
      forgetPackageChoice();
      onDone?.();
    } catch (err) {
      setError(errorMessage(err, i18n, 'commerce:packages.errors.select'));
      setPending(false);
    }
  }

  return (
    <div className="space-y-4" data-testid="order-panel">
      <dl className={`${panel} grid gap-2 text-sm sm:grid-cols-[auto_1fr]`}>
        <dt className="font-semibold text-slate-900">{t('order.package')}</dt>
        <dd>{pkg.name}</dd>
        <dt className="font-semibold text-slate-900">{t('order.price')}</dt>
        <dd>{t(monthly ? 'order.priceMonthly' : 'order.priceOnce', { price: formatPrice(pkg.priceCents, locale) })}</dd>
        <dt className="font-semibold text-slate-900">{t('order.term')}</dt>
        <dd>{monthly ? `${t('order.monthlyTerm')} ${term}` : term}</dd>
        {monthly && (
          <>
            <dt className="font-semibold text-slate-900">{t('order.cancel')}</dt>
            <dd>{t('order.cancelHow')}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="withdrawal-info" className="text-sm text-slate-700">
        <h3 id="withdrawal-info" className="font-semibold text-slate-900">
          {t('order.withdrawalTitle')}
        </h3>
        <p className="mt-1">{legal.withdrawalSummary}</p>
        <p className="mt-1">
          <a className={linkClass} href={`${localePath(locale, '/terms')}#withdrawal`}>
            {t('order.withdrawalLink')}
          </a>
          {legal.example && (
            <>
              {' '}
              <span className="text-xs text-amber-800">{t('order.exampleText')}</span>
            </>
          )}
        </p>
      </section>
      <label className="flex gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={startEarly}
          onChange={(event) => setStartEarly(event.target.checked)}
        />
        <span>{legal.startEarly}</span>
      </label>
      <button type="button" onClick={() => void order()} disabled={pending} className={`${primaryButton} w-full`}>
        {pending && <ButtonSpinner />}
        {t('order.button')}
      </button>
      <div role="alert">{error && <p className="text-sm font-medium text-red-700">{error}</p>}</div>
    </div>
  );
}
