import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $staffUsers, loadStaffUsers } from '@/lib/stores/team.staff';

/**
 * The active staff (advisors and admins) as select options, loading the team once if no page has yet: shared by
 * the case's "assign" form and the appointments list's advisor filter. The e-mail tells apart two staff members of
 * the same name (issue 29).
 */
export function useActiveStaffOptions(): { value: string; label: string }[] {
  const staff = useStore($staffUsers);
  useEffect(() => {
    if (staff.status !== 'ready') loadStaffUsers().catch(() => undefined);
  }, [staff.status]);
  if (staff.status !== 'ready') return [];
  return staff.data
    .filter((u) => u.active)
    .map((u) => ({ value: u.id, label: `${`${u.firstName} ${u.lastName}`.trim()} · ${u.email}` }));
}
