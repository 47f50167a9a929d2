import { and, asc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { ADVISOR_TIME_ZONE, type StaffAppointmentQuery } from '@/lib/schemas/appointments';
import { addDays, zonedTimeToUtc } from '@/lib/time/zone';
import type { Database } from '@/server/db/client';
import { appointments, users } from '@/server/db/schema';
import { FrozenJson } from '@/server/fast/frozen-json';
import { answersBySequence, type SharedAnswers } from '@/server/fast/shared-answers';
import type { StaffMember } from '@/server/staff/access';
import { afterCursor, pageOf } from './staff-page';
import { staffAppointments } from './staff-view';

/**
 * A page of the console's appointments (decision 099): an advisor's own and those of their customers; an admin's
 * every appointment (or, with `advisorId`, what that advisor sees); an advisor's `advisorId` narrows their own.
 */
export async function staffAppointmentPage(db: Database, staff: StaffMember, query: StaffAppointmentQuery) {
  const { from, to, advisorId, cursor, pageSize } = query;
  // Theirs, or their customers' with anyone: as `= any(array(…))`, so both halves read an index (advisor, start
  // and customer, start) and combine; an OR over the customer join read the week's every row (decision 088).
  const seenBy = (id: string) =>
    or(
      eq(appointments.advisorId, id),
      sql`${appointments.userId} = any(array(select ${users.id} from ${users} where ${users.assignedAdvisorId} = ${id}))`,
    );
  const admin = staff.role === 'admin';
  const where = and(
    gte(appointments.startsAt, zonedTimeToUtc(from, '00:00', ADVISOR_TIME_ZONE)),
    lt(appointments.startsAt, zonedTimeToUtc(addDays(to, 1), '00:00', ADVISOR_TIME_ZONE)),
    admin ? (advisorId ? seenBy(advisorId) : undefined) : seenBy(staff.id),
    !admin && advisorId ? eq(appointments.advisorId, advisorId) : undefined,
    afterCursor(cursor),
  );
  const order = [asc(appointments.startsAt), asc(appointments.id)];
  return pageOf(await staffAppointments(db, where, order, pageSize + 1), pageSize);
}

/**
 * The pages kept per scope and query under the database's `staff_appointment_revision` number (migration 0030,
 * decision 102): every admin asks the same pages, an advisor their own. The range is of Berlin dates, so a page does
 * not move with the clock; it changes only when an appointment is made, changed or deleted, or a name or an
 * assignment changes — each advances the number at commit. ~40 KB a page of 100; 200 pages at most.
 */
export class StaffAppointmentAnswers {
  private readonly answers: SharedAnswers<FrozenJson>;

  constructor(
    private readonly db: Database,
    now: () => number,
  ) {
    this.answers = answersBySequence(db, 'staff_appointment_revision', now, { max: 200 });
  }

  get(staff: StaffMember, query: StaffAppointmentQuery): Promise<FrozenJson> {
    const { from, to, advisorId, cursor, pageSize } = query;
    const scope = staff.role === 'admin' ? 'admin' : staff.id;
    const key = [scope, from, to, advisorId, cursor, pageSize].map((part) => part ?? '').join(' ');
    return this.answers.get(key, async () => FrozenJson.ok(await staffAppointmentPage(this.db, staff, query)));
  }
}
