import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLogin } from '@/lib/guard';
import { localePath } from '@/lib/i18n/locales';
import { navigate } from '@/lib/navigation';
import { loginSchema } from '@/lib/schemas/auth';
import { login } from '@/lib/stores/session';
import { languageAfterLogin } from '@/lib/stores/staff-locale';
import { linkClass } from '@/islands/shared/form/buttons';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { PasswordField } from '@/islands/shared/form/PasswordField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { AuthFrame, OrDivider } from './AuthFrame';

/**
 * /login (SPEC §2): e-mail and password. Success goes back to the protected page the visitor was sent here from
 * (`?next=`), else to the dashboard, in the user's own language.
 */
export default function LoginPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <LoginForm />
    </AppShell>
  );
}

function LoginForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(
    loginSchema,
    { email: '', password: '' },
    { idPrefix: 'login', fallbackErrorKey: 'auth:errors.login' },
  );

  const onSubmit = form.submit(async (data) => {
    const user = await login(data);
    setLeaving(true);
    // Staff stay in this page's language (decision 081). The guard there sends a user whose onboarding is
    // unfinished on to /onboarding.
    navigate(afterLogin(await languageAfterLogin(user, locale), location.search, user.role));
  });

  return (
    <AuthFrame title={t('login.title')} intro={t('login.intro')}>
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
        <PasswordField
          {...form.field('password')}
          label={t('fields.password')}
          autoComplete="current-password"
          required
        />
        <p className="text-right text-sm">
          <a href={localePath(locale, '/forgot-password')} className={linkClass}>
            {t('login.forgot')}
          </a>
        </p>
        <SubmitButton pending={form.pending || leaving} pendingLabel={t('login.pending')} className="w-full">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <OrDivider />
      <p className="text-center text-slate-700">
        {t('login.noAccount')}{' '}
        <a href={localePath(locale, '/register')} className={linkClass}>
          {t('login.registerLink')}
        </a>
      </p>
    </AuthFrame>
  );
}
