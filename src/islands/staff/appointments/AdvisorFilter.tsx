import { useTranslation } from 'react-i18next';
import { SelectField } from '@/islands/shared/form/SelectField';
import { useActiveStaffOptions } from '@/islands/staff/useActiveStaffOptions';

/** The admins' choice of whose meetings the list shows (decision 099): an advisor's, or every advisor's ('all'). */
export const ALL_ADVISORS = 'all';

export function AdvisorFilter({ value, onChange }: { value: string; onChange: (advisorId: string) => void }) {
  const { t } = useTranslation('staff');
  const people = useActiveStaffOptions();
  return (
    <SelectField
      id="appointments-advisor"
      label={t('appointments.advisorFilter')}
      value={value}
      onChange={onChange}
      options={[{ value: ALL_ADVISORS, label: t('appointments.allAdvisors') }, ...people]}
      className="mb-4 max-w-md"
    />
  );
}
