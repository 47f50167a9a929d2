import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { checkoutCreateSchema, checkoutSessionSchema } from '@/lib/schemas/payments';
import type { AppDeps, AppEnv } from '@/server/context';
import { checkoutSessions, users } from '@/server/db/schema';
import { lockOwner } from '@/server/db/transaction';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { logError } from '@/server/log/logger';
import { ApiError, notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import { isUuid } from '@/server/files/service';
import { findPackage } from '@/server/packages/find';
import { fulfilCheckout } from './fulfil';
import { activeProviderName, paymentProviderFor } from '@/server/payment-providers/provider';
import { recordConsent } from '@/server/privacy/consents';
import { refuseSecondPackage } from './one-package';
import { toCheckoutSession } from './view';
import { answersWith } from '@/server/http/answers';

/** A session about to lapse is not handed out again: the buyer needs time to type a card number. */
const REUSE_MARGIN_MS = 10 * 60 * 1000;

const providerFailed = () => new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'commerce-api:checkout.createFailed');

/**
 * POST /checkout-sessions `{ packageId }` → `{ id, url, ... }` and GET /checkout-sessions/{id}. The amount is the
 * catalog's; a second click while a session for the same package is open answers that session (200, not 201).
 */
export function checkoutRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));

  r.post('/', answersWith(checkoutSessionSchema, 201), validateJson(checkoutCreateSchema), async (c) => {
    const { packageId, startEarly = false } = c.req.valid('json');
    const pkg = await findPackage(deps.db, packageId);
    const userId = c.var.userId;
    const provider = paymentProviderFor(deps, activeProviderName(deps));
    const now = deps.now();
    // The user's row lock serialises double clicks: the second one finds the first one's session.
    const { row, created } = await deps.db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      const [open] = await tx
        .select()
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.userId, userId),
            eq(checkoutSessions.packageId, pkg.id),
            eq(checkoutSessions.status, 'open'),
            eq(checkoutSessions.provider, provider.name),
            gt(checkoutSessions.expiresAt, new Date(now.getTime() + REUSE_MARGIN_MS)),
          ),
        )
        .orderBy(desc(checkoutSessions.createdAt))
        .limit(1);
      if (open && startEarly && !open.startEarlyAt) {
        // The box ticked on a second click still counts: the request is recorded on the session that will be paid.
        await recordConsent(tx, { userId, kind: 'start_early', checkoutSessionId: open.id, at: now });
        const [marked] = await tx
          .update(checkoutSessions)
          .set({ startEarlyAt: now })
          .where(eq(checkoutSessions.id, open.id))
          .returning();
        return { row: marked!, created: false };
      }
      if (open) return { row: open, created: false };
      await refuseSecondPackage(tx, userId, pkg);
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      const id = randomUUID();
      const request = { sessionId: id, amountCents: pkg.priceCents, locale: c.var.locale, pkg, user: user!, now };
      const opened = await provider.open(request).catch((error: unknown) => {
        logError('checkout: provider refused to open a session', error);
        throw providerFailed();
      });
      const [inserted] = await tx
        .insert(checkoutSessions)
        .values({
          id,
          userId,
          packageId: pkg.id,
          provider: provider.name,
          providerSessionId: opened.providerSessionId,
          url: opened.url,
          amountCents: pkg.priceCents,
          currency: pkg.currency,
          locale: c.var.locale,
          startEarlyAt: startEarly ? now : null,
          expiresAt: opened.expiresAt,
          createdAt: now,
        })
        .returning();
      if (startEarly) await recordConsent(tx, { userId, kind: 'start_early', checkoutSessionId: id, at: now });
      return { row: inserted!, created: true };
    });
    return ok(c, await toCheckoutSession(deps, row), created ? 201 : 200);
  });

  r.get('/:id', answersWith(checkoutSessionSchema), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound();
    const where = and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, c.var.userId));
    let [row] = await deps.db.select().from(checkoutSessions).where(where);
    if (!row) throw notFound();
    if (row.status !== 'complete') {
      // The success page may come back before the provider's webhook: ask the provider, deliver if it was paid.
      const paid = await paymentProviderFor(deps, row.provider)
        .check(row)
        .catch((error: unknown) => {
          logError('checkout: provider check failed', error);
          throw new ApiError(502, 'PAYMENT_VERIFY_FAILED', 'commerce-api:checkout.verifyFailed');
        });
      if (paid) {
        await fulfilCheckout(deps, row.id, paid);
        [row] = await deps.db.select().from(checkoutSessions).where(where);
      }
    }
    return ok(c, await toCheckoutSession(deps, row!));
  });

  return r;
}
