import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { educationSchema, workExperienceSchema } from '@/lib/schemas/onboarding';
import { $onboardingStatus } from '@/lib/stores/onboarding-status';
import { $wizardFieldErrors, savePart, saveStep } from '@/lib/stores/onboarding-wizard';
import { TextArea, TextField } from '../shared/form/TextField';
import { validate } from '../shared/form/validate';
import { Period } from './period';
import { RowList } from './RowList';
import { StepForm } from './StepForm';
import { errorsUnder, rowKey, useDraft, withoutKeys } from './form-state';

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

const blankEducation = (): EducationRow => ({
  key: rowKey(),
  school: '',
  department: '',
  startDate: '',
  endDate: '',
  stillStudying: false,
});
const blankWork = (): WorkRow => ({
  key: rowKey(),
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
    education: education.length > 0 ? education.map(({ id: _id, ...row }) => row) : [blankEducation()],
    workExperience: (status?.workExperience ?? []).map(({ id, ...w }) => ({
      ...w,
      key: id,
      endDate: w.endDate ?? '',
      description: w.description ?? '',
    })),
  };
}

/** Step 2: education (at least one entry) then work experience (may stay empty). */
export function EducationWorkStep({ focusHeading }: { focusHeading: boolean }) {
  const { t, i18n } = useTranslation('onboarding');
  const serverErrors = useStore($wizardFieldErrors);
  const [form, update] = useDraft<Form>(2, fromServer);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };

  const check = () => {
    const education = validate(educationSchema, { education: withoutKeys(form.education) }, i18n);
    const work = validate(workExperienceSchema, { workExperience: withoutKeys(form.workExperience) }, i18n);
    return { education, work };
  };
  const onContinue = async () => {
    const { education, work } = check();
    setClientErrors({ ...(education.ok ? {} : education.errors), ...(work.ok ? {} : work.errors) });
    if (education.ok && work.ok) await saveStep(2, { ...education.data, ...work.data });
  };
  const onSaveLater = async () => {
    const { education, work } = check();
    if (education.ok && work.ok) {
      await saveStep(2, { ...education.data, ...work.data }, { stay: true });
      return 'saved' as const;
    }
    if (education.ok) await savePart('education', education.data);
    else if (work.ok && work.data.workExperience.length > 0) await savePart('workExperience', work.data);
    return 'partial' as const;
  };

  const eduErrors = errorsUnder(errors, 'education');
  const workErrors = errorsUnder(errors, 'workExperience');
  const rowErrors = (all: Record<string, string>, index: number) => errorsUnder(all, String(index));

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
        rows={form.education}
        onChange={(education) => update((f) => ({ ...f, education }))}
        newRow={blankEducation}
        minRows={1}
        error={errors.education}
        renderRow={(row, index, change) => {
          const e = rowErrors(eduErrors, index);
          const id = `education-${row.key}`;
          return (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={`${id}-school`}
                label={t('education.school')}
                value={row.school}
                onChange={(school) => change({ school })}
                error={e.school}
                required
              />
              <TextField
                id={`${id}-department`}
                label={t('education.department')}
                value={row.department}
                onChange={(department) => change({ department })}
                error={e.department}
                required
              />
              <Period
                id={id}
                startDate={row.startDate}
                endDate={row.endDate}
                ongoing={row.stillStudying}
                ongoingLabel={t('education.stillStudying')}
                errors={e}
                onChange={({ ongoing, ...dates }) =>
                  change({ ...dates, ...(ongoing === undefined ? {} : { stillStudying: ongoing }) })
                }
              />
            </div>
          );
        }}
      />
      <RowList
        id="work"
        title={t('work.listTitle')}
        intro={t('work.intro')}
        addLabel={t('work.add')}
        rowTitle={(i) => t('work.row', { n: i + 1 })}
        rows={form.workExperience}
        onChange={(workExperience) => update((f) => ({ ...f, workExperience }))}
        newRow={blankWork}
        minRows={0}
        renderRow={(row, index, change) => {
          const e = rowErrors(workErrors, index);
          const id = `work-${row.key}`;
          return (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={`${id}-company`}
                label={t('work.company')}
                value={row.company}
                onChange={(company) => change({ company })}
                error={e.company}
                required
              />
              <TextField
                id={`${id}-position`}
                label={t('work.position')}
                value={row.position}
                onChange={(position) => change({ position })}
                error={e.position}
                required
              />
              <Period
                id={id}
                startDate={row.startDate}
                endDate={row.endDate}
                ongoing={row.stillWorking}
                ongoingLabel={t('work.stillWorking')}
                errors={e}
                onChange={({ ongoing, ...dates }) =>
                  change({ ...dates, ...(ongoing === undefined ? {} : { stillWorking: ongoing }) })
                }
              />
              <TextArea
                id={`${id}-description`}
                className="sm:col-span-2"
                label={t('work.description')}
                value={row.description}
                onChange={(description) => change({ description })}
                error={e.description}
              />
            </div>
          );
        }}
      />
    </StepForm>
  );
}
