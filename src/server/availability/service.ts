import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_AVAILABILITY, type Availability, type WorkingHours } from '@/lib/schemas/availability';
import { STAFF_ROLES } from '@/lib/schemas/roles';
import type { Database } from '@/server/db/client';
import { advisorDaysOff, advisorSchedules, advisorWorkingHours, users } from '@/server/db/schema';

/**
 * Advisors' weekly hours and days off (Berlin time), read and replaced as a whole: the staff console (issue 12)
 * calls these; the slot search reads the same tables. A folder of its own, below both users of it: appointments
 * (slot search, GET|PUT /staff/availability in appointments/staff-routes.ts) and staff accounts (an invitation
 * gives a new advisor the default hours), so neither of those imports the other (decision 065).
 */

/** A stored stretch as the schemas spell it: PostgreSQL reads times back as HH:MM:SS (midnight at the end: 24:00:00). */
export const toWorkingHours = (h: typeof advisorWorkingHours.$inferSelect): WorkingHours => ({
  weekday: h.weekday,
  start: h.startTime.slice(0, 5),
  end: h.endTime.slice(0, 5),
});

export async function getAvailability(db: Database, advisorId: string): Promise<Availability> {
  const [hours, daysOff] = await Promise.all([
    db
      .select()
      .from(advisorWorkingHours)
      .where(eq(advisorWorkingHours.advisorId, advisorId))
      .orderBy(asc(advisorWorkingHours.weekday), asc(advisorWorkingHours.startTime)),
    db.select().from(advisorDaysOff).where(eq(advisorDaysOff.advisorId, advisorId)).orderBy(asc(advisorDaysOff.day)),
  ]);
  return {
    weeklyHours: hours.map(toWorkingHours),
    daysOff: daysOff.map((d) => d.day),
  };
}

/** Replaces the advisor's hours and days off in one transaction (input already checked by availabilitySchema). */
export async function replaceAvailability(db: Database, advisorId: string, input: Availability, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx
      .insert(advisorSchedules)
      .values({ advisorId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: advisorSchedules.advisorId, set: { updatedAt: now } });
    await writeAvailability(tx, advisorId, input);
  });
  return getAvailability(db, advisorId);
}

async function writeAvailability(db: Database, advisorId: string, input: Availability) {
  await db.delete(advisorWorkingHours).where(eq(advisorWorkingHours.advisorId, advisorId));
  await db.delete(advisorDaysOff).where(eq(advisorDaysOff.advisorId, advisorId));
  if (input.weeklyHours.length)
    await db
      .insert(advisorWorkingHours)
      .values(input.weeklyHours.map((h) => ({ advisorId, weekday: h.weekday, startTime: h.start, endTime: h.end })));
  const days = [...new Set(input.daysOff)];
  if (days.length) await db.insert(advisorDaysOff).values(days.map((day) => ({ advisorId, day })));
}

/**
 * Gives a staff member the default hours (Mon–Fri 09:00–17:00) if they have no schedule yet; true when it did.
 * Called at start for every staff member and by the staff console when it creates or promotes one. Once a schedule
 * row exists it is never filled again, so an advisor who cleared their hours keeps them cleared.
 */
export async function ensureDefaultAvailability(db: Database, advisorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const created = await tx.insert(advisorSchedules).values({ advisorId }).onConflictDoNothing().returning();
    if (created.length === 0) return false;
    await writeAvailability(tx, advisorId, DEFAULT_AVAILABILITY);
    return true;
  });
}

/** At start: every staff member without a schedule gets the default one. Returns how many did. */
export async function ensureStaffAvailability(db: Database): Promise<number> {
  const missing = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(advisorSchedules, eq(advisorSchedules.advisorId, users.id))
    .where(and(inArray(users.role, STAFF_ROLES), isNull(advisorSchedules.advisorId)));
  let given = 0;
  for (const { id } of missing) if (await ensureDefaultAvailability(db, id)) given += 1;
  return given;
}
