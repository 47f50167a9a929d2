import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import type { UserPackage } from '@/lib/schemas/user-packages';
import { $documents, loadDocuments, neededDocuments } from '@/lib/stores/documents';
import { $packages, activePackages, loadPackages } from '@/lib/stores/packages';
import { linkClass, primaryButton } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import { useLocale } from '@/islands/shared/useLocale';
import { packagePath } from '@/islands/dashboard/commerce/links';
import { ProgressBar } from '@/islands/dashboard/commerce/ProgressBar';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** The dashboard home's case at a glance: the active package, its progress and next step, documents still needed. */
export function PackageOverview() {
  const { t } = useTranslation('commerce');
  const state = useStore($packages);
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
      <NeededDocuments />
    </div>
  );
}

function NeededDocuments() {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const state = useStore($documents);
  const documentsPath = localePath(locale, '/dashboard/documents');
  return (
    <div className="border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{t('home.documents.title')}</h3>
      <Loaded
        state={state}
        load={loadDocuments}
        loadingLabel={t('documents.loading')}
        fallbackKey="commerce:documents.errors.load"
      >
        {(documents) => {
          const needed = neededDocuments(documents.counts);
          if (needed.length === 0) return <p className="mt-2 text-sm text-slate-700">{t('home.documents.allThere')}</p>;
          return (
            <>
              <p className="mt-1 text-sm text-slate-700">{t('home.documents.intro')}</p>
              <ul className="mt-2 space-y-1 text-sm">
                {needed.map(({ category, reason }) => (
                  <li key={category}>
                    <a href={`${documentsPath}#${category}`} className={linkClass}>
                      {t(`home.documents.${reason}`, { category: t(`documents.category.${category}`) })}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
