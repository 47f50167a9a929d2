import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffAppointment } from '@/lib/schemas/appointments';
import type { Database } from '@/server/db/client';
import { appointments, users } from '@/server/db/schema';
import { appointmentBasics } from './view';
import { personColumns } from '@/server/staff/people';

const customer = alias(users, 'customer');
const advisor = alias(users, 'advisor');

/** Appointments as the console lists them (a case's, or a date range's), with customer and advisor names. */
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
    ...appointmentBasics(row),
    meetingUrl: row.meetingUrl,
    customer,
    advisor,
  }));
}
