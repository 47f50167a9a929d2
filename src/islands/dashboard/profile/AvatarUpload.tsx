import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiData } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/errors';
import { maxMegabytes } from '../../../lib/constants';
import { showToast } from '../../../lib/stores/toasts';
import { FormAlert } from '../../auth/form/FormAlert';
import { SubmitButton } from '../../auth/form/SubmitButton';
import { AVATAR_ACCEPT, checkAvatar } from './avatar-file';

const secondaryButton =
  'inline-flex cursor-pointer items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/**
 * "Change photo": pick a file, see it before uploading, upload it (POST /profile/avatar, field `avatar`). A file
 * of the wrong type or size is refused here, before anything is sent; the server's refusals are shown too.
 */
export function AvatarUpload({ onUploaded }: { onUploaded: (avatarUrl: string) => void }) {
  const { t } = useTranslation('profile');
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

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    setError(null);
    if (!picked) return clear();
    const refusal = await checkAvatar(picked);
    if (refusal) {
      clear();
      return setError(t(refusal.key, 'vars' in refusal ? refusal.vars : {}));
    }
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  }

  async function upload() {
    if (!file || pending) return;
    setPending(true);
    setError(null);
    try {
      const body = new FormData();
      body.append('avatar', file);
      const { avatarUrl } = await apiData<{ avatarUrl: string }>('/profile/avatar', { method: 'POST', body });
      clear();
      onUploaded(avatarUrl);
      showToast({ type: 'success', message: t('toast.photoUpdated') });
    } catch (err) {
      setError(errorMessage(err, t, 'profile:errors.photo'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-3">
      {preview && file ? (
        <form onSubmit={(event) => (event.preventDefault(), void upload())} className="flex flex-wrap items-center gap-3">
          <img src={preview} alt={t('avatar.previewAlt')} className="h-16 w-16 rounded-full object-cover ring-2 ring-brand-600" />
          <SubmitButton pending={pending} pendingLabel={t('avatar.uploading')}>
            {t('avatar.upload')}
          </SubmitButton>
          <button type="button" onClick={clear} disabled={pending} className={secondaryButton}>
            {t('avatar.cancel')}
          </button>
        </form>
      ) : (
        <label htmlFor={id} className={`${secondaryButton} has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600`}>
          {t('avatar.choose')}
          <input
            ref={input}
            id={id}
            type="file"
            accept={AVATAR_ACCEPT}
            onChange={(event) => void onPick(event)}
            aria-describedby={`${id}-hint`}
            className="sr-only"
          />
        </label>
      )}
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('avatar.hint', { size: maxMegabytes('avatar') })}
      </p>
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
