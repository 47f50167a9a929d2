import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { maxMegabytes } from '@/lib/constants';
import type { MessageKey } from '@/lib/i18n/keys';
import type { FileMeta } from '@/lib/schemas/files';
import { uploadDocument, type DocumentPurpose } from '@/lib/stores/onboarding-wizard-documents';
import { acceptAttribute, kindList, refusal } from '@/lib/uploads/rules';
import { primaryButton } from '@/islands/shared/form/buttons';
import { FileField } from '@/islands/shared/form/FileField';

export interface UploadFieldProps {
  id: string;
  purpose: DocumentPurpose;
  /** What the file is ("CV"): read with the button by screen readers. */
  name: string;
  chooseLabel: string;
  /** Extra multipart fields; null stops the upload (the caller has marked what is missing). */
  fields?: () => Record<string, string> | null;
  /** Wait for an explicit "upload" press after choosing (when other fields belong to the file). */
  manual?: boolean;
  /** An error about this document from elsewhere (e.g. completing without a CV). */
  externalError?: string | undefined;
  /** SPEC §8 fallback when the server gives no message. */
  fallbackKey: MessageKey;
  onUploaded?: (file: FileMeta) => void;
}

/** A document of step 4: checked by its bytes and size before sending (UPLOAD_RULES), then sent with a progress bar. */
export function UploadField(props: UploadFieldProps) {
  const { t, i18n } = useTranslation('onboarding');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function upload(file: File) {
    const fields = props.fields ? props.fields() : {};
    if (fields === null) return;
    setProgress(0);
    try {
      const stored = await uploadDocument(props.purpose, file, { fields, onProgress: setProgress });
      setPending(null);
      setDone(t('upload.done', { name: stored.name }));
      props.onUploaded?.(stored);
    } catch (err) {
      setError(errorMessage(err, i18n, props.fallbackKey));
      input.current?.focus();
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  async function choose(file: File | null, picker: HTMLInputElement) {
    setError(null);
    setDone(null);
    setPending(null);
    if (!file) return;
    const refused = await refusal(file, props.purpose, i18n);
    if (refused) {
      setError(refused);
      picker.value = '';
      return;
    }
    if (props.manual) setPending(file);
    else await upload(file);
  }

  const busy = progress !== null;
  return (
    <div className="space-y-2">
      <FileField
        id={props.id}
        inputRef={input}
        chooseLabel={props.chooseLabel}
        name={props.name}
        accept={acceptAttribute(props.purpose)}
        hint={t('upload.rules', { types: kindList(props.purpose), size: maxMegabytes(props.purpose) })}
        error={error ?? props.externalError}
        disabled={busy}
        onChoose={(file, picker) => void choose(file, picker)}
      >
        {pending && (
          <>
            <span className="text-sm text-slate-700">{t('upload.chosen', { name: pending.name })}</span>
            <button
              type="button"
              className={primaryButton}
              onClick={() => void upload(pending)}
              disabled={busy}
              aria-label={`${t('upload.send')}: ${props.name}`}
            >
              {t('upload.send')}
            </button>
          </>
        )}
      </FileField>
      {busy && (
        <div className="flex items-center gap-3">
          <progress
            id={`${props.id}-progress`}
            max={1}
            value={progress}
            className="h-2 w-full max-w-xs appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            aria-label={t('upload.progress', { name: props.name })}
          />
          <span className="text-sm tabular-nums text-slate-700">{Math.round(progress * 100)}%</span>
        </div>
      )}
      <p role="status" className="text-sm text-green-800">
        {done}
      </p>
    </div>
  );
}
