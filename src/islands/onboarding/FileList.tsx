import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import type { MessageKey } from '@/lib/i18n/keys';
import type { FileMeta } from '@/lib/schemas/files';
import { deleteDocument, type DocumentPurpose } from '@/lib/stores/onboarding-wizard-documents';
import { showToast } from '@/lib/stores/toasts';
import { downloadFile } from '@/lib/uploads/download';
import { dangerSmallButton, smallButton } from '@/islands/shared/form/buttons';

interface FileListProps {
  files: FileMeta[];
  /** The CV has no delete: its button explains why (SPEC §5). */
  purpose: DocumentPurpose;
  /** SPEC §8 fallback for a failed delete. */
  deleteFallbackKey?: MessageKey;
  /** Gets focus after a delete (the section's file input), so keyboard users are not dropped on <body>. */
  focusAfterDelete: string;
}

const formatSize = (bytes: number, locale: string) =>
  bytes >= 1024 * 1024
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        bytes / (1024 * 1024),
      )
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        Math.max(1, bytes / 1024),
      );

/** Uploaded files with download and delete. The CV has no delete: the button says to contact support (SPEC §5). */
export function FileList({
  files,
  purpose,
  deleteFallbackKey = 'onboarding:errors.documentDelete',
  focusAfterDelete,
}: FileListProps) {
  const { t, i18n } = useTranslation('onboarding');
  const [supportNote, setSupportNote] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  if (files.length === 0) return null;

  const download = async (file: FileMeta) => {
    try {
      await downloadFile(file.id);
    } catch (err) {
      showToast({ type: 'error', message: errorMessage(err, i18n, 'onboarding:errors.download') });
    }
  };
  const remove = async (file: FileMeta) => {
    if (purpose === 'cv') return setSupportNote(true);
    setBusyId(file.id);
    try {
      await deleteDocument(purpose, file.id);
      showToast({ type: 'success', message: t('files.deleted', { name: file.title ?? file.name }) });
      document.getElementById(focusAfterDelete)?.focus();
    } catch (err) {
      showToast({ type: 'error', message: errorMessage(err, i18n, deleteFallbackKey) });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
        {files.map((file) => {
          const label = file.title ?? file.name;
          return (
            <li key={file.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium text-slate-900">{label}</p>
                <p className="text-sm text-slate-600">
                  {file.title ? `${file.name} · ` : ''}
                  {file.kind.toUpperCase()} · {formatSize(file.size, i18n.language)} ·{' '}
                  {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(file.uploadedAt))}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => void download(file)}
                  aria-label={`${t('files.download')}: ${label}`}
                >
                  {t('files.download')}
                </button>
                <button
                  type="button"
                  className={dangerSmallButton}
                  onClick={() => void remove(file)}
                  disabled={busyId === file.id}
                  aria-label={`${t('files.delete')}: ${label}`}
                >
                  {t('files.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-2 text-sm text-slate-800">
        {supportNote ? t('files.cvDeleteSupport') : ''}
      </p>
    </div>
  );
}
