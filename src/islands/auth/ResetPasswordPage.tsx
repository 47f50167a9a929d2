import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '@/lib/api/errors';
import { localePath } from '@/lib/i18n/locales';
import { resetPasswordSchema } from '@/lib/schemas/auth';
import { staffRoleSchema, type StaffRole } from '@/lib/schemas/staff';
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

/**
 * /reset-password?token=…: the link from the reset mail. A new password, or a clear word that the link is dead.
 * The staff invitation (`&invite=1&role=advisor`) opens it as a welcome naming the company and the role instead of
 * "choose a new password, you will be signed out everywhere" (issue 29).
 */
export default function ResetPasswordPage({ locale, messages, company }: IslandPageProps & { company: string }) {
  return (
    <AppShell locale={locale} messages={messages}>
      <ResetPasswordForm company={company} />
    </AppShell>
  );
}

type Outcome = 'form' | 'done' | 'invalid';

/** The token, and for an invitation the role it was sent for (null when the link names none or an unknown one). */
function linkParams(search: string): { token: string; invite: { role: StaffRole | null } | null } {
  const params = new URLSearchParams(search);
  const role = staffRoleSchema.safeParse(params.get('role'));
  return {
    token: params.get('token') ?? '',
    invite: params.get('invite') === '1' ? { role: role.success ? role.data : null } : null,
  };
}

function ResetPasswordForm({ company }: { company: string }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [{ token, invite }] = useState(() => linkParams(location.search));
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
        <FormAlert>{invite ? t('invite.invalid') : t('reset.invalid')}</FormAlert>
        <p className="mt-6">
          <a href={localePath(locale, '/forgot-password')} className={`${primaryButton} w-full`}>
            {t('reset.requestNew')}
          </a>
        </p>
      </AuthFrame>
    );

  if (outcome === 'done')
    return (
      <AuthFrame title={invite ? t('invite.doneTitle') : t('reset.doneTitle')}>
        <FormAlert kind="success">{invite ? t('invite.done', { company }) : t('reset.done')}</FormAlert>
        <p className="mt-6">
          <a href={localePath(locale, '/login')} className={`${primaryButton} w-full`}>
            {t('reset.toLogin')}
          </a>
        </p>
      </AuthFrame>
    );

  return (
    <AuthFrame
      title={invite ? t('invite.title', { company }) : t('reset.title')}
      intro={
        invite
          ? invite.role
            ? t('invite.intro', { role: t(`invite.role.${invite.role}`) })
            : t('invite.introNoRole')
          : t('reset.intro')
      }
    >
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
          {invite ? t('invite.submit') : t('reset.submit')}
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
