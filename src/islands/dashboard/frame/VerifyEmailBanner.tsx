import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/errors';
import { resendVerification } from '../../../lib/stores/email-verification';
import { $session } from '../../../lib/stores/session';
import { showToast } from '../../../lib/stores/toasts';

/**
 * A gentle reminder on every dashboard page while the user's address is unconfirmed, with "send again" (the server
 * allows a few per hour and says so when the allowance is used up).
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation('dashboard');
  const user = useStore($session).user;
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;

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
    <div className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center">
      <p className="min-w-0 flex-1">{t('verifyBanner.text', { email: user.pendingEmail ?? user.email })}</p>
      <button
        type="button"
        onClick={() => void onResend()}
        disabled={sending}
        className="shrink-0 self-start rounded-md border border-amber-700 bg-white px-3 py-1.5 font-semibold text-amber-950 hover:bg-amber-100 disabled:opacity-60 sm:self-auto"
      >
        {sending ? t('verifyBanner.sending') : t('verifyBanner.resend')}
      </button>
    </div>
  );
}
