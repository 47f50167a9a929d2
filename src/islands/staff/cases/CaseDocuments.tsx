import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { documentReviewSchema, type ReviewStatus } from '@/lib/schemas/documents';
import type { CaseDocument } from '@/lib/schemas/cases';
import { downloadCaseDocument, reviewDocument } from '@/lib/stores/documents.staff';
import { showToast } from '@/lib/stores/toasts';
import { secondaryButton, smallButton, dangerSmallButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextArea } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import { useLocale } from '@/islands/shared/useLocale';
import { formatDateTime } from '@/islands/staff/format';
import { Badge, Empty, Section } from '@/islands/staff/Section';
import { DocumentPreview } from './DocumentPreview';

const TONE: Record<ReviewStatus, 'waiting' | 'good' | 'bad'> = {
  pending_review: 'waiting',
  approved: 'good',
  rejected: 'bad',
};

/** The customer's documents: preview, download, approve, or reject with the reason the customer will read. */
export function CaseDocuments({ documents }: { documents: CaseDocument[] }) {
  const { t } = useTranslation('staff');
  return (
    <Section id="documents" title={t('documents.title')} count={documents.length}>
      {documents.length === 0 ? (
        <Empty>{t('documents.empty')}</Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {documents.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function DocumentRow({ document }: { document: CaseDocument }) {
  const { t, i18n } = useTranslation('staff');
  const locale = useLocale();
  const [previewing, setPreviewing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previewable = document.kind !== 'doc' && document.kind !== 'docx';

  async function run(
    task: () => Promise<unknown>,
    fallback: 'staff:documents.reviewError' | 'staff:documents.downloadError',
  ) {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (err) {
      setError(errorMessage(err, i18n, fallback));
    } finally {
      setBusy(false);
    }
  }

  async function approve() {
    await run(async () => {
      await reviewDocument(document.id, { decision: 'approved' });
      showToast({ type: 'success', message: t('documents.approved', { name: document.name }) });
    }, 'staff:documents.reviewError');
  }

  return (
    <li className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">{document.title ?? document.name}</p>
          <p className="text-sm text-slate-600">
            {t(`documents.purpose.${document.purpose}`)} · {document.name} ·{' '}
            {formatDateTime(locale, document.uploadedAt)}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <Badge tone={TONE[document.reviewStatus]}>{t(`documents.status.${document.reviewStatus}`)}</Badge>
            {document.rejectionReason && (
              <span className="text-slate-800">{t('documents.reasonShown', { reason: document.rejectionReason })}</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {previewable && (
            <button
              type="button"
              className={smallButton}
              aria-expanded={previewing}
              onClick={() => setPreviewing((v) => !v)}
            >
              {previewing ? t('documents.hidePreview') : t('documents.preview')}
            </button>
          )}
          <button
            type="button"
            className={smallButton}
            disabled={busy}
            onClick={() => void run(() => downloadCaseDocument(document), 'staff:documents.downloadError')}
          >
            {t('documents.download')}
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={busy || document.reviewStatus === 'approved'}
            onClick={() => void approve()}
          >
            {t('documents.approve')}
          </button>
          <button
            ref={rejectButton}
            type="button"
            className={dangerSmallButton}
            aria-expanded={rejecting}
            disabled={busy}
            onClick={() => setRejecting((v) => !v)}
          >
            {t('documents.reject')}
          </button>
        </div>
      </div>
      {error && (
        <div className="mt-2">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      {previewing && (
        <div className="mt-3">
          <DocumentPreview document={document} />
        </div>
      )}
      {rejecting && (
        <RejectForm
          document={document}
          onDone={() => {
            // The form (and its focused button) goes away: focus returns to the button that opened it, not <body>.
            setRejecting(false);
            rejectButton.current?.focus();
          }}
        />
      )}
    </li>
  );
}

function RejectForm({ document, onDone }: { document: CaseDocument; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const form = useSchemaForm(
    documentReviewSchema,
    { decision: 'rejected', reason: '' },
    {
      idPrefix: `reject-${document.id}`,
      fallbackErrorKey: 'staff:documents.reviewError',
    },
  );
  const submit = form.submit(async (review) => {
    await reviewDocument(document.id, review);
    showToast({ type: 'success', message: t('documents.rejected', { name: document.name }) });
    onDone();
  });
  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      className="mt-3 max-w-2xl space-y-3 rounded-lg border border-red-200 bg-red-50/40 p-4"
    >
      <FormAlert>{form.formError}</FormAlert>
      <TextArea
        {...form.field('reason')}
        label={t('documents.reason')}
        hint={t('documents.reasonHint')}
        required
        rows={3}
        maxLength={500}
        autoFocus
      />
      <div className="flex gap-2">
        <SubmitButton pending={form.pending} pendingLabel={t('documents.saving')}>
          {t('documents.confirmReject')}
        </SubmitButton>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
