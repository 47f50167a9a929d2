import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, MARITAL_STATUSES } from '@/lib/schemas/enums';
import { personalInfoSchema } from '@/lib/schemas/onboarding';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import { $wizardFieldErrors, saveStep } from '@/lib/stores/onboarding-wizard';
import { SelectField } from '../shared/form/SelectField';
import { TextField } from '../shared/form/TextField';
import { validate } from '../shared/form/validate';
import { StepForm } from './StepForm';
import { useDraft } from './form-state';

type Form = { birthDate: string; gender: string; maritalStatus: string; phone: string };

/** Step 1: birth date, gender, marital status and phone (SPEC §5: all required, phone ≥ 6 digits). */
export function PersonalInfoStep({ focusHeading }: { focusHeading: boolean }) {
  const { t, i18n } = useTranslation('onboarding');
  const serverErrors = useStore($wizardFieldErrors);
  const [form, update] = useDraft<Form>(1, () => {
    const saved = $onboardingStatus.get()?.personalInfo;
    return {
      birthDate: saved?.birthDate ?? '',
      gender: saved?.gender ?? '',
      maritalStatus: saved?.maritalStatus ?? '',
      phone: saved?.phone ?? '',
    };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Form) => (value: string) => update((current) => ({ ...current, [field]: value }));
  const errorOf = (field: keyof Form) => errors[field] ?? serverErrors[field];

  const onContinue = async () => {
    const result = validate(personalInfoSchema, form, i18n);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) await saveStep(1, result.data);
  };
  const onSaveLater = async () => {
    const result = validate(personalInfoSchema, form, i18n);
    if (!result.ok) return 'partial' as const;
    await saveStep(1, result.data, { stay: true });
    return 'saved' as const;
  };
  const today = new Date().toISOString().slice(0, 10);

  return (
    <StepForm
      step={1}
      title={t('personal.title')}
      intro={t('personal.intro')}
      onContinue={onContinue}
      onSaveLater={onSaveLater}
      focusHeading={focusHeading}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="birthDate"
          type="date"
          label={t('personal.birthDate')}
          value={form.birthDate}
          onChange={set('birthDate')}
          error={errorOf('birthDate')}
          max={today}
          autoComplete="bday"
          required
        />
        <TextField
          id="phone"
          type="tel"
          label={t('personal.phone')}
          hint={t('personal.phoneHint')}
          value={form.phone}
          onChange={set('phone')}
          error={errorOf('phone')}
          autoComplete="tel"
          required
        />
        <SelectField
          id="gender"
          label={t('personal.gender')}
          placeholder={t('form.choose')}
          options={GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }))}
          value={form.gender}
          onChange={set('gender')}
          error={errorOf('gender')}
          required
        />
        <SelectField
          id="maritalStatus"
          label={t('personal.maritalStatus')}
          placeholder={t('form.choose')}
          options={MARITAL_STATUSES.map((value) => ({ value, label: t(`marital.${value}`) }))}
          value={form.maritalStatus}
          onChange={set('maritalStatus')}
          error={errorOf('maritalStatus')}
          required
        />
      </div>
    </StepForm>
  );
}
