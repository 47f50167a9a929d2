import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { navigate } from '@/lib/navigation';
import { logoutEverywhere } from '@/lib/stores/session';
import { ConfirmDialog } from '@/islands/shared/ConfirmDialog';
import { dangerButton } from '@/islands/shared/form/buttons';
import { useAction } from '@/islands/shared/form/useAction';
import { useLocale } from '@/islands/shared/useLocale';

/**
 * "Sign out everywhere" (POST /auth/logout-all, decision 076) after a confirmation: every device, this one too,
 * has to sign in again; then the login page.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { pending, error, setError, run } = useAction('profile:settings.sessions.error');

  async function confirm() {
    if (await run(logoutEverywhere)) navigate(localePath(locale, '/login'));
  }

  return (
    <>
      <button type="button" className={dangerButton} onClick={() => setOpen(true)}>
        {t('settings.sessions.open')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('settings.sessions.title')}
        text={t('settings.sessions.warning')}
        confirmLabel={t('settings.sessions.confirm')}
        keepLabel={t('settings.sessions.keep')}
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
      />
    </>
  );
}
