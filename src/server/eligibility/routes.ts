import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { chancenkartePoints } from '@/lib/eligibility/chancenkarte';
import { checkRoutes } from '@/lib/eligibility/routes';
import {
  chancenkarteAnswerSchema,
  chancenkarteAnswersSchema,
  exchangeRateSchema,
  routeCheckAnswerSchema,
  routeCheckAnswersSchema,
  savedCheckSchema,
  type SavedCheck,
  type Tool,
} from '@/lib/schemas/eligibility';
import type { AppDeps, AppEnv } from '@/server/context';
import { eligibilityChecks } from '@/server/db/schema';
import { ok } from '@/server/http/envelope';
import { optionalAuth, requireAuth } from '@/server/http/auth';
import { notFound } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import { currentRate } from './ecb';
import { savedChecksOf, toSavedCheck } from './saved';
import { answersWith } from '@/server/http/answers';
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The free tools' API. The rules are the same pure functions the pages run in the browser; a visitor gets the
 * result only, a signed-in user also gets it stored on their case (answered with `saved`).
 */
export function eligibilityRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const { db } = deps;

  async function answer(
    userId: string | undefined,
    tool: Tool,
    answers: SavedCheck['answers'],
    result: SavedCheck['result'],
  ) {
    if (!userId) return { result, saved: null };
    const [row] = await db.insert(eligibilityChecks).values({ userId, tool, answers, result }).returning();
    return { result, saved: row ? toSavedCheck(row) : null };
  }

  r.post(
    '/chancenkarte',
    answersWith(chancenkarteAnswerSchema),
    optionalAuth(deps),
    validateJson(chancenkarteAnswersSchema),
    async (c) => {
      const answers = c.req.valid('json');
      return ok(c, await answer(c.get('userId'), 'chancenkarte', answers, chancenkartePoints(answers)));
    },
  );

  r.post(
    '/route-check',
    answersWith(routeCheckAnswerSchema),
    optionalAuth(deps),
    validateJson(routeCheckAnswersSchema),
    async (c) => {
      const answers = c.req.valid('json');
      return ok(c, await answer(c.get('userId'), 'route-check', answers, checkRoutes(answers)));
    },
  );

  r.get('/rate', answersWith(exchangeRateSchema.nullable()), async (c) => ok(c, await currentRate(deps)));

  r.get('/checks', answersWith(z.array(savedCheckSchema)), requireAuth(deps), async (c) => {
    return ok(c, await savedChecksOf(db, c.var.userId));
  });

  r.get('/checks/:id', answersWith(savedCheckSchema), requireAuth(deps), async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw notFound();
    // Read through the owner: another user's id is indistinguishable from a missing one.
    const [row] = await db
      .select()
      .from(eligibilityChecks)
      .where(and(eq(eligibilityChecks.id, id), eq(eligibilityChecks.userId, c.var.userId)));
    if (!row) throw notFound();
    return ok(c, toSavedCheck(row));
  });

  return r;
}
