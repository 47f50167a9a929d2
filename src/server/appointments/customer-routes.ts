import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentSchema,
  bookAppointmentSchema,
  rescheduleAppointmentSchema,
  slotAnswerSchema,
  slotQuerySchema,
} from '@/lib/schemas/appointments';
import type { AppDeps, AppEnv } from '@/server/context';
import { appointments } from '@/server/db/schema';
import { requireAuth } from '@/server/http/auth';
import { answersFile, answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson, validateQuery, validateQueryRemembered } from '@/server/http/validate';
import { bookAppointment } from './booking';
import { appointmentIcs, icsFileName } from './ics';
import { customerSlotsAnswer } from './customer-slots';
import { rescheduleOwnAppointment } from './reschedule';
import { cancelOwnAppointment } from './status';
import { keptCustomerList } from '@/server/customer-lists/kept';
import { heldUntil, listFor } from './customer-list';
import { findOwnAppointment, preparedAppointments, toAppointment } from './view';

/** Every appointment of the customer, newest start first; the filters are cut from it (customer-list.ts). */
const allOwn = preparedAppointments('appointments_all', eq(appointments.userId, sql.placeholder('userId')), [
  desc(appointments.startsAt),
]);

/** /api/appointments: the signed-in customer's appointments with advisors (docs/api/appointments.md). */
export function appointmentRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));

  // The few query strings of the booking page and the bench repeat: validated once per string (decision 111).
  r.get('/slots', answersWith(slotAnswerSchema), validateQueryRemembered(slotQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return (await customerSlotsAnswer(deps, c.var.userId, query)).send(c);
  });

  // Kept per customer, filter and language (decision 103) until a write, or until the clock moves an appointment
  // between upcoming and past or past its cancellation cut-off (heldUntil).
  const lists = keptCustomerList(deps.db);
  r.get('/', answersWith(appointmentListSchema), validateQuery(appointmentListQuerySchema), async (c) => {
    const { userId, locale } = c.var;
    const { filter } = c.req.valid('query');
    const now = deps.now();
    const build = async () => {
      const all = await allOwn(deps.db, { userId });
      return {
        data: listFor(all, filter, now).map((record) => toAppointment(deps, record, locale)),
        until: heldUntil(all, now),
      };
    };
    return (await lists.get(userId, `${userId}:${filter}:${locale}`, now.getTime(), build)).send(c);
  });

  r.post('/', answersWith(appointmentSchema, 201), validateJson(bookAppointmentSchema), async (c) => {
    const row = await bookAppointment(deps, c.var.userId, c.req.valid('json'));
    const record = await findOwnAppointment(deps.db, c.var.userId, row.id);
    if (!record) throw notFound();
    return ok(c, toAppointment(deps, record, c.var.locale), 201);
  });

  r.get('/:id', answersWith(appointmentSchema), async (c) => {
    const record = await findOwnAppointment(deps.db, c.var.userId, c.req.param('id'));
    if (!record) throw notFound();
    return ok(c, toAppointment(deps, record, c.var.locale));
  });

  r.post('/:id/cancel', answersWith(appointmentSchema), async (c) =>
    ok(c, toAppointment(deps, await cancelOwnAppointment(deps, c.var.userId, c.req.param('id')), c.var.locale)),
  );

  r.post('/:id/reschedule', answersWith(appointmentSchema), validateJson(rescheduleAppointmentSchema), async (c) => {
    const { start } = c.req.valid('json');
    const record = await rescheduleOwnAppointment(deps, c.var.userId, c.req.param('id'), start);
    return ok(c, toAppointment(deps, record, c.var.locale));
  });

  r.get('/:id/ics', answersFile('text/calendar'), async (c) => {
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
