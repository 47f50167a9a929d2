import { replaceAvailability } from '@/server/availability/service';
import { slotAnswerSchema, slotsOf } from '@/lib/schemas/appointments';
import { DEFAULT_AVAILABILITY, type Availability } from '@/lib/schemas/availability';
import type { users } from '@/server/db/schema';
import type { TestContext } from './context';
import { createUser } from './users';

/** Test support for the appointments, notifications and support suites. */

/** Stops the app's clock at `iso` (slots, lead time, cut-off and reminders all read `deps.now`). */
export function setClock(ctx: TestContext, iso: string) {
  const fixed = new Date(iso);
  ctx.deps.now = () => fixed;
}

export { tokenFor } from './users';

/** An advisor with the given weekly hours and days off (default Mon–Fri 09:00–17:00). */
export async function createAdvisor(
  ctx: TestContext,
  availability: Availability = DEFAULT_AVAILABILITY,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const advisor = await createUser(ctx, { role: 'advisor', firstName: 'Jonas', lastName: 'Weber', ...overrides });
  await replaceAvailability(ctx.deps.db, advisor.user.id, availability);
  return advisor;
}

/** GET /api/appointments/slots for the Berlin dates `from`..`to`. */
export async function slots(ctx: TestContext, token: string, from: string, to = from, type = 'consultation') {
  const res = await ctx.api('GET', `/api/appointments/slots?from=${from}&to=${to}&type=${type}`, { token });
  if (res.status !== 200) throw new Error(`slots answered ${res.status}: ${await res.text()}`);
  // Read as the client reads it: each slot with its advisor's name from the answer's `advisors` (decision 112).
  return slotsOf(slotAnswerSchema.parse(((await res.json()) as { data: unknown }).data));
}

/** POST /api/appointments; the caller checks the status. */
export const book = (ctx: TestContext, token: string, json: Record<string, unknown>, lang?: string) =>
  ctx.api('POST', '/api/appointments', {
    token,
    json: { type: 'consultation', meetingType: 'online', notes: '', ...json },
    ...(lang && { lang }),
  });
