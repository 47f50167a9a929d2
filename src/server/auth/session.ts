import { eq, getTableColumns, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@/server/context';
import { preparedQuery } from '@/server/fast/prepared';
import { users } from '@/server/db/schema';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { unauthorized } from '@/server/http/errors';
import { toProfile } from '@/server/users/profile-view';
import { findUser } from '@/server/users/find';
import { pendingEmailColumn } from './email-verification';
import { toSessionUser } from './service';
import { profileSchema } from '@/lib/schemas/profile';
import { sessionUserSchema } from '@/lib/schemas/auth';
import { answersWith } from '@/server/http/answers';

/**
 * The signed-in user for a verified access token. A token outliving its account (deleted meanwhile) is as good as
 * invalid: 401 'Unauthorized' sends the client through refresh (which fails) to /login.
 */
export async function currentUser(deps: AppDeps, userId: string) {
  const user = await findUser(deps.db, userId);
  if (!user) throw unauthorized();
  return user;
}

// GET /auth/session and GET /profile, on every page of the dashboard: the user and the pending address in one query.
const userWithPendingEmail = preparedQuery((db) =>
  db
    .select({ user: getTableColumns(users), pendingEmail: pendingEmailColumn(sql.placeholder('now')) })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_with_pending_email'),
);

/** The signed-in user with the address change waiting for confirmation, if any. */
async function withPendingEmail(deps: AppDeps, userId: string) {
  const [row] = await userWithPendingEmail(deps.db).execute({ id: userId, now: deps.now().toISOString() });
  if (!row) throw unauthorized();
  return row;
}

/** GET /profile and GET /auth/profile. */
export async function profileOf(deps: AppDeps, userId: string) {
  const { user, pendingEmail } = await withPendingEmail(deps, userId);
  return toProfile(user, pendingEmail);
}

/** GET /auth/session (who is signed in) and GET /auth/profile (the same resource as GET /profile). */
export function sessionRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  r.get('/session', answersWith(sessionUserSchema), auth, async (c) => {
    const { user, pendingEmail } = await withPendingEmail(deps, c.var.userId);
    return ok(c, toSessionUser(user, pendingEmail));
  });
  r.get('/profile', answersWith(profileSchema), auth, async (c) => ok(c, await profileOf(deps, c.var.userId)));

  return r;
}
