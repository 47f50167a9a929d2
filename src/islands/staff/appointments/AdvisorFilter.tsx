import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $staffUsers, loadStaffUsers } from '@/lib/stores/team.staff';
import { SelectField } from '@/islands/shared/form/SelectField';

/** The admins' choice of whose meetings the list shows (decision 099): an advisor's, or every advisor's ('all'). */
export const ALL_ADVISORS = 'all';

export function AdvisorFilter({ value, onChange }: { value: string; onChange: (advisorId: string) => void }) {
  const { t } = useTranslation('staff');
  const staff = useStore($staffUsers);
  useEffect(() => {
    if (staff.status !== 'ready') loadStaffUsers().catch(() => undefined);
  }, [staff.status]);
  const people =
    staff.status === 'ready'
      ? staff.data
          .filter((u) => u.active)
          .map((u) => ({ value: u.id, label: `${`${u.firstName} ${u.lastName}`.trim()} · ${u.email}` }))
      : [];
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
