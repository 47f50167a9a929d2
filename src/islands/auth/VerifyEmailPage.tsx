import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { localePath } from '@/lib/i18n/locales';
import { $emailVerification, verifyEmail } from '@/lib/stores/email-verification';
import { $session } from '@/lib/stores/session';
import { Spinner } from '@/islands/shell/Spinner';
import { AppShell } from '@/islands/shell/AppShell';
import { AuthFrame } from './AuthFrame';
import { primaryButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';

/**
 * /verify-email?token=…: the link from the welcome or verification mail. Works signed in or not (the link may be
 * opened on another device); the token is spent once, on arrival.
 */
export default function VerifyEmailPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <VerifyEmail />
    </AppShell>
  );
}

function VerifyEmail() {
  const { t, i18n } = useTranslation('auth');
  const locale = useLocale();
  const state = useStore($emailVerification);
  const signedIn = useStore($session).user !== null;
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');

  // The action rejects with the API error (decision 009); it is worded here, in the page's language.
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (token !== '' && $emailVerification.get().status === 'idle')
      verifyEmail(token).catch((err: unknown) => setFailure(errorMessage(err, i18n, 'auth:verify.failed')));
  }, [token, i18n]);

  const next = signedIn
    ? { href: localePath(locale, '/dashboard'), label: t('verify.toDashboard') }
    : { href: localePath(locale, '/login'), label: t('reset.toLogin') };
  const action = (
    <p className="mt-6">
      <a href={next.href} className={`${primaryButton} w-full`}>
        {next.label}
      </a>
    </p>
  );

  if (state.status === 'verified')
    return (
      <AuthFrame title={t('verify.doneTitle')}>
        <FormAlert kind="success">{state.message}</FormAlert>
        {action}
      </AuthFrame>
    );

  if (token === '' || state.status === 'failed')
    return (
      <AuthFrame title={t('verify.invalidTitle')}>
        <FormAlert>{failure ?? t('verify.failed')}</FormAlert>
        <p className="mt-4 text-slate-700">{t('verify.invalidHint')}</p>
        {action}
      </AuthFrame>
    );

  return (
    <AuthFrame title={t('verify.title')}>
      <p role="status" className="flex items-center gap-3 text-slate-700">
        <Spinner className="h-6 w-6 shrink-0" />
        {t('verify.pending')}
      </p>
    </AuthFrame>
  );
}
