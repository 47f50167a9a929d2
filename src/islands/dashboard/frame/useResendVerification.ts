import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { resendVerification } from '@/lib/stores/email-verification';
import { showToast } from '@/lib/stores/toasts';

/** "Send again" for the verification link (banner and profile): the server's answer or refusal as a toast. */
export function useResendVerification() {
  const { i18n } = useTranslation('dashboard');
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      showToast({ type: 'success', message: await resendVerification() });
    } catch (err) {
      showToast({ type: 'error', message: errorMessage(err, i18n, 'dashboard:verifyBanner.error'), timeout: 0 });
    } finally {
      setSending(false);
    }
  }

  return { sending, resend };
}
