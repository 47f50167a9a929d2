import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { type AppointmentType, type SlotQuery, slotAnswerOf } from '@/lib/schemas/appointments';
import { COMPRESS_MIN_BYTES } from '@/server/http/envelope';
import { replaceAvailability } from '@/server/availability/service';
import { appointments, users } from '@/server/db/schema';
import { book, createAdvisor, setClock, tokenFor } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { CUSTOMER_LIST_REV, customerParts } from './customer-part';
import { customerSlots, customerSlotsAnswer } from './customer-slots';
import { SLOT_REVISION } from './slot-boards';
import { loadSlotSearch } from './search';
import { freeSlots } from './slots';

/**
 * The boards (decision 096) must answer exactly what the plain search answers: the same starts, and the same
 * advisor for each. A small business with a busy calendar across the spring clock change — advisors with split
 * hours, a day off, hours to midnight; meetings of every status, some off the half-hour grid, some without an
 * advisor — compared for several customers, ranges and lengths; then again after each kind of change, with the
 * boards already built, so a change the revision missed would show as a difference.
 */
let ctx: TestContext;
let advisors: string[];
let customers: string[];
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-03-18T06:00:00Z');
  const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));
  advisors = [
    (await createAdvisor(ctx)).user.id,
    (await createAdvisor(ctx, { weeklyHours: weekdays('08:00', '12:00'), daysOff: ['2026-03-30'] })).user.id,
    (
      await createAdvisor(ctx, {
        weeklyHours: [...weekdays('13:00', '17:30'), { weekday: 6, start: '18:00', end: '24:00' }],
        daysOff: [],
      })
    ).user.id,
    (await createAdvisor(ctx, { weeklyHours: weekdays('09:00', '18:00'), daysOff: [] }, { firstName: 'Elif' })).user.id,
  ];
  customers = [];
  for (let i = 0; i < 12; i++) customers.push((await createUser(ctx, { assignedAdvisorId: advisors[i % 3] })).user.id);
  for (let i = 0; i < 3; i++) customers.push((await createUser(ctx)).user.id);
  await seedMeetings();
});
afterAll(() => ctx.close());

/** A fixed pseudo-random walk through each advisor's days: meetings of 30 to 90 minutes, a quarter hour apart. */
async function seedMeetings() {
  let x = 7;
  const next = (n: number) => ((x = (x * 1103515245 + 12345) % 2 ** 31), x % n);
  const statuses = ['pending', 'confirmed', 'confirmed', 'cancelled', 'completed', 'rejected'] as const;
  const rows: (typeof appointments.$inferInsert)[] = [];
  const busyUntil = new Map<string, number>();
  for (const [a, advisorId] of advisors.entries())
    for (let day = 0; day < 40; day++) {
      let t = Date.UTC(2026, 2, 16 + day, 7, 0);
      const end = Date.UTC(2026, 2, 16 + day, 19, 0);
      while ((t += (1 + next(6)) * 15 * 60_000) < end) {
        const minutes = 30 + 15 * next(5);
        const userId = customers[(day * 7 + a * 3 + next(5)) % customers.length]!;
        const status = statuses[next(statuses.length)]!;
        const active = status === 'pending' || status === 'confirmed';
        if (active && (busyUntil.get(userId) ?? 0) > t) continue;
        if (active) busyUntil.set(userId, t + minutes * 60_000);
        const type: AppointmentType = minutes > 45 ? 'orientation' : 'consultation';
        rows.push({
          userId,
          advisorId: next(9) ? advisorId : null,
          type,
          meetingType: 'online',
          status,
          startsAt: new Date(t),
          endsAt: new Date(t + minutes * 60_000),
        });
        t += minutes * 60_000;
      }
    }
  await ctx.deps.db.insert(appointments).values(rows);
}

const RANGES = [
  ['2026-03-16', '2026-04-15'],
  ['2026-03-23', '2026-03-29'],
] as const;

const ENCODINGS = [undefined, 'br', 'gzip', 'br', 'gzip', undefined] as const;

