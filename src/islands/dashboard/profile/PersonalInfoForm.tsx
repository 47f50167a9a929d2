import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiData } from '../../../lib/api/client';
import { LOCALES } from '../../../lib/i18n/locales';
import { maritalStatus } from '../../../lib/schemas/fields';
import { profileUpdateSchema, type Profile } from '../../../lib/schemas/profile';
import { updateSessionUser } from '../../../lib/stores/session';
import { showToast } from '../../../lib/stores/toasts';
import { FormAlert } from '../../auth/form/FormAlert';
import { SelectField } from '../../auth/form/SelectField';
import { SubmitButton } from '../../auth/form/SubmitButton';
import { TextField } from '../../auth/form/TextField';
import { useSchemaForm } from '../../auth/form/useSchemaForm';
import { followLanguage } from './language';

/** The shared PUT /profile rules; the form's "not specified" choice ('') is sent as null. */
const formSchema = profileUpdateSchema.extend({
  maritalStatus: z.union([maritalStatus, z.literal('')]).transform((value) => (value === '' ? null : value)),
});

const MARITAL = ['single', 'married', 'divorced', 'widowed'] as const;

/** First and last name, e-mail, phone, marital status and language (SPEC §2 profile "personal info edit"). */
export function PersonalInfoForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation('common');
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

  const onSubmit = form.submit(async (data) => {
    const saved = await apiData<Profile>('/profile', { method: 'PUT', body: data });
    const { firstName, lastName, email, pendingEmail, preferredLanguage } = saved;
    updateSessionUser({ firstName, lastName, email, pendingEmail, preferredLanguage });
    onSaved(saved);
    // A new address is only asked for: it replaces the old one when the mailed link is opened.
    const asked = pendingEmail !== null && pendingEmail !== profile.pendingEmail;
    if (followLanguage(preferredLanguage)) return;
    showToast({ type: 'success', message: asked ? t('toast.emailPending', { email: pendingEmail }) : t('toast.infoUpdated') });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert>{form.formError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.field('firstName')} label={t('fields.firstName')} autoComplete="given-name" required />
        <TextField {...form.field('lastName')} label={t('fields.lastName')} autoComplete="family-name" required />
        <TextField {...form.field('email')} label={t('fields.email')} type="email" inputMode="email" autoComplete="email" required />
        <TextField {...form.field('phone')} label={t('fields.phone')} type="tel" autoComplete="tel" hint={t('fields.phoneHint')} />
        <SelectField
          {...form.field('maritalStatus')}
          label={t('fields.maritalStatus')}
          options={[{ value: '', label: t('marital.unset') }, ...MARITAL.map((value) => ({ value, label: t(`marital.${value}`) }))]}
        />
        <SelectField
          {...form.field('preferredLanguage')}
          label={t('fields.language')}
          hint={t('fields.languageHint')}
          options={LOCALES.map((locale) => ({ value: locale, label: common(`language.${locale}`), lang: locale }))}
        />
      </div>
      <SubmitButton pending={form.pending} pendingLabel={t('saving')}>
        {t('personal.submit')}
      </SubmitButton>
    </form>
  );
}
