import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxMegabytes } from '@/lib/constants';
import {
  DOCUMENT_CATEGORIES,
  PURPOSE_BY_CATEGORY,
  documentUploadFieldsSchema,
  type DocumentCategory,
  type UserDocument,
} from '@/lib/schemas/documents';
import { addDocument } from '@/lib/stores/documents';
import { showToast } from '@/lib/stores/toasts';
import { acceptAttribute, kindList, refusal } from '@/lib/uploads/rules';
import { secondaryButton } from '@/islands/shared/form/buttons';
import { FileField } from '@/islands/shared/form/FileField';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { Modal } from '@/islands/shared/Modal';
import { SelectField } from '@/islands/shared/form/SelectField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';

interface UploadDialogProps {
  open: boolean;
  /** The tab the user is on. */
  initialCategory: DocumentCategory;
  onClose: () => void;
  onUploaded: (doc: UserDocument) => void;
}

/**
 * Category, a name for "other" documents, the file (checked by its bytes and size before it is sent), then the
 * upload with a progress bar. Escape closes it, except while uploading.
 */
export function UploadDialog({ open, initialCategory, onClose, onUploaded }: UploadDialogProps) {
  const { t } = useTranslation('commerce');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onClose={() => !busy && onClose()}
      title={t('documents.uploadTitle')}
      description={t('documents.uploadIntro')}
      width="lg"
    >
      {/* Mounted only while open: every opening starts empty, on the tab the user is looking at. */}
      <UploadForm initialCategory={initialCategory} onBusy={setBusy} onClose={onClose} onUploaded={onUploaded} />
    </Modal>
  );
}

function UploadForm({
  initialCategory,
  onBusy,
  onClose,
  onUploaded,
}: Omit<UploadDialogProps, 'open'> & { onBusy: (busy: boolean) => void }) {
  const { t, i18n } = useTranslation('commerce');
  const form = useSchemaForm(
    documentUploadFieldsSchema,
    { category: initialCategory as string, name: '' },
    { idPrefix: 'upload', fallbackErrorKey: 'commerce:documents.errors.upload' },
  );
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const category = form.values.category as DocumentCategory;
  const purpose = PURPOSE_BY_CATEGORY[category] ?? 'cv';

  async function choose(chosen: File | null, input: HTMLInputElement) {
    setFileError(null);
    setFile(null);
    if (!chosen) return;
    const refused = await refusal(chosen, purpose, i18n);
    if (refused) {
      setFileError(refused);
      input.value = '';
    } else setFile(chosen);
  }

  const onSubmit = form.submit(async (data) => {
    if (!file) {
      setFileError(t('documents.fileRequired'));
      picker.current?.focus();
      return;
    }
    setProgress(0);
    onBusy(true);
    try {
      const stored = await addDocument(
        { category: data.category, ...(data.name && { name: data.name }), file },
        setProgress,
      );
      showToast({ type: 'success', message: t('documents.uploaded', { name: stored.name }) });
      onUploaded(stored);
      onClose();
    } finally {
      setProgress(null);
      onBusy(false);
    }
  });

  const busy = progress !== null;
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      <FormAlert>{form.formError}</FormAlert>
      <SelectField
        {...form.field('category')}
        label={t('documents.field.category')}
        options={DOCUMENT_CATEGORIES.map((key) => ({ value: key, label: t(`documents.category.${key}`) }))}
        onChange={(value) => {
          form.setValue('category', value);
          setFile(null);
          setFileError(null);
          if (picker.current) picker.current.value = '';
        }}
        disabled={busy}
        required
      />
      {category === 'other' && (
        <TextField
          {...form.field('name')}
          label={t('documents.field.name')}
          hint={t('documents.field.nameHint')}
          maxLength={120}
          disabled={busy}
          required
        />
      )}
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-900">{t('documents.field.file')}</legend>
        <FileField
          id="upload-file"
          inputRef={picker}
          chooseLabel={t('documents.choose')}
          accept={acceptAttribute(purpose)}
          hint={t('documents.rules', { types: kindList(purpose), size: maxMegabytes(purpose) })}
          error={fileError}
          disabled={busy}
          onChoose={(chosen, input) => void choose(chosen, input)}
        >
          {file && (
            <span className="break-all text-sm text-slate-700">{t('documents.chosen', { name: file.name })}</span>
          )}
        </FileField>
      </fieldset>
      {busy && (
        <div className="flex items-center gap-3">
          <progress
            max={1}
            value={progress}
            aria-label={t('documents.progress')}
            className="h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
          />
          <span className="text-sm tabular-nums text-slate-700">{Math.round(progress * 100)}%</span>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>
          {t('dialog.cancel')}
        </button>
        <SubmitButton pending={form.pending} pendingLabel={t('documents.sending')}>
          {t('documents.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
