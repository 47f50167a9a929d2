import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $packages, activePackages, loadPackages } from '@/lib/stores/packages';
import { packageChoice, packageParam } from '@/lib/stores/package-choice';
import type { OrderLegalTexts } from '@/lib/legal/order-texts';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { AppShell } from '@/islands/shell/AppShell';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { ActivePackageCard } from './ActivePackageCard';
import { CatalogCard } from './CatalogCard';
import { ContractLinks } from './ContractLinks';
import { OrderLegalTextsProvider } from './order-legal-texts';
import { SelectButton } from './SelectButton';

/** /dashboard/packages (SPEC §2): the active package, the catalog, select → checkout. */
export default function PackagesPage({ locale, messages, legal }: IslandPageProps & { legal: OrderLegalTexts }) {
  return (
    <AppShell locale={locale} messages={messages}>
      <OrderLegalTextsProvider value={legal}>
        <Packages />
      </OrderLegalTextsProvider>
    </AppShell>
  );
}

/** The package picked on the landing page: `?package=CODE` (signed in) or remembered through registration. */
const chosenCode = () => (typeof location === 'undefined' ? null : (packageParam(location.search) ?? packageChoice()));

function Packages() {
  const { t } = useTranslation('commerce');
  const state = useStore($packages);
  const [chosen] = useState(chosenCode);

  return (
    <DashboardFrame current="packages" title={t('packages.title')} intro={t('packages.intro')}>
      <Loaded
        state={state}
        load={loadPackages}
        loadingLabel={t('packages.loading')}
        fallbackKey="commerce:packages.errors.load"
      >
        {({ catalog, owned }) => {
          const active = activePackages(owned);
          const ownedIds = new Set(active.map((mine) => mine.package.id));
          const choice = catalog.find((pkg) => pkg.code === chosen && !ownedIds.has(pkg.id));
          return (
            <div className="space-y-10">
              {choice && (
                <section
                  aria-labelledby="choice-title"
                  className="rounded-xl border-l-4 border-brand-600 bg-brand-50 p-5"
                >
                  <h2 id="choice-title" className="font-semibold text-brand-900">
                    {choice.name}
                  </h2>
                  <p className="mt-1 text-sm text-brand-900">{t('packages.choice.text', { name: choice.name })}</p>
                  <div className="mt-4 max-w-xs">
                    <SelectButton pkg={choice} label={t('packages.choice.pay')} />
                  </div>
                </section>
              )}
              <section aria-labelledby="active-title" className="space-y-4">
                <h2 id="active-title" className="text-lg font-semibold text-slate-900">
                  {t('packages.active.title')}
                </h2>
                {active.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-slate-700">
                    {t('packages.active.none')}
                  </p>
                ) : (
                  active.map((mine) => <ActivePackageCard key={mine.id} mine={mine} />)
                )}
                <ContractLinks owned={owned} />
              </section>
              <section aria-labelledby="catalog-title" className="space-y-4">
                <h2 id="catalog-title" className="text-lg font-semibold text-slate-900">
                  {t('packages.catalog.title')}
                </h2>
                <div className="grid gap-5 md:grid-cols-2 2xl:grid-cols-4">
                  {catalog.map((pkg) => (
                    <CatalogCard key={pkg.id} pkg={pkg} owned={ownedIds.has(pkg.id)} chosen={pkg.id === choice?.id} />
                  ))}
                </div>
              </section>
            </div>
          );
        }}
      </Loaded>
    </DashboardFrame>
  );
}
