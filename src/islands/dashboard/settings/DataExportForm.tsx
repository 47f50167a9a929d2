import { useTranslation } from 'react-i18next';
import { confirmPasswordSchema } from '@/lib/schemas/auth';
import { exportData } from '@/lib/stores/profile';
import { showToast } from '@/lib/stores/toasts';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { PasswordField } from '@/islands/shared/form/PasswordField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';

const empty = { password: '' };

/** "Download my data" (GDPR Art. 15/20): the password again, then the browser saves the ZIP the API builds. */
export function DataExportForm() {
  const { t } = useTranslation('profile');
  const form = useSchemaForm(confirmPasswordSchema, empty, {
    idPrefix: 'export',
    fallbackErrorKey: 'profile:errors.export',
  });

  const onSubmit = form.submit(async (data) => {
    const name = await exportData(data);
    form.reset(empty);
    showToast({ type: 'success', message: t('settings.export.done', { name }) });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <FormAlert>{form.formError}</FormAlert>
      <PasswordField
        {...form.field('password')}
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
      />
      <SubmitButton pending={form.pending} pendingLabel={t('settings.export.preparing')}>
        {t('settings.export.submit')}
      </SubmitButton>
    </form>
  );
}
