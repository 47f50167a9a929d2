import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { $documents, loadDocuments, neededDocuments } from '@/lib/stores/documents';
import { linkClass } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import { useLocale } from '@/islands/shared/useLocale';

/** The home's list of documents still needed for the active package (loaded apart from the page, PackageOverview). */
export function NeededDocuments() {
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
