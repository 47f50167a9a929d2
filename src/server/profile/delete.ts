import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '@/server/context';
import { cancelSubscriptionsOf } from '@/server/checkout/cancel-subscriptions';
import { mailOutbox, payments, users } from '@/server/db/schema';
import { fileStorage } from '@/server/storage/storage';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { unauthorized } from '@/server/http/errors';
import { logError } from '@/server/log/logger';
import { liveUsers } from '@/server/fast/live-users';
import { messageAnswerSchema } from '@/lib/schemas/auth';
import { answersWith } from '@/server/http/answers';

const userIdSchema = z.uuid();

/**
 * DELETE /profile. The users row goes first; every table holding the user's data (refresh tokens, reset links,
 * files, onboarding...) references it ON DELETE CASCADE, except payments, which are kept without the person
 * (decision 053; privacy/deletion.test.ts checks every table). Then the user's stored files (disk folder or
 * bucket prefix). Once gone, the e-mail address is free to register again.
 */
export function accountDeletionRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.delete('/', answersWith(messageAnswerSchema), requireAuth(deps), async (c) => {
    const userId = c.var.userId;
    // The id comes from a token we signed, yet it becomes a path: refuse anything that is not a plain uuid.
    if (!userIdSchema.safeParse(userId).success) throw unauthorized();
    // Stripe first: an account that is gone must not be charged again; if Stripe refuses, nothing is deleted.
    await cancelSubscriptionsOf(deps, userId);
    const deleted = await deps.db.transaction(async (tx) => {
      // Payments outlive the account for bookkeeping (user_id becomes null): the name and e-mail go with it.
      await tx.update(payments).set({ customerName: null, customerEmail: null }).where(eq(payments.userId, userId));
      // Mails still waiting in the outbox carry the address (sent ones are emptied): they go with the person.
      await tx
        .delete(mailOutbox)
        .where(sql`${mailOutbox.message}->>'to' = (select ${users.email} from ${users} where ${users.id} = ${userId})`);
      return tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    });
    if (deleted.length === 0) throw unauthorized();
    // This process refuses the account's access tokens from now on; others within LIVE_USER_TTL_MS.
    liveUsers(deps).forget(userId);
    // After the rows: a failure here leaves orphaned files (logged), never an account pointing at missing files.
    await fileStorage(deps)
      .removeOwner(userId)
      .catch((error: unknown) =>
        logError('removing uploads of a deleted account failed', error, { requestId: c.get('requestId'), userId }),
      );
    return ok(c, { message: c.var.t('account:accountDeleted') });
  });

  return r;
}
