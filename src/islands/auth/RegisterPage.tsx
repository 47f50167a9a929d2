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

/**
 * /register (SPEC §2): names, e-mail, password with its rule, acceptance of the agreement and privacy policy.
 * `packageNames` (code → name in the page's language, from the catalog at build time) lets the page name the
 * package a visitor chose on the landing page (`?package=CODE`, issue 29).
 */
export default function RegisterPage({
  locale,
  messages,
  packageNames,
}: IslandPageProps & { packageNames: Record<string, string> }) {
  return (
    <AppShell locale={locale} messages={messages}>
      <RegisterForm packageNames={packageNames} />
    </AppShell>
  );
}

const initial = { firstName: '', lastName: '', email: '', password: '', acceptTerms: false };

function RegisterForm({ packageNames }: { packageNames: Record<string, string> }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const chosenCode = packageParam(location.search);
  const chosenName = chosenCode ? packageNames[chosenCode] : undefined;
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(registerSchema, initial, {
    idPrefix: 'register',
    fallbackErrorKey: 'auth:errors.register',
  });

  const onSubmit = form.submit(async (data) => {
    const user = await register(data);
    // The landing page's package button (`?package=CODE`): kept through onboarding, which ends at its checkout.
    if (chosenCode) rememberPackageChoice(chosenCode);
    setLeaving(true);
    navigate(localePath(user.preferredLanguage, '/dashboard'));
  });

  // Opened in a new tab so nothing typed here is lost.
  const legalLink = (path: string) => (
    <a href={localePath(locale, path)} target="_blank" rel="noopener" className={linkClass} />
  );

  return (
    <AuthFrame title={t('register.title')} intro={t('register.intro')}>
      {chosenName && (
        <p className="mb-4 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3 text-sm text-brand-900">
          {t('register.chosenPackage', { name: chosenName })}
        </p>
      )}
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
