import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '@/lib/api/errors';
import { localePath } from '@/lib/i18n/locales';
import { resetPasswordSchema } from '@/lib/schemas/auth';
import { resetPassword } from '@/lib/stores/session';
import { linkClass, primaryButton } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { PasswordField } from '@/islands/shared/form/PasswordField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { AuthFrame } from './AuthFrame';

/** /reset-password?token=…: the link from the reset mail. A new password, or a clear word that the link is dead. */
export default function ResetPasswordPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <ResetPasswordForm />
    </AppShell>
  );
}

type Outcome = 'form' | 'done' | 'invalid';

function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  const [outcome, setOutcome] = useState<Outcome>(token === '' ? 'invalid' : 'form');
  const form = useSchemaForm(
    resetPasswordSchema,
    { token, password: '' },
    { idPrefix: 'reset', fallbackErrorKey: 'auth:errors.reset' },
  );

  const onSubmit = form.submit(async (data) => {
    try {
      await resetPassword(data);
      setOutcome('done');
    } catch (err) {
      if (errorCode(err) !== 'INVALID_RESET_TOKEN') throw err;
      setOutcome('invalid');
    }
  });

  if (outcome === 'invalid')
    return (
      <AuthFrame title={t('reset.invalidTitle')}>
        <FormAlert>{t('reset.invalid')}</FormAlert>
        <p className="mt-6">
          <a href={localePath(locale, '/forgot-password')} className={`${primaryButton} w-full`}>
            {t('reset.requestNew')}
          </a>
        </p>
      </AuthFrame>
    );

  if (outcome === 'done')
    return (
      <AuthFrame title={t('reset.doneTitle')}>
        <FormAlert kind="success">{t('reset.done')}</FormAlert>
        <p className="mt-6">
          <a href={localePath(locale, '/login')} className={`${primaryButton} w-full`}>
            {t('reset.toLogin')}
          </a>
        </p>
      </AuthFrame>
    );

  return (
    <AuthFrame title={t('reset.title')} intro={t('reset.intro')}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert>{form.formError}</FormAlert>
        <PasswordField
          {...form.field('password')}
          label={t('fields.newPassword')}
          hint={t('password.hint')}
          autoComplete="new-password"
          required
        />
        <SubmitButton pending={form.pending} pendingLabel={t('reset.pending')} className="w-full">
          {t('reset.submit')}
        </SubmitButton>
        <p className="text-center text-sm">
          <a href={localePath(locale, '/login')} className={linkClass}>
            {t('forgot.backToLogin')}
          </a>
        </p>
      </form>
    </AuthFrame>
  );
}
