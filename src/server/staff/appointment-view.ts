import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffAppointment } from '@/lib/schemas/staff-work';
import type { Database } from '../db/client';
import { appointments, users } from '../db/schema';
import { meetingBasics } from '../appointments/view';
import { personColumns } from './people';

/** The meeting's customer, for conditions on the case (an advisor's own customers). */
export const appointmentCustomer = alias(users, 'customer');
const customer = appointmentCustomer;
const advisor = alias(users, 'advisor');

/** Meetings as the console lists them (a case's, or a calendar range's), with customer and advisor names. */
export async function staffAppointments(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
): Promise<StaffAppointment[]> {
  const rows = await db
    .select({ row: appointments, customer: personColumns(customer), advisor: personColumns(advisor) })
    .from(appointments)
    .innerJoin(customer, eq(customer.id, appointments.userId))
    .leftJoin(advisor, eq(advisor.id, appointments.advisorId))
    .where(where)
    .orderBy(...order);
  return rows.map(({ row, customer, advisor }) => ({
    ...meetingBasics(row),
    meetingUrl: row.meetingUrl,
    customer,
    advisor,
  }));
}
