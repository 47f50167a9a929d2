import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  appointmentStatusChangeSchema,
  availabilityQuerySchema,
  staffAppointmentPageSchema,
  staffAppointmentQuerySchema,
  staffAppointmentSchema,
} from '@/lib/schemas/appointments';
import { availabilityAnswerSchema, availabilitySchema } from '@/lib/schemas/availability';
import { STAFF_ROLES } from '@/lib/schemas/roles';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { appointments, users } from '@/server/db/schema';
import { isUuid } from '@/server/files/service';
import { answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson, validateQuery } from '@/server/http/validate';
import type { StaffEnv, StaffMember } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { caseOfOwner } from '@/server/staff/case-access';
import { getAvailability, replaceAvailability } from '@/server/availability/service';
import { changeAppointmentStatus } from './status';
import { StaffAppointmentAnswers } from './staff-answers';
import { staffAppointments } from './staff-view';

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
 * An appointment's case. The advisor the appointment was booked with may run it even when the customer is
 * assigned to someone else (the slot search gives a free colleague when the own advisor is busy).
 */
async function appointmentCase(db: Database, staff: StaffMember, appointmentId: string): Promise<void> {
  if (!isUuid(appointmentId)) throw notFound();
  const [row] = await db
    .select({ ownerId: appointments.userId, advisorId: appointments.advisorId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (row && row.advisorId === staff.id) return;
  await caseOfOwner(db, staff, row?.ownerId, false);
}

/**
 * The staff side of appointments, under /api/staff. GET /appointments?from=&to= (Berlin dates): the appointments
 * of the range, earliest first, in keyset pages (`cursor`, decision 099) — an advisor's own and those of their customers; an admin's every appointment (or
 * one advisor's). POST /appointments/{id}/status: the console's status change, audited in the change's transaction.
 * GET|PUT /availability: weekly hours and days off (Berlin), which the customers' slot search reads.
 */
export function staffAppointmentRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;
  const pages = new StaffAppointmentAnswers(db, () => deps.now().getTime());

  // Kept per scope and query under staff_appointment_revision (decision 102); staff-answers.ts has the query.
  r.get(
    '/appointments',
    answersWith(staffAppointmentPageSchema),
    validateQuery(staffAppointmentQuerySchema),
    async (c) => (await pages.get(c.var.staff, c.req.valid('query'))).send(c),
  );

  r.post(
    '/appointments/:id/status',
    answersWith(staffAppointmentSchema),
    validateJson(appointmentStatusChangeSchema),
    async (c) => {
      const staff = c.var.staff;
      const id = c.req.param('id');
      await appointmentCase(db, staff, id);
      await changeAppointmentStatus(deps, { ...c.req.valid('json'), id, staffId: staff.id }, (tx, before, after) =>
        audited(tx, {
          actor: staff,
          action: 'appointment.status',
          targetType: 'appointment',
          targetId: after.id,
          caseId: after.userId,
          detail: { from: before.status, to: after.status },
          at: deps.now(),
        }),
      );
      const [view] = await staffAppointments(db, eq(appointments.id, id), []);
      return ok(c, view);
    },
  );

  r.get('/availability', answersWith(availabilityAnswerSchema), validateQuery(availabilityQuerySchema), async (c) => {
    const owner = await availabilityOwner(db, c.var.staff, c.req.valid('query').advisorId);
    return ok(c, await getAvailability(db, owner));
  });

  r.put(
    '/availability',
    answersWith(availabilityAnswerSchema),
    validateQuery(availabilityQuerySchema),
    validateJson(availabilitySchema),
    async (c) => {
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
    },
  );

  return r;
}
