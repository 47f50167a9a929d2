import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import type { CaseDetail } from '@/lib/schemas/cases';
import { assignCase } from '@/lib/stores/cases.staff';
import { $staffUsers } from '@/lib/stores/team.staff';
import { showToast } from '@/lib/stores/toasts';
import { FormAlert } from '@/islands/shared/form/FormAlert';
import { SelectField } from '@/islands/shared/form/SelectField';
import { SubmitButton } from '@/islands/shared/form/SubmitButton';
import { useActiveStaffOptions } from '@/islands/staff/useActiveStaffOptions';

/**
 * Admins only: who is in charge of the case. The choices are the active staff (advisors and admins); '' is nobody,
 * which puts the case back among the unassigned.
 */
export function AssignAdvisor({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation('staff');
  const [advisorId, setAdvisorId] = useState(detail.assignedAdvisor?.id ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const staff = useStore($staffUsers);
  const options = useActiveStaffOptions();
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await assignCase(advisorId || null);
      showToast({ type: 'success', message: t('case.assign.done') });
    } catch (err) {
      setError(errorMessage(err, i18n, 'staff:case.assign.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-wrap items-end gap-3" aria-label={t('case.assign.title')}>
      <div className="w-full">
        <FormAlert>{error}</FormAlert>
      </div>
      <SelectField
        id="case-advisor"
        label={t('case.assign.label')}
        value={advisorId}
        onChange={setAdvisorId}
        options={options}
        placeholder={t('cases.unassigned')}
        disabled={staff.status !== 'ready'}
        className="min-w-64"
      />
      <SubmitButton
        pending={pending}
        pendingLabel={t('case.assign.saving')}
        disabled={advisorId === (detail.assignedAdvisor?.id ?? '')}
      >
        {t('case.assign.submit')}
      </SubmitButton>
    </form>
  );
}
