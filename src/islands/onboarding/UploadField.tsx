import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api/errors';
import { maxMegabytes, type UploadPurpose } from '../../lib/constants';
import type { FileMeta, OnboardingStatus } from '../../lib/schemas/onboarding-status';
import { acceptAttribute, kindList, refusal } from '../../lib/uploads/rules';
import { uploadFile } from '../../lib/uploads/xhr-upload';
import { primaryButton } from './ui';

export interface UploadFieldProps {
  id: string;
  purpose: UploadPurpose;
  /** API path: '/onboarding/cv'. */
  path: string;
  /** What the file is ("CV"): read with the button by screen readers. */
  name: string;
  chooseLabel: string;
  /** Extra multipart fields; null stops the upload (the caller has marked what is missing). */
  fields?: () => Record<string, string> | null;
  /** Wait for an explicit "upload" press after choosing (when other fields belong to the file). */
  manual?: boolean;
  /** An error about this document from elsewhere (e.g. completing without a CV). */
  externalError?: string | undefined;
  /** SPEC §8 fallback when the server gives no message: 'errors.cvUpload'. */
  fallbackKey: string;
  onUploaded: (status: OnboardingStatus, file: FileMeta) => void;
}

/**
 * A file picker that checks type (by the file's bytes) and size before sending, then uploads with a progress bar.
 * The native input stays the focusable control (visually hidden, its label styled as a button), so Tab, Enter and
 * Space work as everywhere and the chooser's own strings never show.
 */
export function UploadField(props: UploadFieldProps) {
  const { t } = useTranslation('onboarding');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const shownError = error ?? props.externalError;
  const describedBy = [`${props.id}-rules`, shownError ? `${props.id}-error` : ''].filter(Boolean).join(' ');

  async function upload(file: File) {
    const fields = props.fields ? props.fields() : {};
    if (fields === null) return;
    setProgress(0);
    try {
      const data = await uploadFile<{ file: FileMeta; onboarding: OnboardingStatus }>({ path: props.path, file, fields, onProgress: setProgress });
      setPending(null);
      setDone(t('upload.done', { name: data.file.name }));
      props.onUploaded(data.onboarding, data.file);
    } catch (err) {
      setError(errorMessage(err, t, props.fallbackKey));
      input.current?.focus();
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setError(null);
    setDone(null);
    setPending(null);
    if (!file) return;
    const refused = await refusal(file, props.purpose, t);
    if (refused) {
      setError(refused);
      event.target.value = '';
      return;
    }
    if (props.manual) setPending(file);
    else await upload(file);
  }

  const busy = progress !== null;
  return (
    <div className="space-y-2">
      <p id={`${props.id}-rules`} className="text-sm text-slate-600">
        {t('upload.rules', { types: kindList(props.purpose), size: maxMegabytes(props.purpose) })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={props.id}
          type="file"
          accept={acceptAttribute(props.purpose)}
          className="peer sr-only"
          onChange={(event) => void choose(event)}
          aria-label={`${props.chooseLabel}: ${props.name}`}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
          disabled={busy}
        />
        <label
          htmlFor={props.id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {props.chooseLabel}
        </label>
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
      </div>
      {busy && (
        <div className="flex items-center gap-3">
          <progress id={`${props.id}-progress`} max={1} value={progress} className="h-2 w-full max-w-xs appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600" aria-label={t('upload.progress', { name: props.name })} />
          <span className="text-sm tabular-nums text-slate-700">{Math.round(progress * 100)}%</span>
        </div>
      )}
      {shownError && (
        <p id={`${props.id}-error`} className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      )}
      <p role="status" className="text-sm text-green-800">
        {done}
      </p>
    </div>
  );
}
