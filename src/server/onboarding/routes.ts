import { eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { educationSchema, languagesSchema, personalInfoSchema, workExperienceSchema } from '@/lib/schemas/onboarding';
import type { AppDeps, AppEnv } from '@/server/context';
import { educationEntries, languageEntries, onboarding, users, workEntries } from '@/server/db/schema';
import { lockOwner } from '@/server/db/transaction';
import { requireAuth } from '@/server/http/auth';
import { ApiError } from '@/server/http/errors';
import { validateJson } from '@/server/http/validate';
import { documentRoutes } from './documents';
import { assignAdvisor } from '@/server/staff/assignment';
import { advanceStep, loadStatus, missingParts } from './status';
import { StatusAnswers } from './status-answers';
import { onboardingStatusSchema } from '@/lib/schemas/onboarding-status';
import { answersWith } from '@/server/http/answers';

/**
 * The wizard's API (SPEC §7). Every answer is `{ success, data: OnboardingStatus }`. Each save replaces that step's
 * data for the signed-in user and moves currentStep to max(current, step + 1).
 */
export function onboardingRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const { db } = deps;
  r.use('*', requireAuth(deps));
  // The status every answer carries, kept per revision (status-answers.ts): after a write it is built again.
  const statuses = new StatusAnswers(db);
  const answer = async (c: Context<AppEnv>, userId: string) => (await statuses.get(userId)).send(c);

  r.get('/current-step', answersWith(onboardingStatusSchema), async (c) => (await statuses.get(c.var.userId)).send(c));

  r.put('/welcome', answersWith(onboardingStatusSchema), async (c) => {
    await db.transaction(async (tx) => {
      await lockOwner(tx, c.var.userId);
      await advanceStep(tx, c.var.userId, 1);
    });
    return answer(c, c.var.userId);
  });

  r.put('/personal-info', answersWith(onboardingStatusSchema), validateJson(personalInfoSchema), async (c) => {
    const input = c.req.valid('json');
    await db.transaction(async (tx) => {
      await lockOwner(tx, c.var.userId);
      await tx.update(users).set(input).where(eq(users.id, c.var.userId));
      await advanceStep(tx, c.var.userId, 2);
    });
    return answer(c, c.var.userId);
  });

  r.put('/education', answersWith(onboardingStatusSchema), validateJson(educationSchema), async (c) => {
    const userId = c.var.userId;
    const rows = c.req.valid('json').education.map((entry, sortOrder) => ({
      userId,
      sortOrder,
      school: entry.school,
      department: entry.department,
      startDate: entry.startDate,
      endDate: entry.endDate || null,
      stillStudying: entry.stillStudying,
    }));
    await db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      await tx.delete(educationEntries).where(eq(educationEntries.userId, userId));
      await tx.insert(educationEntries).values(rows);
      await advanceStep(tx, userId, 3);
    });
    return answer(c, userId);
  });

  r.put('/work-experience', answersWith(onboardingStatusSchema), validateJson(workExperienceSchema), async (c) => {
    const userId = c.var.userId;
    const rows = c.req.valid('json').workExperience.map((entry, sortOrder) => ({
      userId,
      sortOrder,
      company: entry.company,
      position: entry.position,
      startDate: entry.startDate,
      endDate: entry.endDate || null,
      stillWorking: entry.stillWorking,
      description: entry.description || null,
    }));
    await db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      await tx.delete(workEntries).where(eq(workEntries.userId, userId));
      if (rows.length > 0) await tx.insert(workEntries).values(rows);
      await advanceStep(tx, userId, 3);
    });
    return answer(c, userId);
  });

  r.put('/languages', answersWith(onboardingStatusSchema), validateJson(languagesSchema), async (c) => {
    const userId = c.var.userId;
    const rows = c.req.valid('json').languages.map((entry, sortOrder) => ({
      userId,
      sortOrder,
      language: entry.language,
      level: entry.level,
      certificate: entry.certificate || null,
    }));
    await db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      await tx.delete(languageEntries).where(eq(languageEntries.userId, userId));
      await tx.insert(languageEntries).values(rows);
      await advanceStep(tx, userId, 4);
    });
    return answer(c, userId);
  });

  // Checked against the stored data, so calling the API directly cannot skip a step.
  r.put('/complete', answersWith(onboardingStatusSchema), async (c) => {
    const userId = c.var.userId;
    await db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      const missing = missingParts(await loadStatus(tx, userId));
      if (missing.length > 0)
        throw new ApiError(400, 'ONBOARDING_INCOMPLETE', 'onboarding-api:incomplete', {
          fields: Object.fromEntries(missing.map((part) => [part, { key: `onboarding-api:missing.${part}` }])),
        });
      await tx.update(users).set({ onboardingCompleted: true }).where(eq(users.id, userId));
      await assignAdvisor(tx, userId, deps.now());
      await advanceStep(tx, userId, 4);
      await tx
        .update(onboarding)
        .set({ completedAt: sql`coalesce(${onboarding.completedAt}, now())` })
        .where(eq(onboarding.userId, userId));
    });
    return answer(c, userId);
  });

  r.route('/', documentRoutes(deps));
  return r;
}
