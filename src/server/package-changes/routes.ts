import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  packageChangeQuoteSchema,
  packageChangeResultSchema,
  packageChangeSchema,
  userPackageSchema,
} from '@/lib/schemas/user-packages';
import type { AppDeps, AppEnv } from '@/server/context';
import { checkoutSessions, packages, userPackages, users } from '@/server/db/schema';
import type { Transaction } from '@/server/db/transaction';
import { answersWith } from '@/server/http/answers';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { ApiError, notFound } from '@/server/http/errors';
import { validateJson, validateQuery } from '@/server/http/validate';
import { logError } from '@/server/log/logger';
import { toCheckoutSession } from '@/server/checkout/view';
import { paymentProviderFor } from '@/server/payment-providers/provider';
import { loadUserPackageViews } from '@/server/user-packages/view';
import { planChange, type ChangePlan } from '@/server/user-packages/change-plan';

/** As for purchases: a session about to lapse is not handed out again. */
const REUSE_MARGIN_MS = 10 * 60 * 1000;

const providerFailed = () => new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'commerce-api:userPackages.updateFailed');

/**
 * Changing a monthly package (decision 074), beside the user-packages routes:
 * GET /{id}/change?packageId= (the quote the packages page shows before confirming), POST /{id}/change `{ packageId }`
 * (upgrade: 201 with a checkout session for the prorated difference; downgrade: 200 with the package and its
 * `scheduledChange`), DELETE /{id}/change (drops a scheduled downgrade).
 */
export function packageChangeRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));

  const view = async (c: Context<AppEnv>, id: string) => {
    const [found] = await loadUserPackageViews(deps.db, { userId: c.var.userId, id }, c.var.locale, deps.now());
    if (!found) throw notFound();
    return found;
  };

  r.get('/:id/change', answersWith(packageChangeQuoteSchema), validateQuery(packageChangeSchema), async (c) => {
    const { packageId } = c.req.valid('query');
    const plan = await deps.db.transaction((tx) =>
      planChange(tx, c.var.userId, c.req.param('id'), packageId, deps.now()),
    );
    return ok(c, quote(plan));
  });

  r.post('/:id/change', answersWith(packageChangeResultSchema, 201), validateJson(packageChangeSchema), async (c) => {
    const userId = c.var.userId;
    const now = deps.now();
    const outcome = await deps.db.transaction(async (tx) => {
      const plan = await planChange(tx, userId, c.req.param('id'), c.req.valid('json').packageId, now);
      if (plan.direction === 'downgrade') {
        if (plan.row.stripeSubscriptionId)
          // Stripe bills the cheaper price from the next invoice on; the running month stays as paid.
          await paymentProviderFor(deps, 'stripe')
            .changePlan(plan.row.stripeSubscriptionId, { pkg: plan.to, locale: c.var.locale, when: 'next_period' })
            .catch((error: unknown) => {
              logError('package change: Stripe refused the downgrade', error);
              throw providerFailed();
            });
        await tx
          .update(userPackages)
          .set({ scheduledPackageId: plan.to.id, updatedAt: now })
          .where(eq(userPackages.id, plan.row.id));
        return { downgraded: plan.row.id } as const;
      }
      // A second click finds the first click's session (the row lock above serialises them): one charge, not two.
      const [open] = await tx
        .select()
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.userPackageId, plan.row.id),
            eq(checkoutSessions.packageId, plan.to.id),
            eq(checkoutSessions.status, 'open'),
            gt(checkoutSessions.expiresAt, new Date(now.getTime() + REUSE_MARGIN_MS)),
          ),
        );
      if (open) return { session: open, created: false } as const;
      return { session: await openUpgrade(tx, plan, c.var.locale), created: true } as const;
    });
    if ('downgraded' in outcome) return ok(c, await view(c, outcome.downgraded), 200);
    return ok(c, await toCheckoutSession(deps, outcome.session), outcome.created ? 201 : 200);

    async function openUpgrade(tx: Transaction, plan: ChangePlan, locale: AppEnv['Variables']['locale']) {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      const id = randomUUID();
      const provider = paymentProviderFor(deps, plan.row.provider);
      const request = {
        sessionId: id,
        amountCents: plan.proration.amountCents,
        locale,
        pkg: plan.to,
        user: user!,
        now,
      };
      const opened = await (
        plan.row.stripeSubscriptionId
          ? provider.changePlan(plan.row.stripeSubscriptionId, { pkg: plan.to, locale, when: 'now', sessionId: id })
          : provider.open(request)
      ).catch((error: unknown) => {
        logError('package change: provider refused the upgrade', error);
        throw providerFailed();
      });
      const [row] = await tx
        .insert(checkoutSessions)
        .values({
          id,
          userId,
          packageId: plan.to.id,
          userPackageId: plan.row.id,
          purpose: 'upgrade',
          provider: provider.name,
          providerSessionId: opened.providerSessionId,
          url: opened.url,
          amountCents: plan.proration.amountCents,
          currency: plan.to.currency,
          locale,
          expiresAt: opened.expiresAt,
          createdAt: now,
        })
        .returning();
      return row!;
    }
  });

  r.delete('/:id/change', answersWith(userPackageSchema), async (c) => {
    const current = await view(c, c.req.param('id'));
    const where = and(eq(userPackages.id, current.id), isNotNull(userPackages.scheduledPackageId));
    const [row] = await deps.db.select().from(userPackages).where(where);
    if (!row) throw new ApiError(409, 'NO_SCHEDULED_CHANGE', 'commerce-api:userPackages.noScheduledChange');
    if (row.stripeSubscriptionId) {
      const [own] = await deps.db.select().from(packages).where(eq(packages.id, row.packageId));
      await paymentProviderFor(deps, 'stripe')
        .changePlan(row.stripeSubscriptionId, { pkg: own!, locale: c.var.locale, when: 'next_period' })
        .catch((error: unknown) => {
          logError('package change: Stripe refused to drop the downgrade', error);
          throw providerFailed();
        });
    }
    await deps.db.update(userPackages).set({ scheduledPackageId: null, updatedAt: deps.now() }).where(where);
    return ok(c, await view(c, current.id));
  });

  return r;
}

const quote = (plan: ChangePlan) => ({
  direction: plan.direction,
  packageCode: plan.to.code,
  amountCents: plan.proration.amountCents,
  monthlyPriceCents: plan.to.priceCents,
  remainingDays: plan.proration.remainingDays,
  periodDays: plan.proration.periodDays,
  at: plan.at.toISOString(),
});
