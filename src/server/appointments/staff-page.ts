import { sql, type SQL } from 'drizzle-orm';
import type { StaffAppointment, StaffAppointmentPage } from '@/lib/schemas/appointments';
import { appointments } from '@/server/db/schema';

/**
 * Keyset pages of the console's appointments (decision 099): an admin's month of 50 advisors is 8,000 meetings,
 * ~3 MB of JSON that no page shows at once. The cursor is the last row's `<start in ms>.<id>`; starts are whole
 * minutes, so milliseconds lose nothing, and the id orders meetings of one start.
 */
export function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [ms, id] = cursor.split('.');
  return sql`(${appointments.startsAt}, ${appointments.id}) > (${new Date(Number(ms)).toISOString()}::timestamptz, ${id}::uuid)`;
}

/** The page of `pageSize` from `rows` read with one extra, which only says that a next page exists. */
export function pageOf(rows: StaffAppointment[], pageSize: number): StaffAppointmentPage {
  const items = rows.slice(0, pageSize);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > pageSize && last ? `${Date.parse(last.start)}.${last.id}` : null,
  };
}
