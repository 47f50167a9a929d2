import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $session } from '@/lib/stores/session';
import { useResendVerification } from './useResendVerification';

/**
 * A gentle reminder on every dashboard page while the user's address is unconfirmed, with "send again" (the server
 * allows a few per hour and says so when the allowance is used up).
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation('dashboard');
  const user = useStore($session).user;
  const { sending, resend } = useResendVerification();
  if (!user || user.emailVerified) return null;

  return (
    <div className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center">
      <p className="min-w-0 flex-1">{t('verifyBanner.text', { email: user.pendingEmail ?? user.email })}</p>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={sending}
        className="shrink-0 self-start rounded-md border border-amber-700 bg-white px-3 py-1.5 font-semibold text-amber-950 hover:bg-amber-100 disabled:opacity-60 sm:self-auto"
      >
        {sending ? t('verifyBanner.sending') : t('verifyBanner.resend')}
      </button>
    </div>
  );
}
