import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@/lib/schemas/documents';
import { $documents, loadDocuments } from '@/lib/stores/documents';
import { primaryButton } from '@/islands/shared/form/buttons';
import { Loaded } from '@/islands/shared/Loaded';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { AppShell } from '@/islands/shell/AppShell';
import { DashboardFrame } from '@/islands/dashboard/frame/DashboardFrame';
import { DocumentList } from './DocumentList';
import { MoreDocuments } from './MoreDocuments';
import { UploadDialog } from './UploadDialog';

/** /dashboard/documents (SPEC §2): the files by category, upload with progress, download, delete (never a CV). */
export default function DocumentsPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <Documents />
    </AppShell>
  );
}

/** `#language` opens that tab (the dashboard home links to the category a package still needs). */
function initialTab(): number {
  const hash = typeof location === 'undefined' ? '' : location.hash.slice(1);
  return Math.max(0, DOCUMENT_CATEGORIES.indexOf(hash as DocumentCategory));
}

function Documents() {
  const { t } = useTranslation('commerce');
  const state = useStore($documents);
  const [tab, setTab] = useState(initialTab);
  const [uploading, setUploading] = useState(false);
  const category = DOCUMENT_CATEGORIES[tab] ?? 'cv';

  return (
    <DashboardFrame current="documents" title={t('documents.title')} intro={t('documents.intro')}>
      <Loaded
        state={state}
        load={loadDocuments}
        loadingLabel={t('documents.loading')}
        fallbackKey="commerce:documents.errors.load"
      >
        {(documents) => (
          <TabGroup
            selectedIndex={tab}
            onChange={setTab}
            className="rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <div className="flex flex-col gap-3 border-b border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
              <TabList aria-label={t('documents.tabs')} className="flex flex-wrap gap-1">
                {DOCUMENT_CATEGORIES.map((key) => (
                  <Tab
                    key={key}
                    className="min-h-11 shrink-0 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[selected]:bg-brand-50 data-[selected]:text-brand-900 data-[selected]:ring-1 data-[selected]:ring-brand-600"
                  >
                    {t(`documents.category.${key}`)}{' '}
                    <span className="font-normal text-slate-600">({documents.counts[key].total})</span>
                  </Tab>
                ))}
              </TabList>
              <button type="button" className={primaryButton} onClick={() => setUploading(true)}>
                {t('documents.upload')}
              </button>
            </div>
            <TabPanels className="p-3 sm:p-5">
              {DOCUMENT_CATEGORIES.map((key) => {
                const shown = documents.items.filter((doc) => doc.category === key);
                const { total } = documents.counts[key];
                // Later pages still to load (decision 093): the category's list so far, then "show more".
                const more = documents.nextCursor !== null && shown.length < total;
                return (
                  <TabPanel key={key}>
                    {(shown.length > 0 || !more) && (
                      <DocumentList category={key} documents={shown} onReplace={() => setUploading(true)} />
                    )}
                    {more && <MoreDocuments shown={shown.length} total={total} />}
                  </TabPanel>
                );
              })}
            </TabPanels>
          </TabGroup>
        )}
      </Loaded>
      <UploadDialog
        open={uploading}
        initialCategory={category}
        onClose={() => setUploading(false)}
        onUploaded={(doc) => setTab(DOCUMENT_CATEGORIES.indexOf(doc.category))}
      />
    </DashboardFrame>
  );
}
