import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/errors';
import { resendVerification } from '../../../lib/stores/email-verification';
import { showToast } from '../../../lib/stores/toasts';

/** A new address asked for in the profile: shown until its mailed link is used, with "send the link again". */
export function PendingEmail({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const [sending, setSending] = useState(false);

  async function onResend() {
    setSending(true);
    try {
      showToast({ type: 'success', message: await resendVerification() });
    } catch (err) {
      showToast({ type: 'error', message: errorMessage(err, t, 'dashboard:verifyBanner.error'), timeout: 0 });
    } finally {
      setSending(false);
    }
  }

  return (
    <p className="mt-1 text-sm text-amber-900">
      <span className="break-words">{t('pendingEmail.text', { email })}</span>{' '}
      <button type="button" onClick={() => void onResend()} disabled={sending} className="rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 disabled:opacity-60">
        {t('pendingEmail.resend')}
      </button>
    </p>
  );
}
