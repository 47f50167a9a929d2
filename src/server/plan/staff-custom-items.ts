import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { customPlanItemSchema, planSchema } from '@/lib/schemas/plan';
import type { AppDeps } from '@/server/context';
import { casePlanItems } from '@/server/db/schema';
import { answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { ApiError, notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import type { StaffEnv } from '@/server/staff/access';
import { auditPlan } from './audit';
import { findCase } from '@/server/staff/case-access';
import { buildPlan } from './build';
import { contentItemExists, customItem } from './filing';

/** A key no content item has (content keys are words), stable for the documents filed under the item. */
const newKey = () => `own${randomBytes(6).toString('hex')}`;

/**
 * The advisor's own plan items (decision 085): POST /cases/{id}/plan/items {title, how?} adds one at the end of
 * the plan; DELETE /cases/{id}/plan/items/{key} removes one (documents filed under it stay the customer's). Content
 * items are not removed — they are waived (409). Waive, require and order go through the PATCH all items share.
 * Every write is audited with the item's title, so the log names it after the item is gone.
 */
export function staffCustomItemRoutes(r: Hono<StaffEnv>, deps: AppDeps) {
  const { db } = deps;

  r.post('/cases/:userId/plan/items', answersWith(planSchema, 201), validateJson(customPlanItemSchema), async (c) => {
    const { title, how } = c.req.valid('json');
    const customerId = await db.transaction(async (tx) => {
      const customer = await findCase(tx, c.var.staff, c.req.param('userId'), { lock: true });
      const plan = await buildPlan(tx, customer.id, c.var.locale);
      const last = Math.max(0, ...plan.items.map((item) => item.order));
      const key = newKey();
      await tx.insert(casePlanItems).values({
        userId: customer.id,
        itemKey: key,
        title,
        how: how || null,
        position: Math.min(1000, last + 1),
        updatedAt: deps.now(),
      });
      await auditPlan(tx, c.var.staff, customer.id, 'plan.item', { item: key, title, change: 'added' }, deps.now());
      return customer.id;
    });
    return ok(c, await buildPlan(db, customerId, c.var.locale), 201);
  });

  r.delete('/cases/:userId/plan/items/:key', answersWith(planSchema), async (c) => {
    const key = c.req.param('key');
    const customerId = await db.transaction(async (tx) => {
      const customer = await findCase(tx, c.var.staff, c.req.param('userId'), { lock: true });
      const own = await customItem(tx, customer.id, key);
      if (!own) {
        if (contentItemExists(key)) throw new ApiError(409, 'PLAN_ITEM_FROM_CONTENT', 'plan:errors.contentItem');
        throw notFound();
      }
      await tx.delete(casePlanItems).where(and(eq(casePlanItems.userId, customer.id), eq(casePlanItems.itemKey, key)));
      await auditPlan(
        tx,
        c.var.staff,
        customer.id,
        'plan.item',
        { item: key, title: own.title, change: 'removed' },
        deps.now(),
      );
      return customer.id;
    });
    return ok(c, await buildPlan(db, customerId, c.var.locale));
  });
}
