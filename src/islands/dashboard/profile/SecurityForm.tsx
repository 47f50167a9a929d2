import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@/lib/schemas/auth';
import { changePassword } from '@/lib/stores/profile';
import { showToast } from '@/lib/stores/toasts';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { PasswordField } from '@/islands/shared/form/PasswordField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';

const empty = { currentPassword: '', newPassword: '' };

/** Current and new password. The store keeps this tab signed in; every other device is signed out. */
export function SecurityForm() {
  const { t } = useTranslation(['profile', 'auth']);
  const form = useSchemaForm(changePasswordSchema, empty, {
    idPrefix: 'security',
    fallbackErrorKey: 'profile:errors.password',
  });

  const onSubmit = form.submit(async (data) => {
    await changePassword(data);
    form.reset(empty);
    showToast({ type: 'success', message: t('toast.passwordUpdated') });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <FormAlert>{form.formError}</FormAlert>
      <PasswordField
        {...form.field('currentPassword')}
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
      />
      <PasswordField
        {...form.field('newPassword')}
        label={t('fields.newPassword')}
        hint={t('auth:password.hint')}
        autoComplete="new-password"
        required
      />
      <SubmitButton pending={form.pending} pendingLabel={t('saving')}>
        {t('security.submit')}
      </SubmitButton>
    </form>
  );
}
