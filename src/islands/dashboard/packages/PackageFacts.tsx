import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/catalog/price';
import type { CatalogEntry } from '@/lib/schemas/catalog';
import { useLocale } from '@/islands/shared/useLocale';

/** Price per month or once, VAT included, and how long the package runs. */
export function PackagePrice({ pkg }: { pkg: Pick<CatalogEntry, 'priceCents' | 'type' | 'duration'> }) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  return (
    <div>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight text-slate-900">{formatPrice(pkg.priceCents, locale)}</span>
        <span className="text-sm font-medium text-slate-700">
          {t(pkg.type === 'monthly' ? 'price.perMonth' : 'price.oneTime')}
        </span>
      </p>
      <p className="mt-1 text-xs font-medium text-slate-700">
        {t('price.vat')} ·{' '}
        {pkg.duration.unit === 'unlimited'
          ? t('duration.unlimited')
          : t('duration.months', { count: pkg.duration.value })}
      </p>
    </div>
  );
}
