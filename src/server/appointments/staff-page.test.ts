import { afterAll, beforeAll, expect, test } from 'vitest';
import { appointments } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createCustomer, createStaff } from '@/server/test/staff';

// GET /staff/appointments in keyset pages (decision 099): every meeting once, in order, across pages that split
// meetings of one start; an admin's advisor filter; an advisor still sees only their own; bad paging → 400.
let ctx: TestContext;
let admin: { token: string };
let advisors: { user: { id: string }; token: string }[];
const ids: Record<string, string[]> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createStaff(ctx, 'admin');
  advisors = [await createStaff(ctx), await createStaff(ctx)];
  const customer = await createCustomer(ctx, null);
  // Five meetings per advisor on 2026-12-01, two advisors at each start: a page may end between two of a start.
  for (const [n, advisor] of advisors.entries()) {
    const rows = await ctx.deps.db
      .insert(appointments)
      .values(
        [10, 11, 12, 13, 14].map((hour) => ({
          userId: customer.user.id,
          advisorId: advisor.user.id,
          type: 'consultation' as const,
          meetingType: 'online' as const,
          status: n === 0 ? ('confirmed' as const) : ('cancelled' as const),
          startsAt: new Date(`2026-12-01T${hour}:00:00Z`),
          endsAt: new Date(`2026-12-01T${hour}:30:00Z`),
        })),
      )
      .returning({ id: appointments.id });
    ids[advisor.user.id] = rows.map((r) => r.id);
  }
  // A customer of the second advisor's, met by the first: both see it (their own meeting; their customer's).
  const theirs = await createCustomer(ctx, advisors[1]!.user.id);
  const [shared] = await ctx.deps.db
    .insert(appointments)
    .values({
      userId: theirs.user.id,
      advisorId: advisors[0]!.user.id,
      type: 'consultation',
      meetingType: 'online',
      status: 'pending',
      startsAt: new Date('2026-12-01T15:00:00Z'),
      endsAt: new Date('2026-12-01T15:30:00Z'),
    })
    .returning({ id: appointments.id });
  for (const advisor of advisors) ids[advisor.user.id]!.push(shared!.id);
});
afterAll(() => ctx.close());

const week = '/api/staff/appointments?from=2026-11-30&to=2026-12-06';
const get = (who: { token: string }, query = '', lang = 'en') =>
  ctx.api('GET', `${week}${query}`, { token: who.token, lang });

async function walk(who: { token: string }, query: string) {
  const seen: { id: string; start: string }[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await get(who, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const page = (await body(res)).data as { items: { id: string; start: string }[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(3);
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 10);
  return { seen, pages };
}

test("an admin's every meeting comes once, in order, over pages; an advisor's filter shows what they see", async () => {
  const all = await walk(admin, '&pageSize=3');
  expect(all.pages).toBe(4);
  expect(all.seen.map((m) => m.id).sort()).toEqual([...new Set(Object.values(ids).flat())].sort());
  const starts = all.seen.map((m) => m.start);
  expect(starts).toEqual([...starts].sort());
  const one = await walk(admin, `&pageSize=3&advisorId=${advisors[1]!.user.id}`);
  expect(one.seen.map((m) => m.id)).toEqual(ids[advisors[1]!.user.id]);
  // Without a page size the answer is one page of up to 100: all eleven here, and no cursor.
  expect((await body(await get(admin))).data.nextCursor).toBeNull();
});

test('an advisor pages through their own meetings only', async () => {
  const own = await walk(advisors[0]!, '&pageSize=2');
  expect(own.seen.map((m) => m.id)).toEqual(ids[advisors[0]!.user.id]);
});

test('a garbled cursor or page size answers 400 with a localised message', async () => {
  for (const query of ['&cursor=abc', '&cursor=12.not-a-uuid', '&pageSize=0', '&pageSize=101', '&advisorId=x']) {
    const res = await get(admin, query, 'de');
    expect(res.status, query).toBe(400);
    const { error } = await body(res);
    expect(Object.values(error.fields ?? {}).join(' '), query).not.toMatch(/validation\.|^$/);
  }
});
