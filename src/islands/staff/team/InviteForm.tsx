import { useTranslation } from 'react-i18next';
import { LOCALES } from '@/lib/i18n/locales';
import { STAFF_ROLES } from '@/lib/schemas/roles';
import { inviteSchema } from '@/lib/schemas/staff';
import { inviteStaff } from '@/lib/stores/team.staff';
import { showToast } from '@/lib/stores/toasts';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SelectField } from '@/islands/shared/form/SelectField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';
import { useLocale } from '@/islands/shared/useLocale';

/** An admin invites a staff member: the account is created and a set-password link is mailed. */
export function InviteForm() {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const initial = { email: '', firstName: '', lastName: '', role: 'advisor', preferredLanguage: locale };
  const form = useSchemaForm(inviteSchema, initial, { idPrefix: 'invite', fallbackErrorKey: 'staff:team.inviteError' });
  const submit = form.submit(async (input) => {
    const { invitationSent } = await inviteStaff(input);
    showToast(
      invitationSent
        ? { type: 'success', message: t('team.invited', { email: input.email }) }
        : { type: 'error', message: t('team.mailFailed', { email: input.email }) },
    );
    form.reset();
  });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
      <FormAlert>{form.formError}</FormAlert>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <TextField {...form.field('firstName')} label={t('team.firstName')} autoComplete="off" required />
        <TextField {...form.field('lastName')} label={t('team.lastName')} autoComplete="off" required />
        <TextField {...form.field('email')} type="email" label={t('team.email')} autoComplete="off" required />
        <SelectField
          {...form.field('role')}
          label={t('team.role')}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
        <SelectField
          {...form.field('preferredLanguage')}
          label={t('team.mailLanguage')}
          options={LOCALES.map((value) => ({ value, label: t(`team.languages.${value}`) }))}
        />
      </div>
      <SubmitButton pending={form.pending} pendingLabel={t('team.inviting')}>
        {t('team.invite')}
      </SubmitButton>
    </form>
  );
}
