import { and, asc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { ADVISOR_TIME_ZONE } from '@/lib/schemas/appointments';
import { availabilitySchema } from '@/lib/schemas/availability';
import { STAFF_ROLES } from '@/lib/schemas/roles';
import { availabilityQuerySchema, staffAppointmentQuerySchema } from '@/lib/schemas/staff-work';
import { addDays, zonedTimeToUtc } from '@/lib/time/zone';
import { getAvailability, replaceAvailability } from '../appointments/availability';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { appointments, users } from '../db/schema';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { validateJson, validateQuery } from '../http/validate';
import type { StaffEnv, StaffMember } from './access';
import { appointmentCustomer, staffAppointments } from './appointment-view';
import { audited } from './audit';

/** Whose availability a call is about: one's own, or (admins) any active staff member's. Anyone else → 404. */
async function availabilityOwner(db: Database, staff: StaffMember, advisorId: string | undefined) {
  if (!advisorId || advisorId === staff.id) return staff.id;
  if (staff.role !== 'admin') throw notFound();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, advisorId), inArray(users.role, STAFF_ROLES), isNull(users.deactivatedAt)));
  if (!row) throw notFound();
  return row.id;
}

/**
 * GET /staff/appointments?from=&to= (Berlin dates): the meetings of the range, earliest first — an advisor's own
 * and those of their customers; an admin's every meeting (or one advisor's). GET|PUT /staff/availability: weekly
 * hours and days off (Berlin), which the customers' slot search reads.
 */
export function calendarRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;

  r.get('/appointments', validateQuery(staffAppointmentQuerySchema), async (c) => {
    const { from, to, advisorId } = c.req.valid('query');
    const staff = c.var.staff;
    const mine = or(eq(appointments.advisorId, staff.id), eq(appointmentCustomer.assignedAdvisorId, staff.id));
    const where = and(
      gte(appointments.startsAt, zonedTimeToUtc(from, '00:00', ADVISOR_TIME_ZONE)),
      lt(appointments.startsAt, zonedTimeToUtc(addDays(to, 1), '00:00', ADVISOR_TIME_ZONE)),
      staff.role === 'admin' ? undefined : mine,
      advisorId ? eq(appointments.advisorId, advisorId) : undefined,
    );
    return ok(c, await staffAppointments(db, where, [asc(appointments.startsAt), asc(appointments.id)]));
  });

  r.get('/availability', validateQuery(availabilityQuerySchema), async (c) => {
    const owner = await availabilityOwner(db, c.var.staff, c.req.valid('query').advisorId);
    return ok(c, await getAvailability(db, owner));
  });

  r.put('/availability', validateQuery(availabilityQuerySchema), validateJson(availabilitySchema), async (c) => {
    const staff = c.var.staff;
    const owner = await availabilityOwner(db, staff, c.req.valid('query').advisorId);
    const input = c.req.valid('json');
    const now = deps.now();
    await db.transaction(async (tx) => {
      await replaceAvailability(tx, owner, input, now);
      await audited(tx, {
        actor: staff,
        action: 'availability.update',
        targetType: 'user',
        targetId: owner,
        detail: { weeklyHours: input.weeklyHours.length, daysOff: input.daysOff.length },
        at: now,
      });
    });
    return ok(c, await getAvailability(db, owner));
  });

  return r;
}
