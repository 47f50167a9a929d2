import { and, asc, desc, eq, gt, inArray, lte, notInArray, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  appointmentListQuerySchema,
  bookAppointmentSchema,
  slotQuerySchema,
  type AppointmentFilter,
} from '../../lib/schemas/appointments';
import type { AppDeps, AppEnv } from '../context';
import { appointments } from '../db/schema';
import { requireAuth } from '../http/auth';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { validateJson, validateQuery } from '../http/validate';
import { bookAppointment } from './booking';
import { appointmentIcs, icsFileName } from './ics';
import { loadSlotSearch } from './search';
import { freeSlots } from './slots';
import { cancelOwnAppointment } from './status';
import { findOwnAppointment, selectAppointments, toAppointment } from './view';

/** Upcoming = pending or confirmed and not yet over; past = everything else (over, cancelled, rejected, ...). */
function filterWhere(filter: AppointmentFilter, now: Date): { where: SQL | undefined; order: SQL[] } {
  const upcoming = and(inArray(appointments.status, ACTIVE_APPOINTMENT_STATUSES), gt(appointments.endsAt, now));
  if (filter === 'upcoming') return { where: upcoming, order: [asc(appointments.startsAt)] };
  const past = or(notInArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]), lte(appointments.endsAt, now));
  return { where: filter === 'past' ? past : undefined, order: [desc(appointments.startsAt)] };
}

/** /api/appointments: the signed-in customer's meetings with advisors (docs/api/appointments.md). */
export function appointmentRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));

  r.get('/slots', validateQuery(slotQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return ok(c, freeSlots(await loadSlotSearch(deps, { userId: c.var.userId, ...query })));
  });

  r.get('/', validateQuery(appointmentListQuerySchema), async (c) => {
    const { where, order } = filterWhere(c.req.valid('query').filter, deps.now());
    const records = await selectAppointments(deps.db, and(eq(appointments.userId, c.var.userId), where), order);
    return ok(c, records.map((record) => toAppointment(deps, record, c.var.locale)));
  });

  r.post('/', validateJson(bookAppointmentSchema), async (c) => {
    const row = await bookAppointment(deps, c.var.userId, c.req.valid('json'));
    const record = await findOwnAppointment(deps.db, c.var.userId, row.id);
    if (!record) throw notFound();
    return ok(c, toAppointment(deps, record, c.var.locale), 201);
  });

  r.get('/:id', async (c) => {
    const record = await findOwnAppointment(deps.db, c.var.userId, c.req.param('id'));
    if (!record) throw notFound();
    return ok(c, toAppointment(deps, record, c.var.locale));
  });

  r.post('/:id/cancel', async (c) => ok(c, toAppointment(deps, await cancelOwnAppointment(deps, c.var.userId, c.req.param('id')), c.var.locale)));

  r.get('/:id/ics', async (c) => {
    const record = await findOwnAppointment(deps.db, c.var.userId, c.req.param('id'));
    if (!record) throw notFound();
    return c.body(appointmentIcs(deps, record.row, c.var.locale), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${icsFileName(record.row)}"`,
      'Cache-Control': 'no-store',
    });
  });

  return r;
}
