import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { localePath } from '@/lib/i18n/locales';
import {
  cancellationConfirmSchema,
  cancellationDeclarationSchema,
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
/** What a mailed link carries: the declaration made on the page, and the name the visitor gave. */
const linkDeclarationSchema = z.intersection(cancellationDeclarationSchema, z.object({ name: z.string() }));
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The contract buttons the law names (decisions 075, 082), open to visitors: POST /contracts/cancellations with the
 * declaration (`kind`, `reason`, `endsOn`) and, signed in, `{ userPackageId }` (cancelled at once) or, signed out,
 * `{ name, email, contractNumber }` (a confirmation link is mailed, and the answer is the same whether or not they
 * matched), POST /contracts/cancellations/confirm `{ token }`, and
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
      const declaration = { kind: input.kind, reason: input.reason, endsOn: input.endsOn };
      if ('userPackageId' in input) {
        if (!c.var.userId) throw notFound();
        const [mine] = await deps.db
          .select({ pkg: userPackages, user: users })
          .from(userPackages)
          .innerJoin(users, eq(users.id, userPackages.userId))
          .where(and(eq(userPackages.id, input.userPackageId), eq(userPackages.userId, c.var.userId)));
        if (!mine) throw notFound();
        const { user } = mine;
        const who = { userId: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email };
        return ok(c, await cancelContract(deps, mine.pkg, declaration, { ...who, receivedAt: deps.now() }));
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
          // What was declared, and by whom: it counts as received now, once the link proves the address.
          declaration: { ...declaration, name: input.name },
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
      const [found] = await deps.db
        .select({ pkg: userPackages, user: users })
        .from(userPackages)
        .innerJoin(users, eq(users.id, userPackages.userId))
        .where(eq(userPackages.id, link.userPackageId));
      const declared = linkDeclarationSchema.safeParse(link.declaration);
      if (!found || !declared.success) throw new ApiError(410, 'LINK_INVALID', 'commerce-api:contracts.linkInvalid');
      const { name, ...declaration } = declared.data;
      const who = { userId: found.user.id, name, email: found.user.email, receivedAt: link.createdAt };
      return ok(c, await cancelContract(deps, found.pkg, declaration, who));
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
