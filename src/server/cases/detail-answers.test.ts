import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  appointments,
  eligibilityChecks,
  files,
  packages,
  supportMessages,
  userPackages,
  userPackageSteps,
  users,
  type User,
} from '@/server/db/schema';
import { setClock, tokenFor } from '@/server/test/appointments';
import { buy, catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { ROUTE_CHECK_ANSWERS } from '@/server/test/eligibility';
import { completeOnboarding, createCustomer, createStaff } from '@/server/test/staff';
import { caseRevision } from './detail-answers';
import { caseDetail } from './detail';

// The kept case page (decision 106) is only right while every change it shows moves the customer's case number (the
// sum of case_revisions and the three numbers it shares, migration 0032). Each case reads the page first (so it is
// kept), writes, then asserts that the number moved and that the page is the plain page byte for byte, for the
// admin and the advisor. The clock stands still, so a missing trigger fails.
type Account = { user: User; token: string };
let ctx: TestContext;
let admin: Account;
let advisor: Account;
const NOW = '2026-03-23T06:00:00Z';

beforeAll(async () => {
  ctx = await catalogContext();
  setClock(ctx, NOW);
  admin = await createStaff(ctx, 'admin');
  advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
});
afterAll(() => ctx.close());

const page = (who: Account, id: string, lang = 'en') =>
  ctx.api('GET', `/api/staff/cases/${id}`, { token: who.token, lang });

/** The page as the admin and the advisor see it equals the plain page built now from the customer's row. */
async function expectFresh(id: string) {
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, id));
  const plain = JSON.stringify({ success: true, data: await caseDetail(ctx.deps, row!, 'en') });
  // The advisor sees only their own customers' pages; a case moved away is a 404 for them at once.
  if (row!.assignedAdvisorId !== advisor.user.id) expect((await page(advisor, id)).status).toBe(404);
  for (const who of row!.assignedAdvisorId === advisor.user.id ? [admin, advisor] : [admin]) {
    const res = await page(who, id);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(JSON.parse(plain)); // a readable difference first
    expect(text).toBe(plain);
  }
}

/** The page kept, `change`, then the case's number moved (or not, `bumps: false`) and the page is fresh. */
async function afterWrite(id: string, change: () => Promise<unknown>, bumps = true) {
  await page(admin, id);
  await page(advisor, id);
  const before = await caseRevision(ctx.deps.db)(id);
  await change();
  const after = await caseRevision(ctx.deps.db)(id);
  if (bumps) expect(after).toBeGreaterThan(before);
  else expect(after).toBe(before);
  await expectFresh(id);
}

const customer = () => createCustomer(ctx, advisor.user.id, { firstName: 'Elif', lastName: 'Kaya' });
const setUser = (id: string, values: Partial<typeof users.$inferInsert>) =>
  ctx.deps.db.update(users).set(values).where(eq(users.id, id));

test('access is checked before a kept page: another advisor, an unknown id and a staff account are 404', async () => {
  const made = await customer();
  await expectFresh(made.user.id);
  const other = await createStaff(ctx, 'advisor');
  expect((await page(other, made.user.id)).status).toBe(404);
  expect((await page(advisor, randomUUID())).status).toBe(404);
  expect((await page(advisor, 'not-an-id')).status).toBe(404);
  expect((await page(admin, advisor.user.id)).status).toBe(404);
  // Moved to the other advisor: the first one loses the kept page at once.
  await setUser(made.user.id, { assignedAdvisorId: other.user.id });
  expect((await page(advisor, made.user.id)).status).toBe(404);
  expect((await page(other, made.user.id)).status).toBe(200);
  await setUser(made.user.id, { assignedAdvisorId: advisor.user.id });
});

test('the profile and the wizard: renamed, a phone, the onboarding walked through, a sign-in (shown)', async () => {
  const made = await customer();
  const id = made.user.id;
  await afterWrite(id, () => setUser(id, { firstName: 'Şule', phone: '0532 000 0000' }));
  await afterWrite(id, () => completeOnboarding(ctx, made.token));
  await afterWrite(id, () => setUser(id, { lastLoginAt: ctx.deps.now() }));
  // A session revoked changes nothing shown.
  const revoke = { sessionEpoch: sql`${users.sessionEpoch} + 1` };
  await afterWrite(id, () => ctx.deps.db.update(users).set(revoke).where(eq(users.id, id)), false);
});

test('the advisor: renamed, signed in (no bump), the case moved by the route', async () => {
  const made = await customer();
  await afterWrite(made.user.id, () => setUser(advisor.user.id, { lastName: 'Weiß' }));
  // The advisor's own sign-in is not on their customers' pages.
  await afterWrite(made.user.id, () => setUser(advisor.user.id, { lastLoginAt: ctx.deps.now() }), false);
  const colleague = await createStaff(ctx, 'admin');
  await afterWrite(made.user.id, async () => {
    const json = { advisorId: colleague.user.id };
    const res = await ctx.api('PATCH', `/api/staff/cases/${made.user.id}`, { token: admin.token, json });
    expect(res.status).toBe(200);
  });
  await setUser(made.user.id, { assignedAdvisorId: advisor.user.id });
});

