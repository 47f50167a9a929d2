import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { ACTIVE_APPOINTMENT_STATUSES, CANCEL_CUTOFF_MS, type Appointment } from '@/lib/schemas/appointments';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { preparedQuery } from '@/server/fast/prepared';
import { appointments, users, type AppointmentRow } from '@/server/db/schema';
import { officeAddress } from '@/server/site/content';

/** An appointment row with its advisor's display name (null once the advisor's account is gone). */
export interface AppointmentRecord {
  row: AppointmentRow;
  advisorName: string | null;
}

const advisor = alias(users, 'advisor');

const selectRows = (db: Database) =>
  db
    .select({ row: appointments, firstName: advisor.firstName, lastName: advisor.lastName })
    .from(appointments)
    .leftJoin(advisor, eq(advisor.id, appointments.advisorId));

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const toRecords = (rows: Row[]): AppointmentRecord[] =>
  rows.map(({ row, firstName, lastName }) => ({
    row,
    advisorName: firstName == null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  }));

export async function selectAppointments(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
): Promise<AppointmentRecord[]> {
  return toRecords(
    await selectRows(db)
      .where(where)
      .orderBy(...order),
  );
}

/** `selectAppointments` built once (src/server/fast/prepared.ts): `where` takes its values from placeholders. */
export function preparedAppointments(name: string, where: SQL | undefined, order: SQL[]) {
  const query = preparedQuery((db) =>
    selectRows(db)
      .where(where)
      .orderBy(...order)
      .prepare(name),
  );
  return async (db: Database, values: Record<string, unknown>) => toRecords(await query(db).execute(values));
}

/** The customer's own appointment; undefined for another user's, a missing one or an id that is not a uuid. */
export async function findOwnAppointment(db: Database, userId: string, id: string) {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [found] = await selectAppointments(db, and(eq(appointments.id, id), eq(appointments.userId, userId)), []);
  return found;
}

export async function findAppointment(db: Database, id: string) {
  const [found] = await selectAppointments(db, eq(appointments.id, id), []);
  return found;
}

export const isActive = (row: AppointmentRow) =>
  (ACTIVE_APPOINTMENT_STATUSES as readonly string[]).includes(row.status);

/** Online cancellation: pending or confirmed, and at least CANCEL_CUTOFF_MS before the start. */
export const canCancel = (row: AppointmentRow, now: Date) =>
  isActive(row) && row.startsAt.getTime() - now.getTime() >= CANCEL_CUTOFF_MS;

/** The link shows only once the advisor confirmed; a half-set-up appointment must not be joinable. */
export const visibleMeetingUrl = (row: AppointmentRow) => (row.status === 'confirmed' ? row.meetingUrl : null);

/** What the customer's and the staff's views of an appointment share: what, when, and the customer's notes. */
export const appointmentBasics = (
  row: Pick<AppointmentRow, 'id' | 'type' | 'status' | 'meetingType' | 'startsAt' | 'endsAt' | 'notes'>,
) => ({
  id: row.id,
  type: row.type,
  status: row.status,
  meetingType: row.meetingType,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  notes: row.notes,
});

/** The customer's view of an appointment; `locale` words the office address's "example" mark. */
export function toAppointment(deps: AppDeps, { row, advisorName }: AppointmentRecord, locale: Locale): Appointment {
  const meetingUrl = visibleMeetingUrl(row);
  return {
    ...appointmentBasics(row),
    advisor: row.advisorId && advisorName ? { id: row.advisorId, name: advisorName } : null,
    meetingUrl,
    platform: meetingUrl ? new URL(meetingUrl).hostname : null,
    address: row.meetingType === 'in_person' ? officeAddress(locale) : null,
    cancellable: canCancel(row, deps.now()),
    createdAt: row.createdAt.toISOString(),
  };
}
