import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { planItemChangeSchema, planItemKeySchema, planRouteSchema, planSchema } from '@/lib/schemas/plan';
import type { AppDeps } from '@/server/context';
import { casePlanItems, casePlans } from '@/server/db/schema';
import { answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import type { StaffEnv } from '@/server/staff/access';
import { auditPlan } from './audit';
import { findCase } from '@/server/staff/case-access';
import { buildPlan } from './build';
import { contentItemExists, customItem } from './filing';
import { staffCustomItemRoutes } from './staff-custom-items';

/**
 * The plan section of a case (decision 079): GET /cases/{id}/plan, PUT /cases/{id}/plan/route (the advisor's
 * choice wins over the customer's until either changes it again), PATCH /cases/{id}/plan/items/{key} with
 * `waived`, `required` (= not waived) or `order`. Every write is audited in its transaction.
 */
export function staffPlanRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  const { db } = deps;

  r.get('/cases/:userId/plan', answersWith(planSchema), async (c) => {
    const customer = await findCase(db, c.var.staff, c.req.param('userId'));
    return ok(c, await buildPlan(db, customer.id, c.var.locale));
  });

  r.put('/cases/:userId/plan/route', answersWith(planSchema), validateJson(planRouteSchema), async (c) => {
    const { route } = c.req.valid('json');
    const customerId = await db.transaction(async (tx) => {
      const customer = await findCase(tx, c.var.staff, c.req.param('userId'), { lock: true });
      const set = { route, routeSource: 'advisor' as const, updatedAt: deps.now() };
      await tx
        .insert(casePlans)
        .values({ userId: customer.id, ...set })
        .onConflictDoUpdate({ target: casePlans.userId, set });
      await auditPlan(tx, c.var.staff, customer.id, 'plan.route', { route }, deps.now());
      return customer.id;
    });
    return ok(c, await buildPlan(db, customerId, c.var.locale));
  });

  r.patch('/cases/:userId/plan/items/:key', answersWith(planSchema), validateJson(planItemChangeSchema), async (c) => {
    const key = c.req.param('key');
    if (!planItemKeySchema.safeParse(key).success) throw notFound();
    const change = c.req.valid('json');
    const customerId = await db.transaction(async (tx) => {
      const customer = await findCase(tx, c.var.staff, c.req.param('userId'), { lock: true });
      // A content item, or the advisor's own item on this case (decision 085); its title goes into the audit row.
      const own = contentItemExists(key) ? null : await customItem(tx, customer.id, key);
      if (!contentItemExists(key) && !own) throw notFound();
      const set = {
        ...(change.waived !== undefined && { waived: change.waived }),
        ...(change.required !== undefined && { waived: !change.required }),
        ...(change.order !== undefined && { position: change.order }),
        updatedAt: deps.now(),
      };
      await tx
        .insert(casePlanItems)
        .values({ userId: customer.id, itemKey: key, ...set })
        .onConflictDoUpdate({ target: [casePlanItems.userId, casePlanItems.itemKey], set });
      const [saved] = await tx
        .select()
        .from(casePlanItems)
        .where(and(eq(casePlanItems.userId, customer.id), eq(casePlanItems.itemKey, key)));
      await auditPlan(
        tx,
        c.var.staff,
        customer.id,
        'plan.item',
        {
          item: key,
          ...(own && { title: own.title }),
          waived: saved?.waived ?? false,
          order: saved?.position ?? null,
        },
        deps.now(),
      );
      return customer.id;
    });
    return ok(c, await buildPlan(db, customerId, c.var.locale));
  });

  staffCustomItemRoutes(r, deps);
  return r;
}