test('documents: an upload, a review, a deletion', async () => {
  const made = await customer();
  const id = randomUUID();
  const ownerId = made.user.id;
  const cv = { id, ownerId, purpose: 'cv', kind: 'pdf', mime: 'application/pdf', size: 10, originalName: 'cv.pdf' };
  await afterWrite(ownerId, () =>
    ctx.deps.db.insert(files).values({ ...cv, sha256: 'x' } as typeof files.$inferInsert),
  );
  const review = { reviewStatus: 'rejected' as const, rejectionReason: 'Unreadable', reviewedAt: ctx.deps.now() };
  await afterWrite(ownerId, () => ctx.deps.db.update(files).set(review).where(eq(files.id, id)));
  await afterWrite(ownerId, () => ctx.deps.db.delete(files).where(eq(files.id, id)));
});

test('packages: a purchase, a step done by staff, the catalog renamed, a deletion', async () => {
  const made = await customer();
  const userId = made.user.id;
  await afterWrite(userId, () => buy(ctx, made.token, 'DOCUMENT_CHECK'));
  const [bought] = await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, userId));
  const [step] = await ctx.deps.db
    .select()
    .from(userPackageSteps)
    .where(eq(userPackageSteps.userPackageId, bought!.id))
    .orderBy(userPackageSteps.position);
  await afterWrite(userId, async () => {
    const path = `/api/staff/user-packages/${bought!.id}/steps/${step!.key}`;
    const res = await ctx.api('PATCH', path, { token: advisor.token, json: { status: 'completed', note: 'OK' } });
    expect(res.status).toBe(200);
  });
  await afterWrite(userId, () =>
    ctx.deps.db
      .update(packages)
      .set({ text: sql`jsonb_set(${packages.text}, '{en,name}', '"Renamed check"')` })
      .where(eq(packages.id, bought!.packageId)),
  );
  await afterWrite(userId, () => ctx.deps.db.delete(userPackages).where(eq(userPackages.id, bought!.id)));
});

test('appointments, support messages and saved checks: written, changed, deleted', async () => {
  const made = await customer();
  const userId = made.user.id;
  let meeting!: typeof appointments.$inferSelect;
  await afterWrite(userId, async () => {
    [meeting] = (await ctx.deps.db
      .insert(appointments)
      .values({
        userId,
        advisorId: advisor.user.id,
        type: 'consultation',
        meetingType: 'online',
        status: 'pending',
        startsAt: new Date('2026-03-25T09:00:00Z'),
        endsAt: new Date('2026-03-25T09:30:00Z'),
      })
      .returning()) as [typeof meeting];
  });
  const setMeeting = (values: Partial<typeof appointments.$inferInsert>) =>
    ctx.deps.db.update(appointments).set(values).where(eq(appointments.id, meeting.id));
  await afterWrite(userId, () => setMeeting({ status: 'confirmed', meetingUrl: 'https://meet.example.com/a' }));
  await afterWrite(userId, () => setMeeting({ reminderSentAt: ctx.deps.now() }), false);
  await afterWrite(userId, () => ctx.deps.db.delete(appointments).where(eq(appointments.id, meeting.id)));

  await afterWrite(userId, async () => {
    const json = { category: 'documents', subject: 'Apostil', message: 'Apostil gerekli mi?' };
    const res = await ctx.api('POST', '/api/support-messages', { token: made.token, json });
    expect(res.status).toBe(201);
  });
  await afterWrite(userId, () => ctx.deps.db.delete(supportMessages).where(eq(supportMessages.userId, userId)));

  await afterWrite(userId, async () => {
    const res = await ctx.api('POST', '/api/eligibility/route-check', { token: made.token, json: ROUTE_CHECK_ANSWERS });
    expect(res.status).toBe(200);
  });
  await afterWrite(userId, () => ctx.deps.db.delete(eligibilityChecks).where(eq(eligibilityChecks.userId, userId)));
});

test('the clock alone: the withdrawal period ends and a day left goes, each at its instant', async () => {
  const made = await customer();
  await buy(ctx, made.token, 'STANDARD');
  const read = async () => (await (await page(admin, made.user.id)).json()).data.packages[0];
  const bought = await read();
  expect(bought.withdrawableUntil).not.toBeNull();
  const number = await caseRevision(ctx.deps.db)(made.user.id);
  const end = Date.parse(bought.withdrawableUntil);
  const at = async (ms: number) => {
    setClock(ctx, new Date(ms).toISOString());
    admin.token = await tokenFor(ctx, admin.user.id);
    return read();
  };
  expect((await at(end - 1)).withdrawableUntil).toBe(bought.withdrawableUntil);
  expect((await at(end)).withdrawableUntil).toBeNull();
  advisor.token = await tokenFor(ctx, advisor.user.id);
  await expectFresh(made.user.id);
  // The first moment a day less is left (a started day counts, `listHoldsUntil`).
  const after = await at(end);
  expect(after.remainingDays).toBeGreaterThan(1);
  const turn = Date.parse(after.endDate) - (after.remainingDays - 1) * 86_400_000;
  expect((await at(turn - 1)).remainingDays).toBe(after.remainingDays);
  expect((await at(turn)).remainingDays).toBe(after.remainingDays - 1);
  expect(await caseRevision(ctx.deps.db)(made.user.id)).toBe(number);
  setClock(ctx, NOW);
  admin.token = await tokenFor(ctx, admin.user.id);
  advisor.token = await tokenFor(ctx, advisor.user.id);
});
