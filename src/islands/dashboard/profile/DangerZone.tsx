import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { localePath } from '@/lib/i18n/locales';
import { navigate } from '@/lib/navigation';
import { deleteAccount } from '@/lib/stores/profile';
import { dangerButton, secondaryButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextField } from '@/islands/shared/form/TextField';
import { Modal } from '@/islands/shared/Modal';
import { useLocale } from '@/islands/shared/useLocale';

/**
 * Deleting the account (DELETE /profile) after an explicit confirmation: the user types their e-mail address in a
 * Headless UI dialog. Success signs out locally and goes to the home page.
 */
export function DangerZone({ email }: { email: string }) {
  const { t, i18n } = useTranslation('profile');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function close() {
    if (pending) return;
    setOpen(false);
    setTyped('');
    setFieldError(undefined);
    setError(null);
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (typed.trim().toLowerCase() !== email.toLowerCase()) return setFieldError(t('delete.mismatch'));
    setFieldError(undefined);
    setError(null);
    setPending(true);
    try {
      await deleteAccount();
      navigate(localePath(locale, '/'));
    } catch (err) {
      setError(errorMessage(err, i18n, 'profile:errors.delete'));
      setPending(false);
    }
  }

  return (
    <>
      <p className="text-sm text-slate-700">{t('delete.body')}</p>
      <button type="button" onClick={() => setOpen(true)} className={`${dangerButton} mt-4`}>
        {t('delete.open')}
      </button>
      <Modal
        open={open}
        onClose={close}
        title={t('delete.title')}
        description={t('delete.warning')}
        titleClass="text-red-800"
      >
        <form noValidate onSubmit={(event) => void onConfirm(event)} className="mt-4 space-y-4">
          <FormAlert>{error}</FormAlert>
          <TextField
            id="delete-confirm"
            name="confirmEmail"
            type="email"
            autoComplete="off"
            value={typed}
            onChange={setTyped}
            error={fieldError}
            label={t('delete.confirmLabel', { email })}
            required
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={close} disabled={pending} className={secondaryButton}>
              {t('delete.cancel')}
            </button>
            <SubmitButton look={dangerButton} pending={pending} pendingLabel={t('delete.pending')}>
              {t('delete.confirm')}
            </SubmitButton>
          </div>
        </form>
      </Modal>
    </>
  );
}