/** The route's answer decoded from what it sent with `encoding` (none: the kept UTF-8 bytes). */
async function routeText(userId: string, query: SlotQuery, encoding: 'br' | 'gzip' | undefined) {
  const res = await ctx.api('GET', `/api/appointments/slots?${new URLSearchParams(query).toString()}`, {
    token: await tokenFor(ctx, userId),
    ...(encoding && { headers: { 'accept-encoding': encoding } }),
  });
  expect(res.status).toBe(200);
  const body = Buffer.from(await res.arrayBuffer());
  const sent = res.headers.get('content-encoding');
  return {
    sent,
    text: (sent === 'br' ? brotliDecompressSync(body) : sent === 'gzip' ? gunzipSync(body) : body).toString(),
  };
}

/** Every customer, range and length: the board's answer and the plain search's, side by side. */
async function expectSameAnswers(types: AppointmentType[] = ['consultation', 'orientation']) {
  let compared = 0;
  for (const userId of customers)
    for (const [from, to] of RANGES)
      for (const type of types) {
        const query = { from, to, type };
        const plain = freeSlots(await loadSlotSearch(ctx.deps, { userId, ...query }));
        expect(await customerSlots(ctx.deps, userId, query)).toEqual(plain);
        // What the route sends (decision 097): the kept text, byte for byte what serialising the search gives.
        const text = JSON.stringify({ success: true, data: slotAnswerOf(plain) });
        expect((await customerSlotsAnswer(ctx.deps, userId, query)).text).toBe(text);
        // And through the route, as kept bytes: plain, brotli and gzip, each asked twice (decision 104).
        if (type === 'consultation')
          for (const encoding of ENCODINGS)
            // A list shorter than the compression threshold goes plain whatever the client accepts.
            expect(await routeText(userId, query, encoding)).toEqual({
              sent: text.length >= COMPRESS_MIN_BYTES ? (encoding ?? null) : null,
              text,
            });
        compared += plain.length;
      }
  // The comparison means something only if there were slots to compare.
  expect(compared).toBeGreaterThan(1_000);
}

test('the boards answer what the plain search answers, for every customer, range and length', async () => {
  await expectSameAnswers(['consultation', 'document_review', 'orientation', 'interview']);
}, 120_000);

/** The first active meeting of an advisor, moved to Saturday evening, where the seeded days leave everyone free. */
async function moveOneMeeting(start = '2026-03-28T20:00:00Z') {
  const [row] = await ctx.deps.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.advisorId, advisors[2]!), inArray(appointments.status, ['pending', 'confirmed'])))
    .limit(1);
  await ctx.deps.db
    .update(appointments)
    .set({ startsAt: new Date(start), endsAt: new Date(Date.parse(start) + 30 * 60_000) })
    .where(eq(appointments.id, row!.id));
}

async function bookFirstFree(customer: string) {
  const [slot] = await customerSlots(ctx.deps, customer, {
    from: '2026-03-24',
    to: '2026-03-24',
    type: 'consultation',
  });
  const res = await book(ctx, await tokenFor(ctx, customer), { start: slot!.start });
  expect(res.status).toBe(201);
}

