import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { localePath } from '@/lib/i18n/locales';
import {
  cancellationConfirmSchema,
  cancellationRequestSchema,
  cancellationResultSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from '@/lib/schemas/contracts';
import type { AppDeps, AppEnv } from '@/server/context';
import { cancellationLinks, checkoutSessions, refunds, userPackages, users, withdrawals } from '@/server/db/schema';
import { answersWith } from '@/server/http/answers';
import { optionalAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { ApiError, notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import { logError } from '@/server/log/logger';
import { adminOnly, type StaffEnv } from '@/server/staff/access';
import { cancelContract } from './cancel';
import { sendContractMail } from './mail';
import { withdraw } from './withdraw';
import { visitorContractLimits } from './limits';

const LINK_TTL_MS = 24 * 60 * 60 * 1000;
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The contract buttons the law names (decision 075), open to visitors: POST /contracts/cancellations (signed in with
 * `{ userPackageId }`: cancelled at once; signed out with `{ email, contractNumber }`: a confirmation link is mailed,
 * and the answer is the same whether or not they matched), POST /contracts/cancellations/confirm `{ token }`, and
 * POST /contracts/withdrawals `{ name, email, contractNumber }`.
 */
export function contractRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use('*', optionalAuth(deps));
  const limitVisitor = visitorContractLimits(deps);

  r.post(
    '/cancellations',
    answersWith(cancellationResultSchema),
    validateJson(cancellationRequestSchema),
    async (c) => {
      const input = c.req.valid('json');
      if ('userPackageId' in input) {
        if (!c.var.userId) throw notFound();
        const [row] = await deps.db
          .select()
          .from(userPackages)
          .where(and(eq(userPackages.id, input.userPackageId), eq(userPackages.userId, c.var.userId)));
        if (!row) throw notFound();
        return ok(c, await cancelContract(deps, row));
      }
      await limitVisitor(c, input.email);
      const [match] = await deps.db
        .select({ pkg: userPackages, user: users })
        .from(userPackages)
        .innerJoin(users, eq(users.id, userPackages.userId))
        .where(
          and(
            eq(userPackages.contractNumber, input.contractNumber.trim()),
            eq(users.email, input.email),
            eq(userPackages.status, 'active'),
          ),
        );
      if (match) {
        const token = randomBytes(32).toString('base64url');
        const now = deps.now();
        await deps.db.insert(cancellationLinks).values({
          tokenHash: hash(token),
          userPackageId: match.pkg.id,
          expiresAt: new Date(now.getTime() + LINK_TTL_MS),
          createdAt: now,
        });
        const site = deps.env.PUBLIC_SITE_URL.replace(/\/+$/, '');
        const link = `${site}${localePath(match.user.preferredLanguage, '/contracts/cancel')}?token=${token}`;
        await sendContractMail(deps, match.user, 'confirmCancel', {
          contract: match.pkg.contractNumber ?? '',
          at: now,
          link,
        }).catch((error: unknown) => logError('cancellation link mail failed', error));
      }
      return ok(c, { status: 'confirmation_sent' as const });
    },
  );

  r.post(
    '/cancellations/confirm',
    answersWith(cancellationResultSchema),
    validateJson(cancellationConfirmSchema),
    async (c) => {
      const now = deps.now();
      const [link] = await deps.db
        .update(cancellationLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(cancellationLinks.tokenHash, hash(c.req.valid('json').token)),
            isNull(cancellationLinks.usedAt),
            gt(cancellationLinks.expiresAt, now),
          ),
        )
        .returning();
      if (!link) throw new ApiError(410, 'LINK_INVALID', 'commerce-api:contracts.linkInvalid');
      const [row] = await deps.db.select().from(userPackages).where(eq(userPackages.id, link.userPackageId));
      if (!row) throw new ApiError(410, 'LINK_INVALID', 'commerce-api:contracts.linkInvalid');
      return ok(c, await cancelContract(deps, row));
    },
  );

  r.post('/withdrawals', answersWith(withdrawalSchema, 201), validateJson(withdrawalRequestSchema), async (c) => {
    const input = c.req.valid('json');
    if (!c.var.userId) await limitVisitor(c, input.email);
    const { declared, owed, startedEarly } = await withdraw(deps, input);
    return ok(c, toWithdrawal(declared, owed, startedEarly), 201);
  });

  return r;
}

const toWithdrawal = (
  row: typeof withdrawals.$inferSelect,
  refundCents: number,
  startedEarly: boolean,
): z.infer<typeof withdrawalSchema> => ({
  id: row.id,
  contractNumber: row.contractNumber,
  name: row.name,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  refundCents,
  startedEarly,
});

/**
 * GET /staff/withdrawals (admins): every declared withdrawal, newest first, with the refund made and whether the
 * customer asked at checkout to start early — read from the same checkout session the refund was computed from.
 */
export function staffWithdrawalRoutes(deps: AppDeps) {
  const r = new Hono<StaffEnv>();
  r.get('/withdrawals', answersWith(z.array(withdrawalSchema)), adminOnly, async (c) => {
    const rows = await deps.db
      .select({ row: withdrawals, refunded: refunds.amountCents, startEarlyAt: checkoutSessions.startEarlyAt })
      .from(withdrawals)
      .leftJoin(refunds, eq(refunds.id, withdrawals.refundId))
      .innerJoin(userPackages, eq(userPackages.id, withdrawals.userPackageId))
      .leftJoin(checkoutSessions, eq(checkoutSessions.id, userPackages.checkoutSessionId))
      .orderBy(desc(withdrawals.createdAt))
      .limit(200);
    return ok(
      c,
      rows.map(({ row, refunded, startEarlyAt }) => toWithdrawal(row, refunded ?? 0, startEarlyAt !== null)),
    );
  });
  return r;
}
