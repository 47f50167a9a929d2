import { Hono } from 'hono';
import { messageAnswerSchema } from '@/lib/schemas/auth';
import type { AppDeps, AppEnv } from '@/server/context';
import { liveUsers } from '@/server/fast/live-users';
import { answersWith } from '@/server/http/answers';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { endAllSessions } from './service';

/**
 * POST /auth/logout-all: "sign out everywhere" from the settings page. Every refresh family ends and every access
 * token stops working, this device's too (decision 076): the client clears its tokens and goes to the login page.
 */
export function logoutAllRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.post('/logout-all', answersWith(messageAnswerSchema), requireAuth(deps), async (c) => {
    const userId = c.var.userId;
    await deps.db.transaction((tx) => endAllSessions(tx, userId, deps.now()));
    liveUsers(deps).forget(userId);
    return ok(c, { message: c.var.t('account:loggedOutEverywhere') });
  });

  return r;
}
