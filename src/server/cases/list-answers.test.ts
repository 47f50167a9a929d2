import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { caseQuerySchema } from '@/lib/schemas/cases';
import {
  appointments,
  casePlanItems,
  casePlans,
  files,
  packages,
  userPackages,
  userPackageSteps,
  users,
  type User,
} from '@/server/db/schema';
import { sequenceRevision } from '@/server/fast/shared-answers';
import { setClock, tokenFor } from '@/server/test/appointments';
import { buy, catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { createCustomer, createStaff } from '@/server/test/staff';
import { listCases } from './list';

// The kept case list (decision 106) is only right while every change a page shows, filters or sorts by advances
// case_list_revision (migration 0032). Each case reads a set of pages first (so they are kept), writes, then asserts
// that the number moved and that every page is the plain page byte for byte. The clock stands still (the kept pages'
// 2 s age never runs out), so a missing trigger fails.
type Account = { user: User; token: string };
let ctx: TestContext;
let admin: Account;
let advisor: Account;
let revision: () => Promise<string>;
const NOW = '2026-03-23T06:00:00Z';

beforeAll(async () => {
  ctx = await catalogContext();
  setClock(ctx, NOW);
  admin = await createStaff(ctx, 'admin');
  advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
  revision = sequenceRevision(ctx.deps.db, 'case_list_revision');
});
afterAll(() => ctx.close());

/** The pages compared: admin and advisor, every filter, searches (a name, an e-mail) and a second page. */
const pages = (): [Account, string][] => [
  [admin, ''],
  [admin, 'pageSize=2'],
  [advisor, ''],
  ...['onboardingDone', 'onboardingOpen', 'unassigned', 'documentsWaiting', 'activePackage'].map(
    (filter): [Account, string] => [admin, `filter=${filter}`],
  ),
  [admin, 'search=zeynep'],
  [admin, 'search=kept-case'],
  [admin, `advisorId=${advisor.user.id}`],
];

const get = (who: Account, query: string, lang = 'en') =>
  ctx.api('GET', `/api/staff/cases?${query}`, { token: who.token, lang });

/** Every page (and the admin's second page) equals the plain page built now, byte for byte. */
async function expectFresh() {
  const first = await (await get(admin, 'pageSize=2')).json();
  const cursor = first.data.nextCursor as string | null;
  const all: [Account, string][] = [
    ...pages(),
    ...(cursor ? [[admin, `pageSize=2&cursor=${cursor}`] as [Account, string]] : []),
  ];
  for (const [who, query] of all) {
    const res = await get(who, query);
    expect(res.status).toBe(200);
    const staff = { id: who.user.id, role: who.user.role as 'admin' | 'advisor' };
    const parsed = caseQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const plain = await listCases(ctx.deps.db, staff, parsed, { locale: 'en', now: ctx.deps.now() });
    expect(await res.text(), query).toBe(JSON.stringify({ success: true, data: plain }));
  }
}

/** Pages kept, `change`, then the number moved (or not, `bumps: false`) and every page is fresh. */
async function afterWrite(change: () => Promise<unknown>, bumps = true) {
  for (const [who, query] of pages()) await get(who, query);
  const before = BigInt(await revision());
  await change();
  const after = BigInt(await revision());
  if (bumps) expect(after).toBeGreaterThan(before);
  else expect(after).toBe(before);
  await expectFresh();
}

const customer = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  createCustomer(ctx, advisor.user.id, { lastName: 'Kept-Case', ...overrides });
const setUser = (id: string, values: Partial<typeof users.$inferInsert>) =>
  ctx.deps.db.update(users).set(values).where(eq(users.id, id));

test('customers: registered, renamed, new e-mail, onboarding done, re-dated, deleted; a sign-in moves nothing', async () => {
  let made!: Account;
  await afterWrite(async () => (made = await customer()));
  const id = made.user.id;
  await afterWrite(() => setUser(id, { firstName: 'Zeynep' }));
  await afterWrite(() => setUser(id, { email: `zeynep-${randomUUID()}@example.com` }));
  await afterWrite(() => setUser(id, { onboardingCompleted: true }));
  await afterWrite(() => setUser(id, { createdAt: new Date('2026-03-01T00:00:00Z') }));
  await afterWrite(() => setUser(id, { lastLoginAt: ctx.deps.now() }), false);
  await afterWrite(() => ctx.deps.db.delete(users).where(eq(users.id, id)));
});

test('advisors: a case moved (the route), an advisor renamed, an advisor deleted (cases unassigned)', async () => {
  const made = await customer({ firstName: 'Zeynep' });
  const other = await createStaff(ctx, 'advisor');
  await afterWrite(async () => {
    const json = { advisorId: other.user.id };
    const res = await ctx.api('PATCH', `/api/staff/cases/${made.user.id}`, { token: admin.token, json });
    expect(res.status).toBe(200);
  });
  await afterWrite(() => setUser(other.user.id, { lastName: 'Weiß' }));
  await afterWrite(() => ctx.deps.db.delete(users).where(eq(users.id, other.user.id)));
});

test('documents: an upload waiting, reviewed, filed under a plan item, deleted', async () => {
  const made = await customer();
  const id = randomUUID();
  await afterWrite(() =>
    ctx.deps.db.insert(files).values({
      id,
      ownerId: made.user.id,
      purpose: 'cv',
      kind: 'pdf',
      mime: 'application/pdf',
      size: 10,
      originalName: 'cv.pdf',
      sha256: 'x',
    }),
  );
  await afterWrite(() => ctx.deps.db.update(files).set({ planItem: 'cv' }).where(eq(files.id, id)));
  await afterWrite(() =>
    ctx.deps.db.update(files).set({ reviewStatus: 'approved', reviewedAt: ctx.deps.now() }).where(eq(files.id, id)),
  );
  await afterWrite(() => ctx.deps.db.delete(files).where(eq(files.id, id)));
});

test('packages: a purchase, a step done, the catalog renamed, the status, end dates alone (no), a deletion', async () => {
  const made = await customer();
  await afterWrite(() => buy(ctx, made.token, 'DOCUMENT_CHECK'));
  const [bought] = await ctx.deps.db.select().from(userPackages).where(eq(userPackages.userId, made.user.id));
  const [step] = await ctx.deps.db
    .select()
    .from(userPackageSteps)
    .where(eq(userPackageSteps.userPackageId, bought!.id))
    .orderBy(userPackageSteps.position);
  await afterWrite(async () => {
    const path = `/api/staff/user-packages/${bought!.id}/steps/${step!.key}`;
    const res = await ctx.api('PATCH', path, { token: admin.token, json: { status: 'completed' } });
    expect(res.status, await res.clone().text()).toBe(200);
  });
  await afterWrite(() =>
    ctx.deps.db
      .update(packages)
      .set({ text: sql`jsonb_set(${packages.text}, '{en,name}', '"Renamed check"')` })
      .where(eq(packages.id, bought!.packageId)),
  );
  // The renewal's statement moves end dates of many packages at once: nothing the list shows.
  const later = new Date('2027-01-01T00:00:00Z');
  await afterWrite(() => ctx.deps.db.update(userPackages).set({ endDate: later }), false);
  await afterWrite(() =>
    ctx.deps.db.update(userPackages).set({ status: 'expired' }).where(eq(userPackages.id, bought!.id)),
  );
  await afterWrite(() => ctx.deps.db.delete(userPackageSteps).where(eq(userPackageSteps.id, step!.id)));
  await afterWrite(() => ctx.deps.db.delete(userPackages).where(eq(userPackages.id, bought!.id)));
});

async function meeting(userId: string, start: string, end: string, advisorId = advisor.user.id) {
  const [row] = await ctx.deps.db
    .insert(appointments)
    .values({
      userId,
      advisorId,
      type: 'consultation',
      meetingType: 'online',
      status: 'pending',
      startsAt: new Date(start),
      endsAt: new Date(end),
    })
    .returning();
  return row!;
}

test('appointments: booked, confirmed, moved, deleted; a reminder sent moves nothing', async () => {
  const made = await customer();
  let row!: Awaited<ReturnType<typeof meeting>>;
  await afterWrite(async () => (row = await meeting(made.user.id, '2026-03-25T09:00:00Z', '2026-03-25T09:30:00Z')));
  const set = (values: Partial<typeof appointments.$inferInsert>) =>
    ctx.deps.db.update(appointments).set(values).where(eq(appointments.id, row.id));
  await afterWrite(() => set({ reminderSentAt: ctx.deps.now() }), false);
  await afterWrite(() => set({ startsAt: new Date('2026-03-24T09:00:00Z'), endsAt: new Date('2026-03-24T09:30:00Z') }));
  await afterWrite(() => set({ status: 'cancelled' }));
  await afterWrite(() => ctx.deps.db.delete(appointments).where(eq(appointments.id, row.id)));
});

test('the plan: a route chosen and changed, items waived and added by the advisor, removed', async () => {
  const made = await customer();
  const userId = made.user.id;
  await afterWrite(() => ctx.deps.db.insert(casePlans).values({ userId, route: '18a', routeSource: 'advisor' }));
  await afterWrite(() => ctx.deps.db.update(casePlans).set({ route: '18b' }).where(eq(casePlans.userId, userId)));
  await afterWrite(() => ctx.deps.db.insert(casePlanItems).values({ userId, itemKey: 'own-1', title: 'Apostil' }));
  await afterWrite(() =>
    ctx.deps.db.update(casePlanItems).set({ waived: true }).where(eq(casePlanItems.userId, userId)),
  );
  await afterWrite(() => ctx.deps.db.delete(casePlanItems).where(eq(casePlanItems.userId, userId)));
  await afterWrite(() => ctx.deps.db.delete(casePlans).where(eq(casePlans.userId, userId)));
});

test('the clock alone: a next appointment that ends is dropped from a kept page at its end, not before', async () => {
  const made = await customer({ firstName: 'Zeynep' });
  await meeting(made.user.id, '2026-03-23T07:00:00Z', '2026-03-23T07:30:00Z');
  await meeting(made.user.id, '2026-03-23T07:45:00Z', '2026-03-23T08:00:00Z');
  await expectFresh();
  const number = await revision();
  const shown = async () => {
    const page = await (await get(admin, 'search=zeynep')).json();
    return page.data.items.find((item: { id: string }) => item.id === made.user.id).nextAppointment;
  };
  expect(await shown()).toBe('2026-03-23T07:00:00.000Z');
  // Each page kept a second before an end (well inside its 2 s age), then asked at the end: only `until` renews it.
  const steps = [
    ['2026-03-23T07:29:59.000Z', '2026-03-23T07:00:00.000Z'],
    ['2026-03-23T07:29:59.999Z', '2026-03-23T07:00:00.000Z'],
    ['2026-03-23T07:30:00.000Z', '2026-03-23T07:45:00.000Z'],
    ['2026-03-23T07:59:59.000Z', '2026-03-23T07:45:00.000Z'],
    ['2026-03-23T08:00:00.000Z', null],
  ] as const;
  for (const [at, next] of steps) {
    setClock(ctx, at);
    admin.token = await tokenFor(ctx, admin.user.id);
    expect(await shown(), at).toBe(next);
  }
  advisor.token = await tokenFor(ctx, advisor.user.id);
  await expectFresh();
  expect(await revision()).toBe(number);
  setClock(ctx, NOW);
});
