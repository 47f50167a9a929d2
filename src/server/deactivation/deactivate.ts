import type { AppointmentHandover } from '@/lib/schemas/deactivation';
import type { StaffRole } from '@/lib/schemas/staff';
import { handOverAppointments } from '@/server/appointments/handover';
import type { AppDeps } from '@/server/context';
import { liveUsers } from '@/server/fast/live-users';
import type { StaffMember } from '@/server/staff/access';
import { changeStaffAccount } from '@/server/staff/user-patch';
import { moveCases } from './cases';

/**
 * The one way a staff member stops working (decisions 076, 082): deactivated (out of slots and sessions at once),
 * their open cases moved to `caseAdvisorId` or by round robin (null), then their future appointments handed over
 * or cancelled. The dialog's POST and `PATCH … { active: false }` both come here, so no caller can leave cases or
 * bookings with someone who no longer works.
 */
export async function deactivateMember(
  deps: AppDeps,
  actor: StaffMember,
  id: string,
  choice: { caseAdvisorId: string | null; appointments: AppointmentHandover; role?: StaffRole | undefined },
) {
  const now = deps.now();
  const cases = await deps.db.transaction(async (tx) => {
    await changeStaffAccount(tx, actor, id, { role: choice.role, active: false }, now);
    return moveCases(tx, { actor, fromId: id, toId: choice.caseAdvisorId, now });
  });
  liveUsers(deps).forget(id);
  // After the commit, so the slot search already leaves the member out when it looks for someone free.
  const handed = await handOverAppointments(deps, { advisorId: id, mode: choice.appointments, staffId: actor.id });
  return {
    casesMoved: cases.moved,
    casesUnassigned: cases.unassigned,
    appointmentsReassigned: handed.reassigned,
    appointmentsCancelled: handed.cancelled,
  };
}
