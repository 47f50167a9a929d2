import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CaseQuery } from '@/lib/schemas/cases';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { StaffMember } from '@/server/staff/access';
import { auditPageQuery } from '@/server/staff/audit-page';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createCustomer, createStaff } from '@/server/test/staff';
import { casePageQuery } from './list';

// Decision 088: keyset pages and the folded search, on PGlite and on PostgreSQL (the same file runs on both).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const casesOf = async (token: string, query: string) => {
  const res = await ctx.api('GET', `/api/staff/cases?${query}`, { token });
  expect(res.status).toBe(200);
  return (await body(res)).data as { items: { id: string }[]; nextCursor: string | null; total: number };
};

test('keyset pages: every case once, in order, while newer cases arrive between the pages', async () => {
  const advisor = await createStaff(ctx, 'advisor');
  const made = [];
  for (let i = 0; i < 23; i += 1) made.push((await createCustomer(ctx, advisor.user.id)).user.id);
  // Microseconds apart and tied within them: a cursor rounded to milliseconds would skip or repeat these.
  for (const [i, id] of made.entries())
    await ctx.deps.db
      .update(users)
      .set({ createdAt: sql`timestamptz '2026-01-01T00:00:00Z' + ${i % 4} * interval '1 microsecond'` })
      .where(eq(users.id, id));
  const expected = (
    await ctx.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.assignedAdvisorId, advisor.user.id))
      .orderBy(sql`${users.createdAt} desc, ${users.id} desc`)
  ).map((row) => row.id);

  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await casesOf(advisor.token, `pageSize=10${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    // A customer registers meanwhile: OFFSET pages would now show the last row of this page again.
    await createCustomer(ctx, advisor.user.id);
  } while (cursor);
  expect(seen).toEqual(expected);
  expect((await casesOf(advisor.token, 'pageSize=10')).total).toBe(26);
  const tooBig = await ctx.api('GET', '/api/staff/cases?pageSize=101', { token: advisor.token });
  expect(tooBig.status).toBe(400);
});

test('the search folds Turkish letters and accents on both sides: prefix, any case, name or e-mail', async () => {
  const advisor = await createStaff(ctx, 'advisor');
  const person = async (firstName: string, lastName: string, email: string) =>
    (await createCustomer(ctx, advisor.user.id, { firstName, lastName, email })).user.id;
  const ismail = await person('İsmail', 'Yılmaz', 'i.yilmaz@example.com');
  const sahin = await person('Ali', 'Şahin', 'ali@example.com');
  const gul = await person('Gül', 'Demir', 'gd@example.com');
  const isil = await person('IŞIL', 'ÖZTÜRK', 'isil@example.com');
  const cagri = await person('Çağrı', 'Müller', 'cagri.mueller@example.de');
  const search = async (q: string) =>
    (await casesOf(advisor.token, `search=${encodeURIComponent(q)}`)).items.map((item) => item.id).sort();
  const only = (...ids: string[]) => ids.sort();
  expect(await search('ismail')).toEqual(only(ismail));
  expect(await search('İSMAİL')).toEqual(only(ismail));
  expect(await search('ISMAIL')).toEqual(only(ismail));
  expect(await search('ism')).toEqual(only(ismail));
  expect(await search('yilmaz')).toEqual(only(ismail));
  expect(await search('sahin')).toEqual(only(sahin));
  expect(await search('ŞAHİN')).toEqual(only(sahin));
  expect(await search('gul')).toEqual(only(gul));
  expect(await search('GÜL')).toEqual(only(gul));
  expect(await search('ışıl öztürk')).toEqual(only(isil));
  expect(await search('isil oz')).toEqual(only(isil));
  expect(await search('cagri muller')).toEqual(only(cagri));
  expect(await search('cagri.mue')).toEqual(only(cagri));
  expect(await search('example.de')).toEqual(only(cagri));
  expect(await search('Şah')).toEqual(only(sahin));
  expect(await search('sahin gul')).toEqual([]);
});

test("the team page counts each advisor's own customers", async () => {
  const { token } = await createStaff(ctx, 'admin');
  const advisor = await createStaff(ctx, 'advisor');
  for (let i = 0; i < 3; i += 1) await createCustomer(ctx, advisor.user.id);
  const res = await ctx.api('GET', '/api/staff/users', { token });
  const team = (await body(res)).data as { id: string; caseCount: number }[];
  expect(team.find((member) => member.id === advisor.user.id)?.caseCount).toBe(3);
});

const admin: StaffMember = { id: '00000000-0000-4000-8000-000000000000', role: 'admin' };
const caseQuery = (query: Partial<CaseQuery>): CaseQuery => ({ filter: 'all', pageSize: 20, ...query });

/** The plan the database picks (PGlite is the same planner), as JSON text. */
async function planOf(db: Database, query: { getSQL: () => ReturnType<typeof sql> }): Promise<string> {
  return JSON.stringify(await planTree(db, query));
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

async function planTree(db: Database, query: { getSQL: () => ReturnType<typeof sql> }): Promise<PlanNode> {
  const result = (await db.execute(sql`explain (format json) ${query.getSQL()}`)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const plan = Object.values(rows[0]!)[0];
  return ((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[])[0]!.Plan;
}

/**
 * A case page's plan in two parts (decision 101): the page's rows, and the uncorrelated subqueries PostgreSQL runs
 * once per statement (InitPlans: the capped count, a search's window edge), each of which must stop at a limit.
 */
async function casePlan(db: Database, query: { getSQL: () => ReturnType<typeof sql> }) {
  const once: PlanNode[] = [];
  const strip = (node: PlanNode): PlanNode => ({
    ...node,
    Plans: (node.Plans ?? [])
      .filter((child) => child['Parent Relationship'] !== 'InitPlan' || !once.push(child))
      .map(strip),
  });
  const rows = strip(await planTree(db, query));
  return { rows: JSON.stringify(rows), once };
}

test('plans with 10,000 customers and audit rows: the search, a deep case page and a deep audit page use an index', async () => {
  const { db } = ctx.deps;
  // The rows in one go, without the API's statement time limit (a loaded test machine needs more than 5 s).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`insert into users (email, password_hash, first_name, last_name, terms_accepted_at, created_at)
    select 'k' || n || '@example.com', 'x', 'Kişi', 'No' || n, now(), now() - n * interval '1 minute'
    from generate_series(1, 10000) n`);
    await tx.execute(sql`insert into audit_log (at, action, target_type, target_id, case_id)
    select now(), case when n % 100 = 0 then 'case.assign' else 'case.note' end, 'case', gen_random_uuid(),
      gen_random_uuid() from generate_series(1, 10000) n`);
  });
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze audit_log`);
  const view = { locale: 'en' as const, now: new Date() };
  const cursor = `${(Date.now() - 10_000 * 60_000) * 1000}.00000000-0000-4000-8000-000000000000`;
  const seqScanOfUsers = /"Node Type":"Seq Scan"[^{}]*"Relation Name":"users"/;

  const searched = await casePlan(db, casePageQuery(db, admin, caseQuery({ search: 'Şahin' }), view));
  expect(searched.rows).toContain('"Index Name":"users_search_trgm_idx"');
  expect(searched.rows).not.toMatch(seqScanOfUsers);
  const deep = await casePlan(db, casePageQuery(db, admin, caseQuery({ cursor }), view));
  expect(deep.rows).toMatch(
    /"Index Name":"users_created_idx"[^{}]*"Index Cond":"\(ROW\((users\.)?created_at, (users\.)?id\) </,
  );
  expect(deep.rows).not.toMatch(seqScanOfUsers);
  // The search's first try walks the newest customers; its window's edge is read from the index alone.
  const windowed = await casePlan(db, casePageQuery(db, admin, caseQuery({ search: 'Şahin' }), view, true));
  expect(windowed.rows).not.toMatch(seqScanOfUsers);
  expect(JSON.stringify(windowed.once)).toMatch(/"Node Type":"Index Only Scan"[^{}]*"Index Name":"users_created_idx"/);
  // What runs once per statement stops at its limit: the count at COUNT_CAP + 1 rows, the edge at the window's.
  for (const { once } of [searched, deep, windowed]) {
    expect(once.length).toBeGreaterThan(0);
    for (const node of once) expect(JSON.stringify(node)).toContain('"Node Type":"Limit"');
  }

  const deepAudit = await planOf(db, auditPageQuery(db, { pageSize: 25, cursor: '500' }));
  expect(deepAudit).toMatch(/"Index Name":"audit_log_pkey"[^{}]*"Index Cond":"\(id < /);
  expect(deepAudit).not.toContain('"Seq Scan"');
  const byAction = await planOf(db, auditPageQuery(db, { pageSize: 25, action: 'case.assign', cursor: '19000' }));
  expect(byAction).toContain('"Index Name":"audit_log_action_idx"');
  expect(byAction).not.toContain('"Seq Scan"');
}, 120_000);
