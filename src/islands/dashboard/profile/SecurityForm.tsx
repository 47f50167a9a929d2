import { useTranslation } from 'react-i18next';
import { apiData } from '../../../lib/api/client';
import { tokens } from '../../../lib/api/tokens';
import { changePasswordSchema } from '../../../lib/schemas/auth';
import { showToast } from '../../../lib/stores/toasts';
import { FormAlert } from '../../auth/form/FormAlert';
import { PasswordField } from '../../auth/form/PasswordField';
import { SubmitButton } from '../../auth/form/SubmitButton';
import { useSchemaForm } from '../../auth/form/useSchemaForm';

/**
 * POST /profile/change-password. The server signs every other device out and hands this one a fresh token pair,
 * which replaces the stored one so this tab stays signed in.
 */
export function SecurityForm() {
  const { t } = useTranslation('profile');
  const { t: auth } = useTranslation('auth');
  const empty = { currentPassword: '', newPassword: '' };
  const form = useSchemaForm(changePasswordSchema, empty, { idPrefix: 'security', fallbackErrorKey: 'profile:errors.password' });

  const onSubmit = form.submit(async (data) => {
    const pair = await apiData<{ access_token: string; refresh_token: string }>('/profile/change-password', { method: 'POST', body: data });
    tokens.setTokens(pair);
    form.reset(empty);
    showToast({ type: 'success', message: t('toast.passwordUpdated') });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <FormAlert>{form.formError}</FormAlert>
      <PasswordField {...form.field('currentPassword')} label={t('fields.currentPassword')} autoComplete="current-password" required />
      <PasswordField {...form.field('newPassword')} label={t('fields.newPassword')} hint={auth('password.hint')} autoComplete="new-password" required />
      <SubmitButton pending={form.pending} pendingLabel={t('saving')}>
        {t('security.submit')}
      </SubmitButton>
    </form>
  );
}
