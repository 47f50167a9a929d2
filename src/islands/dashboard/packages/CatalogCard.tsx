import { useTranslation } from 'react-i18next';
import type { CatalogEntry } from '@/lib/schemas/catalog';
import { linkClass } from '@/islands/shared/form/buttons';
import { useLocale } from '@/islands/shared/useLocale';
import { Badge } from '@/islands/dashboard/commerce/Badge';
import { packagePath } from '@/islands/dashboard/commerce/links';
import { CheckIcon } from '@/islands/dashboard/frame/icons';
import { PackagePrice } from './PackageFacts';
import { SelectButton } from './SelectButton';

/** One package of the catalog: price, what it includes, details and "select" (or "your package" once bought). */
export function CatalogCard({ pkg, owned, chosen }: { pkg: CatalogEntry; owned: boolean; chosen: boolean }) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const titleId = `catalog-${pkg.code.toLowerCase()}`;
  const ring = chosen || pkg.highlighted ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200';
  return (
    <article aria-labelledby={titleId} className={`flex flex-col rounded-xl bg-white p-5 shadow-sm ${ring}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {pkg.name}
        </h3>
        <Badge tone="slate">{t(`type.${pkg.type}`)}</Badge>
        {pkg.highlighted && <Badge tone="blue">{t('packages.catalog.popular')}</Badge>}
      </div>
      <p className="mt-2 text-sm text-slate-700">{pkg.description}</p>
      <div className="mt-4">
        <PackagePrice pkg={pkg} />
      </div>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-5 space-y-3">
        {owned ? (
          <p className="text-center">
            <Badge tone="green">{t('packages.catalog.owned')}</Badge>
          </p>
        ) : (
          <SelectButton pkg={pkg} prominent={chosen || pkg.highlighted} />
        )}
        <a
          href={packagePath(locale, pkg.code)}
          aria-label={`${t('packages.details')}: ${pkg.name}`}
          className={`${linkClass} block text-center text-sm`}
        >
          {t('packages.details')}
        </a>
      </div>
    </article>
  );
}
