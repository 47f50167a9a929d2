import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { maxMegabytes } from '@/lib/constants';
import { uploadAvatar } from '@/lib/stores/profile';
import { showToast } from '@/lib/stores/toasts';
import { acceptAttribute, refusal } from '@/lib/uploads/rules';
import { secondaryButton } from '@/islands/shared/form/buttons';
import { FileField } from '@/islands/shared/form/FileField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';

/**
 * "Change photo": pick a file, see it, upload it. A file of the wrong type or size is refused here with the
 * server's own words (lib/uploads/rules.ts), before anything is sent; the server's refusals show the same way.
 */
export function AvatarUpload() {
  const { t, i18n } = useTranslation('profile');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function clear() {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  }

  async function pick(picked: File | null) {
    setError(null);
    if (!picked) return clear();
    const refused = await refusal(picked, 'avatar', i18n);
    if (refused) {
      clear();
      return setError(refused);
    }
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file || pending) return;
    setPending(true);
    setError(null);
    try {
      await uploadAvatar(file);
      clear();
      showToast({ type: 'success', message: t('toast.photoUpdated') });
    } catch (err) {
      setError(errorMessage(err, i18n, 'profile:errors.photo'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void upload(event)}>
      <FileField
        id={id}
        inputRef={input}
        chooseLabel={t('avatar.choose')}
        accept={acceptAttribute('avatar')}
        hint={t('avatar.hint', { size: maxMegabytes('avatar') })}
        error={error}
        disabled={pending}
        onChoose={(picked) => void pick(picked)}
      >
        {preview && (
          <>
            <img
              src={preview}
              alt={t('avatar.previewAlt')}
              className="h-16 w-16 rounded-full object-cover ring-2 ring-brand-600"
            />
            <SubmitButton pending={pending} pendingLabel={t('avatar.uploading')}>
              {t('avatar.upload')}
            </SubmitButton>
            <button type="button" onClick={clear} disabled={pending} className={secondaryButton}>
              {t('avatar.cancel')}
            </button>
          </>
        )}
      </FileField>
    </form>
  );
}
