import { useTranslation } from 'react-i18next';
import type { OnboardingStatus } from '@/lib/schemas/onboarding-status';
import type { Row } from '@/islands/shared/form/rows';
import { TextArea, TextField, type BoundField } from '@/islands/shared/form/TextField';
import { Period } from './period';
import { RowList } from './RowList';

/**
 * The education and work lists as rows of the form kit, shared by the wizard's step 2 and the profile page's
 * editor (decision 076): one look, one schema (`educationSchema`, `workExperienceSchema`), one set of texts.
 */

export type EducationRow = {
  key: string;
  school: string;
  department: string;
  startDate: string;
  endDate: string;
  stillStudying: boolean;
};
export type WorkRow = {
  key: string;
  company: string;
  position: string;
  startDate: string;
  endDate: string;
  stillWorking: boolean;
  description: string;
};

export const blankEducation = () => ({ school: '', department: '', startDate: '', endDate: '', stillStudying: false });
export const blankWork = () => ({
  company: '',
  position: '',
  startDate: '',
  endDate: '',
  stillWorking: false,
  description: '',
});

/** The saved entries as form rows (their ids as row keys); empty dates and descriptions as ''. */
export const educationRows = (status: OnboardingStatus | null): EducationRow[] =>
  (status?.education ?? []).map(({ id, ...e }) => ({ ...e, key: id, endDate: e.endDate ?? '' }));
export const workRows = (status: OnboardingStatus | null): WorkRow[] =>
  (status?.workExperience ?? []).map(({ id, ...w }) => ({
    ...w,
    key: id,
    endDate: w.endDate ?? '',
    description: w.description ?? '',
  }));

/** What these lists use of the form kit's `form.list(name)`. */
interface RowsOf<R extends Row> {
  rows: R[];
  add: (row: Omit<R, 'key'>) => R;
  remove: (index: number) => void;
  patch: (index: number, change: Partial<Omit<R, 'key'>>) => void;
  field: (index: number, name: Exclude<keyof R, 'key'> & string) => BoundField;
}

export function EducationList({ list, error }: { list: RowsOf<EducationRow>; error?: string | undefined }) {
  const { t } = useTranslation('onboarding');
  return (
    <RowList
      id="education"
      title={t('education.listTitle')}
      addLabel={t('education.add')}
      rowTitle={(i) => t('education.row', { n: i + 1 })}
      rows={list.rows}
      onAdd={() => list.add(blankEducation())}
      onRemove={list.remove}
      minRows={1}
      error={error}
      renderRow={(row, index) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...list.field(index, 'school')} label={t('education.school')} required />
          <TextField {...list.field(index, 'department')} label={t('education.department')} required />
          <Period
            id={`education-${row.key}`}
            start={list.field(index, 'startDate')}
            end={list.field(index, 'endDate')}
            ongoing={row.stillStudying}
            ongoingLabel={t('education.stillStudying')}
            onOngoing={(on) => list.patch(index, on ? { stillStudying: true, endDate: '' } : { stillStudying: false })}
          />
        </div>
      )}
    />
  );
}

export function WorkList({ list }: { list: RowsOf<WorkRow> }) {
  const { t } = useTranslation('onboarding');
  return (
    <RowList
      id="work"
      title={t('work.listTitle')}
      intro={t('work.intro')}
      addLabel={t('work.add')}
      rowTitle={(i) => t('work.row', { n: i + 1 })}
      rows={list.rows}
      onAdd={() => list.add(blankWork())}
      onRemove={list.remove}
      minRows={0}
      renderRow={(row, index) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...list.field(index, 'company')}
            id={`work-${row.key}-company`}
            label={t('work.company')}
            required
          />
          <TextField
            {...list.field(index, 'position')}
            id={`work-${row.key}-position`}
            label={t('work.position')}
            required
          />
          <Period
            id={`work-${row.key}`}
            start={list.field(index, 'startDate')}
            end={list.field(index, 'endDate')}
            ongoing={row.stillWorking}
            ongoingLabel={t('work.stillWorking')}
            onOngoing={(on) => list.patch(index, on ? { stillWorking: true, endDate: '' } : { stillWorking: false })}
          />
          <TextArea
            {...list.field(index, 'description')}
            id={`work-${row.key}-description`}
            className="sm:col-span-2"
            label={t('work.description')}
          />
        </div>
      )}
    />
  );
}
