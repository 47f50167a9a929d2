import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import type { DocumentCategory, UserDocument } from '@/lib/schemas/documents';
import { downloadDocument, removeDocument } from '@/lib/stores/documents';
import { showToast } from '@/lib/stores/toasts';
import { ConfirmDialog } from '@/islands/shared/ConfirmDialog';
import { dangerSmallButton, smallButton } from '@/islands/shared/form/buttons';
import { useLocale } from '@/islands/shared/useLocale';
import { Badge, REVIEW_TONE } from '@/islands/dashboard/commerce/Badge';
import { DocumentIcon } from '@/islands/dashboard/frame/icons';
import { formatDate } from '@/islands/dashboard/profile/format';

/**
 * One category's files: name, size, date, review status (and why it was rejected), download and delete. A CV is
 * never deleted, only replaced (SPEC): its row offers "replace", which opens the upload dialog, instead of a red
 * "delete" that asked "removed for good?" and then refused (issue 29).
 */
export function DocumentList({
  category,
  documents,
  onReplace,
}: {
  category: DocumentCategory;
  documents: UserDocument[];
  onReplace: () => void;
}) {
  const { t, i18n } = useTranslation('commerce');
  const locale = useLocale();
  const [deleting, setDeleting] = useState<UserDocument | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (documents.length === 0)
    return <p className="py-6 text-center text-slate-700">{t(`documents.empty.${category}`)}</p>;

  const download = (doc: UserDocument) =>
    downloadDocument(doc).catch((err: unknown) =>
      showToast({ type: 'error', message: errorMessage(err, i18n, 'commerce:documents.errors.download') }),
    );

  const askDelete = (doc: UserDocument) => {
    setError(null);
    setDeleting(doc);
  };
  async function confirmDelete() {
    if (!deleting) return;
    setPending(true);
    try {
      await removeDocument(deleting.id);
      showToast({ type: 'success', message: t('documents.deleted', { name: deleting.name }) });
      setDeleting(null);
    } catch (err) {
      // The API still refuses a CV (409, "contact support"); the list offers no delete for one.
      setError(errorMessage(err, i18n, 'commerce:documents.errors.delete'));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <ul className="divide-y divide-slate-200">
        {documents.map((doc) => (
          <li key={doc.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
            <DocumentIcon className="hidden h-6 w-6 shrink-0 text-brand-700 sm:block" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="break-all font-semibold text-slate-900">{doc.name}</span>
                <Badge tone={REVIEW_TONE[doc.reviewStatus]}>{t(`status.review.${doc.reviewStatus}`)}</Badge>
                {doc.sentInMessage && (
                  <span className="text-xs text-slate-600">
                    {t(doc.sentByStaff ? 'documents.sentByAdvisor' : 'documents.sentInMessage')}
                  </span>
                )}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {t('documents.uploadedAt', { date: formatDate(doc.uploadedAt, locale) })} ·{' '}
                {t('documents.size', { size: Math.max(1, Math.round(doc.size / 1024)).toLocaleString(locale) })} ·{' '}
                {doc.kind.toUpperCase()}
              </p>
              {doc.reviewStatus === 'rejected' && doc.rejectionReason && (
                <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
                  {t('documents.rejectionReason', { reason: doc.rejectionReason })}
                </p>
              )}
              {doc.category === 'cv' && <p className="mt-1 text-sm text-slate-600">{t('documents.cvProtected')}</p>}
            </div>
            <div className="flex shrink-0 gap-2">
              <button
                type="button"
                className={smallButton}
                onClick={() => void download(doc)}
                aria-label={`${t('documents.download')}: ${doc.name}`}
              >
                {t('documents.download')}
              </button>
              {doc.category === 'cv' ? (
                <button
                  type="button"
                  className={smallButton}
                  onClick={onReplace}
                  aria-label={`${t('documents.replace')}: ${doc.name}`}
                >
                  {t('documents.replace')}
                </button>
              ) : (
                <button
                  type="button"
                  className={dangerSmallButton}
                  onClick={() => askDelete(doc)}
                  aria-label={`${t('documents.delete')}: ${doc.name}`}
                >
                  {t('documents.delete')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t('documents.deleteTitle')}
        text={t('documents.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('documents.deleteConfirm')}
        keepLabel={t('dialog.cancel')}
        pending={pending}
        error={error}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