test('each kind of change reaches the boards already built', async () => {
  const db = ctx.deps.db;
  const ofCustomer = async (userId: string, latest: boolean) =>
    (
      await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.userId, userId))
        .orderBy(latest ? desc(appointments.createdAt) : asc(appointments.createdAt), asc(appointments.id))
        .limit(1)
    )[0]!.id;
  const setOn = async (userId: string, latest: boolean, set: Partial<typeof appointments.$inferInsert>) =>
    db
      .update(appointments)
      .set(set)
      .where(eq(appointments.id, await ofCustomer(userId, latest)));
  const changes: (() => Promise<unknown>)[] = [
    // A new customer: the seeded ones may hold the most upcoming meetings allowed.
    async () => bookFirstFree((await createUser(ctx)).user.id),
    () => db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.userId, customers[0]!)),
    () => moveOneMeeting(),
    () =>
      replaceAvailability(db, advisors[0]!, {
        weeklyHours: [{ weekday: 2, start: '10:00', end: '16:00' }],
        daysOff: ['2026-03-31'],
      }),
    () => db.update(users).set({ firstName: 'Deniz' }).where(eq(users.id, advisors[3]!)),
    () => db.update(users).set({ deactivatedAt: ctx.deps.now() }).where(eq(users.id, advisors[1]!)),
    () => db.update(users).set({ assignedAdvisorId: advisors[2]! }).where(eq(users.id, customers[3]!)),
    // The customer's own part, kept under their list number (decision 109): each column it reads, one at a time.
    () => setOn(customers[13]!, true, { advisorId: advisors[3]! }),
    () => setOn(customers[14]!, true, { status: 'rejected' }),
    // Only the list number moves: the oldest appointment becomes the latest, so the preferred advisor changes.
    () => setOn(customers[12]!, false, { createdAt: new Date(Date.now() + 86_400_000) }),
    async () => db.delete(appointments).where(eq(appointments.id, await ofCustomer(customers[5]!, true))),
    () =>
      db.insert(appointments).values({
        // Saturday late evening, where only one advisor works and no seeded meeting lies: it blocks their starts.
        userId: customers[7]!,
        advisorId: null,
        type: 'consultation',
        meetingType: 'online',
        status: 'confirmed',
        startsAt: new Date('2026-03-28T22:00:00Z'),
        endsAt: new Date('2026-03-28T22:30:00Z'),
      }),
  ];
  for (const change of changes) {
    await change();
    await expectSameAnswers();
  }
}, 240_000);

test('the kept answers follow the booking window as the clock moves', async () => {
  // A quarter hour (no start passes the window on some steps), then past several starts, then a day on.
  for (const at of ['2026-03-18T06:15:00Z', '2026-03-18T09:40:00Z', '2026-03-19T07:00:00Z']) {
    setClock(ctx, at);
    await expectSameAnswers(['consultation']);
  }
}, 120_000);

test('sign-ins and reminders leave the boards’ number alone; a meeting’s time moves it', async () => {
  const revision = async () => BigInt((await ctx.deps.db.select({ v: SLOT_REVISION }).from(users).limit(1))[0]!.v);
  const before = await revision();
  await ctx.deps.db.update(users).set({ lastLoginAt: ctx.deps.now() });
  await ctx.deps.db.update(appointments).set({ reminderSentAt: ctx.deps.now() });
  expect(await revision()).toBe(before);
  await moveOneMeeting('2026-03-28T21:00:00Z');
  expect(await revision()).toBeGreaterThan(before);
});

test('a customer’s part is read once per change of their appointments, not per request', async () => {
  const db = ctx.deps.db;
  const userId = customers[9]!;
  const rev = async () =>
    Number((await db.select({ v: CUSTOMER_LIST_REV }).from(users).where(eq(users.id, userId)))[0]!.v);
  const parts = customerParts(db);
  const first = await parts.part(userId, await rev());
  expect(await parts.part(userId, await rev())).toBe(first);
  // The reminder's claim is not something the part reads: the number, and the part, stay.
  await db.update(appointments).set({ reminderSentAt: ctx.deps.now() }).where(eq(appointments.userId, userId));
  expect(await parts.part(userId, await rev())).toBe(first);
  await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.userId, userId));
  const next = await parts.part(userId, await rev());
  expect(next).not.toBe(first);
  expect(next!.rev).toBeGreaterThan(first!.rev);
  expect(next!.active).toEqual([]);
  await expectSameAnswers(['consultation']);
  // The route's statement is read unmapped (decision 111): the list number it passes is the database's.
  const asked = vi.spyOn(parts, 'part');
  await customerSlotsAnswer(ctx.deps, userId, { from: RANGES[0][0], to: RANGES[0][1], type: 'consultation' });
  expect(asked).toHaveBeenCalledWith(userId, await rev());
  asked.mockRestore();
});
