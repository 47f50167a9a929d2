import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '@/lib/idle';
import { localePath } from '@/lib/i18n/locales';
import type { UserPackage } from '@/lib/schemas/user-packages';
import { $packages, activePackages, loadPackages } from '@/lib/stores/packages';
import { linkClass, primaryButton } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import { useLocale } from '@/islands/shared/useLocale';
import { packagePath } from '@/islands/dashboard/commerce/links';
import { ProgressBar } from '@/islands/dashboard/commerce/ProgressBar';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

// The documents store brings the upload code and zod (the upload fields' schemas): not part of the home's first load
// (decision 095). Fetched once the page is idle after the card shows (decision 105), so it is there by the time the
// packages have answered.
const loadNeededDocuments = () => import('./NeededDocuments');
const NeededDocuments = lazy(() => loadNeededDocuments().then((m) => ({ default: m.NeededDocuments })));

/** The dashboard home's case at a glance: the active package, its progress and next step, documents still needed. */
export function PackageOverview() {
  const { t } = useTranslation('commerce');
  const state = useStore($packages);
  useEffect(() => whenIdle(() => void loadNeededDocuments()), []);
  return (
    <section aria-labelledby="home-package-title" className={`${card} mb-8`}>
      <h2 id="home-package-title" className="text-lg font-semibold text-slate-900">
        {t('home.package.title')}
      </h2>
      <div className="mt-4">
        <Loaded
          state={state}
          load={loadPackages}
          loadingLabel={t('packages.loading')}
          fallbackKey="commerce:packages.errors.load"
        >
          {({ owned }) => {
            const [active] = activePackages(owned);
            return active ? <ActiveSummary mine={active} /> : <NoPackage />;
          }}
        </Loaded>
      </div>
    </section>
  );
}

function NoPackage() {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  return (
    <div>
      <p className="text-slate-700">{t('home.package.none')}</p>
      <a href={localePath(locale, '/dashboard/packages')} className={`${primaryButton} mt-4`}>
        {t('home.package.choose')}
      </a>
    </div>
  );
}

function ActiveSummary({ mine }: { mine: UserPackage }) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const next = mine.steps.find((step) => step.status !== 'completed');
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <p className="flex flex-wrap justify-between gap-2">
          <span className="font-semibold text-slate-900">{mine.package.name}</span>
          <span className="text-sm text-slate-700">
            {t('packages.active.progressValue', { percent: mine.progress })}
          </span>
        </p>
        <ProgressBar percent={mine.progress} label={t('packages.active.progress')} />
        <p className="text-sm text-slate-700">
          {next ? t('home.package.next', { step: next.title }) : t('home.package.allDone')}
        </p>
        <a href={packagePath(locale, mine.package.code)} className={`${linkClass} inline-block text-sm`}>
          {t('home.package.open')}
        </a>
      </div>
      <Suspense fallback={null}>
        <NeededDocuments />
      </Suspense>
    </div>
  );
}
