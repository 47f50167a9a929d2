import { useTranslation } from 'react-i18next';
import { educationSchema, workExperienceSchema } from '@/lib/schemas/onboarding';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import { savePart, saveStep } from '@/lib/stores/onboarding-wizard';
import { rowKey, withoutKeys } from '@/islands/shared/form/rows';
import { validate } from '@/islands/shared/form/validate';
import {
  blankEducation,
  EducationList,
  educationRows,
  WorkList,
  workRows,
  type EducationRow,
  type WorkRow,
} from './BackgroundRows';
import { StepForm } from './StepForm';
import { useStepForm } from './form-state';

type Form = { education: EducationRow[]; workExperience: WorkRow[] };

function fromServer(): Form {
  const status = $onboardingStatus.get();
  const education = educationRows(status);
  return {
    education: education.length > 0 ? education : [{ ...blankEducation(), key: rowKey() }],
    workExperience: workRows(status),
  };
}

/** Both lists in one form; "save for later" still checks (and saves) each list on its own. */
const stepSchema = educationSchema.extend(workExperienceSchema.shape);

/** Step 2: education (at least one entry) then work experience (may stay empty). */
export function EducationWorkStep({ focusHeading }: { focusHeading: boolean }) {
  const { t, i18n } = useTranslation('onboarding');
  const form = useStepForm(2, stepSchema, fromServer);
  const education = form.list('education');
  const work = form.list('workExperience');

  const onContinue = async () => {
    const data = form.validateAll();
    if (data) await saveStep(2, data);
  };
  const onSaveLater = async () => {
    const data = form.parse();
    if (data) {
      await saveStep(2, data, { stay: true });
      return 'saved' as const;
    }
    const values = withoutKeys(form.values);
    const edu = validate(educationSchema, { education: values.education }, i18n);
    const jobs = validate(workExperienceSchema, { workExperience: values.workExperience }, i18n);
    if (edu.ok) await savePart('education', edu.data);
    else if (jobs.ok && jobs.data.workExperience.length > 0) await savePart('workExperience', jobs.data);
    return 'partial' as const;
  };

  return (
    <StepForm
      step={2}
      title={t('education.title')}
      intro={t('education.intro')}
      onContinue={onContinue}
      onSaveLater={onSaveLater}
      focusHeading={focusHeading}
    >
      <EducationList list={education} error={form.errors.education} />
      <WorkList list={work} />
    </StepForm>
  );
}
