import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createStaff } from '@/server/test/staff';
import { SEARCH_WINDOW } from './search-window';

// Decision 101: a search first looks among the newest customers, then (too few there) through the trigram index.
// Either way the pages must be exactly the matches, newest first, once each; on PGlite and PostgreSQL.
let ctx: TestContext;
let admin: string;
let advisor: { id: string; token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await createStaff(ctx, 'admin')).token;
  const made = await createStaff(ctx, 'advisor');
  advisor = { id: made.user.id, token: made.token };
  // More customers than the window. Every 40th is a "Yılmaz", spread over all of them (a full page lies in the
  // window); "Nadir" only among the oldest 300 (outside it); every 3rd is the advisor's.
  const total = SEARCH_WINDOW + 1000;
  await ctx.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`insert into users (email, password_hash, first_name, last_name, terms_accepted_at, created_at,
      assigned_advisor_id)
    select 'w' || n || '@example.com', 'x', 'Kişi',
      case when n % 40 = 0 then 'Yılmaz' when n > ${total - 300} and n % 7 = 0 then 'Nadir' else 'No' || n end,
      now(), timestamptz '2026-01-01T00:00:00Z' - (n / 2) * interval '1 second',
      case when n % 3 = 0 then ${advisor.id}::uuid end
    from generate_series(1, ${total}) n`);
  });
});
afterAll(() => ctx.close());

/** Every page of a search through the API, following the cursors. */
async function allPages(token: string, search: string) {
  const seen: string[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const query = `search=${encodeURIComponent(search)}&pageSize=20${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await ctx.api('GET', `/api/staff/cases?${query}`, { token });
    expect(res.status).toBe(200);
    const page = (await body(res)).data as { items: { id: string }[]; nextCursor: string | null; total: number };
    seen.push(...page.items.map((item) => item.id));
    totals.push(page.total);
    cursor = page.nextCursor;
  } while (cursor);
  return { seen, totals };
}

const truth = async (word: string, advisorId?: string) =>
  (
    await ctx.deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.role, 'customer'),
          like(users.searchText, `%${word}%`),
          advisorId ? eq(users.assignedAdvisorId, advisorId) : undefined,
        ),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
  ).map((row) => row.id);

test('a common word (a full page in the window), a rare one (none there) and an address page exactly alike', async () => {
  for (const [word, search] of [
    ['yilmaz', 'YILMAZ'],
    ['nadir', 'nadır'],
    // An address goes straight to the trigram index.
    ['99@example.com', '99@EXAMPLE.com'],
  ] as const) {
    const expected = await truth(word);
    expect(expected.length).toBeGreaterThan(20);
    const { seen, totals } = await allPages(admin, search);
    expect(seen).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  }
}, 120_000);

test("an advisor's search windows over their own customers", async () => {
  for (const word of ['yilmaz', 'nadir']) {
    const expected = await truth(word, advisor.id);
    expect(expected.length).toBeGreaterThan(0);
    expect((await allPages(advisor.token, word)).seen).toEqual(expected);
  }
  // A word nobody has: an empty first page, counted 0.
  const none = await allPages(advisor.token, 'qqqx');
  expect(none).toEqual({ seen: [], totals: [0] });
}, 120_000);
