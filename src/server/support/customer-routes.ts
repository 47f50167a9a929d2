import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { supportMessageInputSchema, supportMessageListSchema, supportMessageSchema } from '@/lib/schemas/support';
import { currentUser } from '@/server/auth/session';
import type { AppDeps, AppEnv } from '@/server/context';
import { supportMessages } from '@/server/db/schema';
import { requireAuth } from '@/server/http/auth';
import { answersWith } from '@/server/http/answers';
import { ok } from '@/server/http/envelope';
import { rateLimiter } from '@/server/http/rate-limit';
import { validateJson } from '@/server/http/validate';
import { sendSupportMails } from './mail';
import { toSupportMessage } from './service';
import { depsInTransaction } from '@/server/db/deps-in-transaction';

const HOUR_MS = 60 * 60 * 1000;
/** The user's own list shows the latest messages; staff page through all of them (service.ts). */
const OWN_LIST_MAX = 50;

/**
 * /api/support-messages: a signed-in user writes to the support team. Stored with a confirmation to the user and a
 * copy to the support mailbox, both queued in the outbox in the same transaction: the 201 never waits for SMTP.
 */
export function supportRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const limiter = rateLimiter(deps, 'support', deps.env.RATE_LIMIT_SUPPORT, HOUR_MS);
  r.use('*', requireAuth(deps));

  const perUser = createMiddleware<AppEnv>(async (c, next) => {
    await limiter.hit(c.var.userId);
    await next();
  });

  r.post('/', answersWith(supportMessageSchema, 201), perUser, validateJson(supportMessageInputSchema), async (c) => {
    const user = await currentUser(deps, c.var.userId);
    // The message and both mails commit together; the outbox sends them (decision 072).
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(supportMessages)
        .values({ ...c.req.valid('json'), userId: user.id, locale: c.var.locale, createdAt: deps.now() })
        .returning();
      await sendSupportMails(depsInTransaction(deps, tx), user, inserted!);
      return inserted!;
    });
    return ok(c, toSupportMessage(row), 201);
  });

  r.get('/', answersWith(supportMessageListSchema), async (c) => {
    const rows = await deps.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.userId, c.var.userId))
      .orderBy(desc(supportMessages.createdAt))
      .limit(OWN_LIST_MAX);
    return ok(c, rows.map(toSupportMessage));
  });

  return r;
}
