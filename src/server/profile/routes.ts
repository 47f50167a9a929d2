import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { profileSchema, profileUpdateSchema } from '@/lib/schemas/profile';
import { currentUser, profileOf } from '@/server/auth/session';
import type { AppDeps, AppEnv } from '@/server/context';
import { users } from '@/server/db/schema';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { validateJson } from '@/server/http/validate';
import { accountDeletionRoutes } from './delete';
import { changePasswordRoutes } from './password';
import { requestEmailChange } from './email-change';
import { languageRoutes } from './language';
import { answersWith } from '@/server/http/answers';

/**
 * Everything under /api/profile except /profile/avatar, which the files service mounts as its own sub-app: so
 * every route here names its path and carries requireAuth itself — no `use('*')`, no catch-all.
 */
export function profileRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  r.get('/', answersWith(profileSchema), auth, async (c) => ok(c, await profileOf(deps, c.var.userId)));

  r.put('/', answersWith(profileSchema), auth, validateJson(profileUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    const user = await currentUser(deps, c.var.userId);
    // SPEC §5: the current e-mail stays when none is sent. Another address only replaces it once its link is used.
    if (input.email !== undefined && input.email !== user.email) await requestEmailChange(deps, user, input.email);
    // Only the schema's fields are written: status, onboardingCompleted, id, email... in the body never get here.
    const [updated] = await deps.db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        preferredLanguage: input.preferredLanguage,
        ...(input.phone !== undefined && { phone: input.phone === '' ? null : input.phone }),
        ...(input.maritalStatus !== undefined && { maritalStatus: input.maritalStatus }),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('update returned no row');
    return ok(c, await profileOf(deps, updated.id));
  });

  r.route('/', changePasswordRoutes(deps));
  r.route('/', languageRoutes(deps));
  r.route('/', accountDeletionRoutes(deps));
  return r;
}
