import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { languageUpdateSchema, profileSchema } from '@/lib/schemas/profile';
import { profileOf } from '@/server/auth/session';
import type { AppDeps, AppEnv } from '@/server/context';
import { users } from '@/server/db/schema';
import { answersWith } from '@/server/http/answers';
import { requireAuth } from '@/server/http/auth';
import { ok } from '@/server/http/envelope';
import { validateJson } from '@/server/http/validate';

/**
 * PUT /profile/language: only `preferredLanguage`. The language switches (customer settings, the staff console's
 * header and a staff login on another language's page, decision 081) change nothing else, so they need not resend
 * names that may not pass today's rules (the first admin from the environment has no last name).
 */
export function languageRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.put('/language', answersWith(profileSchema), requireAuth(deps), validateJson(languageUpdateSchema), async (c) => {
    const { preferredLanguage } = c.req.valid('json');
    await deps.db.update(users).set({ preferredLanguage }).where(eq(users.id, c.var.userId));
    return ok(c, await profileOf(deps, c.var.userId));
  });
  return r;
}
