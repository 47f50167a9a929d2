import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { byLocale, LOCALES } from '@/lib/i18n/locales';
import { MARITAL_STATUSES, maritalStatusSchema } from '@/lib/schemas/enums';
import { profileUpdateSchema, type Profile } from '@/lib/schemas/profile';
import { updateProfile } from '@/lib/stores/profile';
import { showToast } from '@/lib/stores/toasts';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SelectField } from '@/islands/shared/form/SelectField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { TextField } from '@/islands/shared/form/TextField';
import { useSchemaForm } from '@/islands/shared/form/useSchemaForm';

/** The shared PUT /profile rules; the form's "not specified" choice ('') is sent as null. */
const formSchema = profileUpdateSchema.extend({
  maritalStatus: z.union([maritalStatusSchema, z.literal('')]).transform((value) => (value === '' ? null : value)),
});

/** First and last name, e-mail, phone, marital status and language (SPEC §2 profile "personal info edit"). */
export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['profile', 'common']);
  const form = useSchemaForm(
    formSchema,
    {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone ?? '',
      maritalStatus: profile.maritalStatus ?? '',
      preferredLanguage: profile.preferredLanguage,
    },
    { idPrefix: 'profile', fallbackErrorKey: 'profile:errors.update' },
  );
  const languageNames = byLocale((l) => t(`common:language.${l}`));

  const onSubmit = form.submit(async (data) => {
    const { reloading, profile: saved } = await updateProfile(data);
    if (reloading) return;
    // A new address is only asked for: it replaces the old one when the mailed link is opened.
    const { pendingEmail } = saved;
    const asked = pendingEmail !== null && pendingEmail !== profile.pendingEmail;
    showToast({
      type: 'success',
      message: asked ? t('toast.emailPending', { email: pendingEmail }) : t('toast.infoUpdated'),
    });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert>{form.formError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.field('firstName')} label={t('fields.firstName')} autoComplete="given-name" required />
        <TextField {...form.field('lastName')} label={t('fields.lastName')} autoComplete="family-name" required />
        <TextField
          {...form.field('email')}
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <TextField
          {...form.field('phone')}
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('fields.phoneHint')}
        />
        <SelectField
          {...form.field('maritalStatus')}
          label={t('fields.maritalStatus')}
          placeholder={t('marital.unset')}
          options={MARITAL_STATUSES.map((value) => ({ value, label: t(`marital.${value}`) }))}
        />
        <SelectField
          {...form.field('preferredLanguage')}
          label={t('fields.language')}
          hint={t('fields.languageHint')}
          options={LOCALES.map((locale) => ({ value: locale, label: languageNames[locale], lang: locale }))}
        />
      </div>
      <SubmitButton pending={form.pending} pendingLabel={t('saving')}>
        {t('personal.submit')}
      </SubmitButton>
    </form>
  );
}
