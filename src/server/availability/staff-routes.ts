import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { availabilityQuerySchema } from '@/lib/schemas/appointments';
import { availabilitySchema } from '@/lib/schemas/availability';
import { STAFF_ROLES } from '@/lib/schemas/roles';
import type { AppDeps } from '@/server/context';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson, validateQuery } from '@/server/http/validate';
import type { StaffEnv, StaffMember } from '@/server/staff/access';
import { audited } from '@/server/staff/audit';
import { getAvailability, replaceAvailability } from './service';

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
 * GET|PUT /staff/availability: weekly hours and days off (Berlin), which the customers' slot search reads. Its own
 * folder, below appointments and staff accounts: both use it (the slot search reads it, an invitation gives a new
 * advisor the default hours), so neither imports the other.
 */
export function staffAvailabilityRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;

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
