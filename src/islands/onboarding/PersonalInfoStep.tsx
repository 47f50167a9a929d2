import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gender as genders, maritalStatus as maritalStatuses } from '../../lib/schemas/fields';
import { personalInfoSchema, type PersonalInfoInput } from '../../lib/schemas/onboarding';
import { $onboardingStatus } from '../../lib/stores/onboarding-status';
import { $wizard, saveStep } from '../../lib/stores/onboarding-wizard';
import { SelectField, TextField } from './fields';
import { StepForm } from './StepForm';
import { useDraft, validate } from './form-state';

type Form = { birthDate: string; gender: string; maritalStatus: string; phone: string };

/** Step 1: birth date, gender, marital status and phone (SPEC §5: all required, phone ≥ 6 digits). */
export function PersonalInfoStep({ focusHeading }: { focusHeading: boolean }) {
  const { t } = useTranslation('onboarding');
  const serverErrors = useStore($wizard).fieldErrors;
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

  const check = () => {
    const result = validate(personalInfoSchema, form, t);
    setErrors(result.ok ? {} : result.errors);
    return result;
  };
  const onContinue = async () => {
    const result = check();
    if (result.ok) await saveStep(1, result.data as PersonalInfoInput);
  };
  const onSaveLater = async () => {
    const result = validate(personalInfoSchema, form, t);
    if (!result.ok) return 'partial' as const;
    return (await saveStep(1, result.data as PersonalInfoInput, { stay: true })) ? ('saved' as const) : null;
  };
  const today = new Date().toISOString().slice(0, 10);

  return (
    <StepForm step={1} title={t('personal.title')} intro={t('personal.intro')} onContinue={onContinue} onSaveLater={onSaveLater} focusHeading={focusHeading}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="birthDate" type="date" label={t('personal.birthDate')} value={form.birthDate} onChange={set('birthDate')} error={errorOf('birthDate')} max={today} autoComplete="bday" required />
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
          options={genders.options.map((value) => ({ value, label: t(`gender.${value}`) }))}
          value={form.gender}
          onChange={set('gender')}
          error={errorOf('gender')}
          required
        />
        <SelectField
          id="maritalStatus"
          label={t('personal.maritalStatus')}
          placeholder={t('form.choose')}
          options={maritalStatuses.options.map((value) => ({ value, label: t(`marital.${value}`) }))}
          value={form.maritalStatus}
          onChange={set('maritalStatus')}
          error={errorOf('maritalStatus')}
          required
        />
      </div>
    </StepForm>
  );
}
