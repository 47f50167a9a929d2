import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { formatPrice } from '@/lib/catalog/price';
import type { CatalogEntry } from '@/lib/schemas/catalog';
import type { PackageChangeQuote, UserPackage } from '@/lib/schemas/user-packages';
import { changePackage, quoteChange } from '@/lib/stores/package-changes';
import { panel, primaryButton } from '@/islands/shared/form/buttons';
import { ButtonSpinner } from '@/islands/shared/form/SubmitButton';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDate } from '@/islands/dashboard/profile/format';

/**
 * Changing the running monthly package (decision 074): the server's quote first — an upgrade's prorated amount due
 * now, or the date a downgrade takes effect — then the confirmation. An upgrade costs money now, so its button is the
 * order button ("zahlungspflichtig bestellen"); a downgrade's only confirms the change.
 */
export function ChangePanel({ current, pkg, onDone }: { current: UserPackage; pkg: CatalogEntry; onDone: () => void }) {
  const { t, i18n } = useTranslation('commerce');
  const locale = useLocale();
  const [quote, setQuote] = useState<PackageChangeQuote | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = (err: unknown) => setError(errorMessage(err, i18n, 'commerce:packages.errors.select'));

  useEffect(() => {
    quoteChange(current.id, pkg.id).then(setQuote, fail);
  }, [current.id, pkg.id]);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await changePackage(current.id, pkg.id);
      onDone();
    } catch (err) {
      fail(err);
      setPending(false);
    }
  }

  const upgrade = quote?.direction === 'upgrade';
  const values = quote && {
    from: current.package.name,
    to: pkg.name,
    amount: formatPrice(quote.amountCents, locale),
    price: formatPrice(quote.monthlyPriceCents, locale),
    days: quote.remainingDays,
    period: quote.periodDays,
    date: formatDate(quote.at, locale),
  };
  return (
    <div className="space-y-4" data-testid="change-panel">
      {values ? (
        <p className={`${panel} text-sm text-slate-800`}>
          {t(upgrade ? 'change.upgradeText' : 'change.downgradeText', values)}
        </p>
      ) : (
        !error && <p className="text-sm text-slate-700">{t('change.loading')}</p>
      )}
      {quote && (
        <button type="button" onClick={() => void confirm()} disabled={pending} className={`${primaryButton} w-full`}>
          {pending && <ButtonSpinner />}
          {t(upgrade ? 'order.button' : 'change.confirmDowngrade')}
        </button>
      )}
      <div role="alert">{error && <p className="text-sm font-medium text-red-700">{error}</p>}</div>
    </div>
  );
}
