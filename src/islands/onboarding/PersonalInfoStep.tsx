import { useTranslation } from 'react-i18next';
import { GENDERS, MARITAL_STATUSES } from '@/lib/schemas/enums';
import { personalInfoSchema } from '@/lib/schemas/onboarding';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import { saveStep } from '@/lib/stores/onboarding-wizard';
import { SelectField } from '@/islands/shared/form/SelectField';
import { TextField } from '@/islands/shared/form/TextField';
import { StepForm } from './StepForm';
import { useStepForm } from './form-state';

type Form = { birthDate: string; gender: string; maritalStatus: string; phone: string };

/** Step 1: birth date, gender, marital status and phone (SPEC §5: all required, phone ≥ 6 digits). */
export function PersonalInfoStep({ focusHeading }: { focusHeading: boolean }) {
  const { t } = useTranslation('onboarding');
  const form = useStepForm(1, personalInfoSchema, (): Form => {
    const saved = $onboardingStatus.get()?.personalInfo;
    return {
      birthDate: saved?.birthDate ?? '',
      gender: saved?.gender ?? '',
      maritalStatus: saved?.maritalStatus ?? '',
      phone: saved?.phone ?? '',
    };
  });

  const onContinue = async () => {
    const data = form.validateAll();
    if (data) await saveStep(1, data);
  };
  const onSaveLater = async () => {
    const data = form.parse();
    if (!data) return 'partial' as const;
    await saveStep(1, data, { stay: true });
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
          {...form.field('birthDate')}
          type="date"
          label={t('personal.birthDate')}
          max={today}
          autoComplete="bday"
          required
        />
        <TextField
          {...form.field('phone')}
          type="tel"
          label={t('personal.phone')}
          hint={t('personal.phoneHint')}
          autoComplete="tel"
          required
        />
        <SelectField
          {...form.field('gender')}
          label={t('personal.gender')}
          placeholder={t('form.choose')}
          options={GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }))}
          required
        />
        <SelectField
          {...form.field('maritalStatus')}
          label={t('personal.maritalStatus')}
          placeholder={t('form.choose')}
          options={MARITAL_STATUSES.map((value) => ({ value, label: t(`marital.${value}`) }))}
          required
        />
      </div>
    </StepForm>
  );
}
