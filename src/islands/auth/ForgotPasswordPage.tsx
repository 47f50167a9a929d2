import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { forgotPasswordSchema } from '@/lib/schemas/auth';
import { requestPasswordReset } from '@/lib/stores/session';
import { linkClass } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { AuthFrame } from './AuthFrame';

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not an account exists for the address
 * (the server does not tell, so neither does this page); only a refused request (rate limit, no connection) shows
 * an error.
 */
export default function ForgotPasswordPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <ForgotPasswordForm />
    </AppShell>
  );
}

function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(
    forgotPasswordSchema,
    { email: '' },
    { idPrefix: 'forgot', fallbackErrorKey: 'auth:errors.forgot' },
  );

  const onSubmit = form.submit(async (data) => {
    await requestPasswordReset(data);
    setSent(true);
  });

  return (
    <AuthFrame title={t('forgot.title')} intro={sent ? undefined : t('forgot.intro')}>
      {sent ? (
        <div className="space-y-4">
          <FormAlert kind="success">{t('forgot.sent')}</FormAlert>
          <p className="text-sm text-slate-700">{t('forgot.checkSpam')}</p>
          <p className="flex flex-wrap justify-between gap-3">
            <a href={localePath(locale, '/login')} className={linkClass}>
              {t('forgot.backToLogin')}
            </a>
            <button type="button" onClick={() => setSent(false)} className={linkClass}>
              {t('forgot.again')}
            </button>
          </p>
        </div>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          <FormAlert>{form.formError}</FormAlert>
          <TextField
            {...form.field('email')}
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
          <SubmitButton pending={form.pending} pendingLabel={t('forgot.pending')} className="w-full">
            {t('forgot.submit')}
          </SubmitButton>
          <p className="text-center text-sm">
            <a href={localePath(locale, '/login')} className={linkClass}>
              {t('forgot.backToLogin')}
            </a>
          </p>
        </form>
      )}
    </AuthFrame>
  );
}
