import { useTranslation } from 'react-i18next';
import { useResendVerification } from '@/islands/dashboard/frame/useResendVerification';

/** A new address asked for in the profile: shown until its mailed link is used, with "send the link again". */
export function PendingEmail({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const { sending, resend } = useResendVerification();

  return (
    <p className="mt-1 text-sm text-amber-900">
      <span className="break-words">{t('pendingEmail.text', { email })}</span>{' '}
      <button
        type="button"
        onClick={() => void resend()}
        disabled={sending}
        className="rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 disabled:opacity-60"
      >
        {t('pendingEmail.resend')}
      </button>
    </p>
  );
}
