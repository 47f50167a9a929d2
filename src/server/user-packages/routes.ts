import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { userPackageUpdateSchema, userPackageSchema } from '@/lib/schemas/user-packages';
import { paymentProviderFor } from '@/server/payment-providers/provider';
import type { AppDeps, AppEnv } from '@/server/context';
import { packages, userPackages } from '@/server/db/schema';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { logError } from '@/server/log/logger';
import { ApiError, notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import { isUuid } from '@/server/files/service';
import { hasMonthsLeft } from './periods';
import { PackageListAnswers } from './list-answers';
import { loadUserPackageViews } from './view';
import { z } from 'zod';
import { answersWith } from '@/server/http/answers';

/**
 * The signed-in user's packages: GET / (newest first), GET /{id}, PATCH /{id} `{ autoRenew }`. Another user's id
 * answers the same 404 as a missing one.
 */
export function userPackageRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));

  const ownOne = async (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw notFound();
    const [view] = await loadUserPackageViews(deps.db, { userId: c.var.userId, id }, c.var.locale, deps.now());
    if (!view) throw notFound();
    return view;
  };

  // Kept per user and language until a row of the list changes or a day passes (list-answers.ts).
  const lists = new PackageListAnswers(deps.db);
  r.get('/', answersWith(z.array(userPackageSchema)), async (c) =>
    (await lists.get(c.var.userId, c.var.locale, deps.now())).send(c),
  );

  r.get('/:id', answersWith(userPackageSchema), async (c) => ok(c, await ownOne(c)));

  r.patch('/:id', answersWith(userPackageSchema), validateJson(userPackageUpdateSchema), async (c) => {
    const { autoRenew } = c.req.valid('json');
    const current = await ownOne(c);
    if (current.autoRenew !== autoRenew) {
      const [row] = await deps.db
        .select({ row: userPackages, type: packages.type })
        .from(userPackages)
        .innerJoin(packages, eq(packages.id, userPackages.packageId))
        .where(eq(userPackages.id, current.id));
      if (!row || !hasMonthsLeft({ ...row.row, type: row.type }))
        throw new ApiError(409, 'NOT_RENEWABLE', 'commerce-api:userPackages.notRenewable');
      // Stripe first: if it refuses, our row still says what Stripe will do. Off: stop after the paid month; on: run
      // to the end of the term again.
      const subscription = row.row.stripeSubscriptionId;
      if (subscription)
        await paymentProviderFor(deps, 'stripe')
          .scheduleEnd(subscription, autoRenew ? row.row.termEndDate : row.row.endDate)
          .catch((error: unknown) => {
            logError('user-packages: Stripe refused the auto-renew change', error);
            throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'commerce-api:userPackages.updateFailed');
          });
      await deps.db
        .update(userPackages)
        .set({ autoRenew, updatedAt: deps.now() })
        .where(eq(userPackages.id, current.id));
    }
    return ok(c, await ownOne(c));
  });

  return r;
}
