import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { StaffRole } from '@/lib/schemas/staff';
import { hashPassword } from '@/server/auth/password';
import { auditLog, users } from '@/server/db/schema';
import { PASSWORD } from './accounts';
import type { RequestOptions, TestContext } from './context';
import { form, pdfBytes } from './files';
import { createUser } from './users';

/** Test support for the staff suites: accounts, a completed onboarding, the audit table, the mounted routes. */

export const createStaff = (
  ctx: TestContext,
  role: StaffRole = 'advisor',
  overrides: Partial<typeof users.$inferInsert> = {},
) =>
  createUser(ctx, {
    role,
    firstName: role === 'admin' ? 'Ada' : 'Deniz',
    lastName: `Staff-${randomUUID().slice(0, 6)}`,
    ...overrides,
  });

/** A customer, assigned to `advisorId` when given. */
export const createCustomer = (
  ctx: TestContext,
  advisorId: string | null = null,
  overrides: Partial<typeof users.$inferInsert> = {},
) => createUser(ctx, { assignedAdvisorId: advisorId, ...overrides });

/** Walks the wizard through the API (personal info, education, German, a CV) and completes it. */
export async function completeOnboarding(ctx: TestContext, token: string) {
  const put = (step: string, json?: unknown) =>
    ctx.api('PUT', `/api/onboarding/${step}`, { token, ...(json !== undefined && { json }) });
  await put('personal-info', {
    birthDate: '1990-01-31',
    gender: 'female',
    maritalStatus: 'single',
    phone: '0532 123 4567',
  });
  await put('education', {
    education: [
      { school: 'ODTÜ', department: 'Makine', startDate: '2008-09-01', endDate: '2012-06-30', stillStudying: false },
    ],
  });
  await put('languages', { languages: [{ language: 'de', level: 'B1' }] });
  const cv = await ctx.api('POST', '/api/onboarding/cv', { token, body: form({ file: [pdfBytes(), 'cv.pdf'] }) });
  expect(cv.status).toBe(201);
  const done = await put('complete');
  expect(done.status, await done.clone().text()).toBe(200);
}

/** A new access token for `userId` at the app's current time (after `travel`, older tokens have expired). */
export { tokenFor } from './users';

/** Gives an account a real password (PASSWORD), as if its owner had used the invitation link. */
export async function setPassword(ctx: TestContext, userId: string, password = PASSWORD) {
  await ctx.deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

export const auditRows = (ctx: TestContext) => ctx.deps.db.select().from(auditLog).orderBy(asc(auditLog.id));

/**
 * Every route mounted under `prefix` (method and path, middleware entries left out), read from the app itself:
 * a route added later is walked by the tests without anyone listing it.
 */
export function mountedRoutes(ctx: TestContext, prefix: string): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of ctx.app.routes)
    if (route.method !== 'ALL' && route.path.startsWith(prefix))
      seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  return [...seen.values()];
}

/** Calls a walked route: each `:param` a fresh uuid, an empty JSON body unless it is a GET. */
export const callRoute = (ctx: TestContext, route: { method: string; path: string }, options: RequestOptions = {}) =>
  ctx.api(
    route.method,
    route.path.replace(/:\w+/g, () => randomUUID()),
    {
      ...(route.method !== 'GET' && { json: {} }),
      ...options,
    },
  );
