import { useTranslation } from 'react-i18next';
import { educationSchema, workExperienceSchema } from '@/lib/schemas/onboarding';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import { savePart, saveStep } from '@/lib/stores/onboarding-wizard';
import { TextArea, TextField } from '@/islands/shared/form/TextField';
import { rowKey, withoutKeys } from '@/islands/shared/form/rows';
import { validate } from '@/islands/shared/form/validate';
import { Period } from './period';
import { RowList } from './RowList';
import { StepForm } from './StepForm';
import { useStepForm } from './form-state';

type EducationRow = {
  key: string;
  school: string;
  department: string;
  startDate: string;
  endDate: string;
  stillStudying: boolean;
};
type WorkRow = {
  key: string;
  company: string;
  position: string;
  startDate: string;
  endDate: string;
  stillWorking: boolean;
  description: string;
};
type Form = { education: EducationRow[]; workExperience: WorkRow[] };

const blankEducation = () => ({
  school: '',
  department: '',
  startDate: '',
  endDate: '',
  stillStudying: false,
});
const blankWork = () => ({
  company: '',
  position: '',
  startDate: '',
  endDate: '',
  stillWorking: false,
  description: '',
});

function fromServer(): Form {
  const status = $onboardingStatus.get();
  const education = (status?.education ?? []).map((e) => ({ ...e, key: e.id, endDate: e.endDate ?? '' }));
  return {
    education:
      education.length > 0 ? education.map(({ id: _id, ...row }) => row) : [{ ...blankEducation(), key: rowKey() }],
    workExperience: (status?.workExperience ?? []).map(({ id, ...w }) => ({
      ...w,
      key: id,
      endDate: w.endDate ?? '',
      description: w.description ?? '',
    })),
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
      <RowList
        id="education"
        title={t('education.listTitle')}
        addLabel={t('education.add')}
        rowTitle={(i) => t('education.row', { n: i + 1 })}
        rows={education.rows}
        onAdd={() => education.add(blankEducation())}
        onRemove={education.remove}
        minRows={1}
        error={form.errors.education}
        renderRow={(row, index) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...education.field(index, 'school')} label={t('education.school')} required />
            <TextField {...education.field(index, 'department')} label={t('education.department')} required />
            <Period
              id={`education-${row.key}`}
              start={education.field(index, 'startDate')}
              end={education.field(index, 'endDate')}
              ongoing={row.stillStudying}
              ongoingLabel={t('education.stillStudying')}
              onOngoing={(on) =>
                education.patch(index, on ? { stillStudying: true, endDate: '' } : { stillStudying: false })
              }
            />
          </div>
        )}
      />
      <RowList
        id="work"
        title={t('work.listTitle')}
        intro={t('work.intro')}
        addLabel={t('work.add')}
        rowTitle={(i) => t('work.row', { n: i + 1 })}
        rows={work.rows}
        onAdd={() => work.add(blankWork())}
        onRemove={work.remove}
        minRows={0}
        renderRow={(row, index) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...work.field(index, 'company')}
              id={`work-${row.key}-company`}
              label={t('work.company')}
              required
            />
            <TextField
              {...work.field(index, 'position')}
              id={`work-${row.key}-position`}
              label={t('work.position')}
              required
            />
            <Period
              id={`work-${row.key}`}
              start={work.field(index, 'startDate')}
              end={work.field(index, 'endDate')}
              ongoing={row.stillWorking}
              ongoingLabel={t('work.stillWorking')}
              onOngoing={(on) => work.patch(index, on ? { stillWorking: true, endDate: '' } : { stillWorking: false })}
            />
            <TextArea
              {...work.field(index, 'description')}
              id={`work-${row.key}-description`}
              className="sm:col-span-2"
              label={t('work.description')}
            />
          </div>
        )}
      />
    </StepForm>
  );
}
