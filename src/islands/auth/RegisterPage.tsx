import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { localePath } from '@/lib/i18n/locales';
import { navigate } from '@/lib/navigation';
import { registerSchema } from '@/lib/schemas/auth';
import { packageParam, rememberPackageChoice } from '@/lib/stores/package-choice';
import { register } from '@/lib/stores/session';
import { linkClass } from '@/islands/shared/form/buttons';
import { CheckboxField } from '@/islands/shared/form/CheckboxField';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { PasswordField } from '@/islands/shared/form/PasswordField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import type { IslandPageProps } from '@/islands/shared/page-props';
import { useLocale } from '@/islands/shared/useLocale';
import { AppShell } from '@/islands/shell/AppShell';
import { AuthFrame, OrDivider } from './AuthFrame';

/** /register (SPEC §2): names, e-mail, password with its rule, acceptance of the agreement and privacy policy. */
export default function RegisterPage({ locale, messages }: IslandPageProps) {
  return (
    <AppShell locale={locale} messages={messages}>
      <RegisterForm />
    </AppShell>
  );
}

const initial = { firstName: '', lastName: '', email: '', password: '', acceptTerms: false };

function RegisterForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(registerSchema, initial, {
    idPrefix: 'register',
    fallbackErrorKey: 'auth:errors.register',
  });

  const onSubmit = form.submit(async (data) => {
    const user = await register(data);
    // The landing page's package button (`?package=CODE`): kept through onboarding, which ends at its checkout.
    const chosen = packageParam(location.search);
    if (chosen) rememberPackageChoice(chosen);
    setLeaving(true);
    navigate(localePath(user.preferredLanguage, '/dashboard'));
  });

  // Opened in a new tab so nothing typed here is lost.
  const legalLink = (path: string) => (
    <a href={localePath(locale, path)} target="_blank" rel="noopener" className={linkClass} />
  );

  return (
    <AuthFrame title={t('register.title')} intro={t('register.intro')}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert>{form.formError}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.field('firstName')} label={t('fields.firstName')} autoComplete="given-name" required />
          <TextField {...form.field('lastName')} label={t('fields.lastName')} autoComplete="family-name" required />
        </div>
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
          hint={t('password.hint')}
          autoComplete="new-password"
          required
        />
        <CheckboxField
          id="register-acceptTerms"
          name="acceptTerms"
          checked={form.values.acceptTerms}
          onChange={(checked) => form.setValue('acceptTerms', checked)}
          onBlur={() => form.blur('acceptTerms')}
          error={form.errors.acceptTerms}
          required
          label={
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={{
                terms: legalLink('/terms'),
                privacy: legalLink('/privacy'),
                newTab: <span className="sr-only" />,
              }}
            />
          }
        />
        <SubmitButton pending={form.pending || leaving} pendingLabel={t('register.pending')} className="w-full">
          {t('register.submit')}
        </SubmitButton>
      </form>
      <OrDivider />
      <p className="text-center text-slate-700">
        {t('register.haveAccount')}{' '}
        <a href={localePath(locale, '/login')} className={linkClass}>
          {t('register.loginLink')}
        </a>
      </p>
    </AuthFrame>
  );
}
