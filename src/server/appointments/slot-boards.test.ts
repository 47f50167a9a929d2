import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appointments, users } from '@/server/db/schema';
import { createUser } from '@/server/test/users';
import { createAdvisor, setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import type { SlotBoard } from './slot-board';
import { atLeast, type BoardRange, SLOT_BOARD_MAX_AGE_MS, SLOT_REVISION, SlotBoards } from './slot-boards';

/**
 * The boards' lifetime (decisions 096, 104): a moved number is waited for; a board only past its age is served
 * while one build replaces it, so the requests of that moment never queue behind a build.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  setClock(ctx, '2026-03-18T06:00:00Z');
  await createAdvisor(ctx);
});
afterAll(() => ctx.close());

const RANGE = { from: '2026-03-23', to: '2026-03-27', minutes: 30 };
const revision = async () => (await ctx.deps.db.select({ v: SLOT_REVISION }).from(users).limit(1))[0]!.v;

test("the number moves at the sequence's first change too", async () => {
  const fresh = await createTestContext();
  try {
    const read = async () => {
      const result: unknown = await fresh.deps.db.execute(sql`select ${SLOT_REVISION} as v`);
      return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { v: string }[])[0]!.v;
    };
    expect(await read()).toBe('0');
    await fresh.deps.db.execute(sql`select nextval('slot_revision')`);
    expect(await read()).toBe('1');
  } finally {
    await fresh.close();
  }
});

/** Counts the builds (each is the 250–660 ms query at 100k), and hands out the latest. */
class CountedBoards extends SlotBoards {
  builds = 0;
  latest: Promise<SlotBoard> | undefined;
  protected override build(range: BoardRange) {
    this.builds += 1;
    return (this.latest = super.build(range));
  }
  /** Until the latest build has been taken in (its `then` runs a turn after it resolves). */
  async settled() {
    await this.latest;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const at = (ms: number) => setClock(ctx, new Date(Date.parse('2026-03-18T06:00:00Z') + ms).toISOString());

test('an old board is served while it is built once more; an equal one is kept and never built again by age', async () => {
  at(0);
  const boards = new CountedBoards(ctx.deps);
  const rev = await revision();
  const first = boards.board(rev, RANGE);
  expect(boards.board(rev, RANGE)).toBe(first);
  const board = await first;
  expect(board.starts.length).toBeGreaterThan(10);
  expect(boards.builds).toBe(1);

  at(SLOT_BOARD_MAX_AGE_MS);
  // Past its age: the same board at once, however many ask, while one build runs.
  expect(boards.board(rev, RANGE)).toBe(first);
  expect(boards.board(rev, RANGE)).toBe(first);
  expect(boards.builds).toBe(2);
  await boards.settled();
  // Equal: the first object stays (what is kept per board with it), and the number unchanged, no build by age.
  expect(boards.board(rev, RANGE)).toBe(first);
  at(10 * SLOT_BOARD_MAX_AGE_MS);
  expect(boards.board(rev, RANGE)).toBe(first);
  expect(boards.builds).toBe(2);

  // A later number is not served the kept board.
  const moved = boards.board(String(BigInt(rev) + 1n), RANGE);
  expect(moved).not.toBe(first);
  expect(await moved).toEqual(board);
  expect(boards.builds).toBe(3);
});

test('a board that missed a change under its number is replaced by its second build, which then stays', async () => {
  at(0);
  const range = { from: '2026-03-24', to: '2026-03-24', minutes: 30 };
  const boards = new CountedBoards(ctx.deps);
  const rev = await revision();
  const first = boards.board(rev, range);
  const board = await first;
  // A meeting committed as the number was read: the board under `rev` does not have it (the instant decision 096
  // accepts), and this process keeps reading `rev`.
  const advisor = board.free[0]![0]!.advisorId;
  const customer = (await createUser(ctx)).user.id;
  const start = board.starts[0]!;
  await ctx.deps.db.insert(appointments).values({
    userId: customer,
    advisorId: advisor,
    type: 'consultation',
    meetingType: 'online',
    status: 'confirmed',
    startsAt: new Date(start),
    endsAt: new Date(start + 30 * 60_000),
  });

  at(SLOT_BOARD_MAX_AGE_MS);
  expect(boards.board(rev, range)).toBe(first);
  await boards.settled();
  const second = boards.board(rev, range);
  expect(second).not.toBe(first);
  // The meeting counts in its advisor's load, and its start is no longer free with that advisor.
  expect((await second).load.get(advisor)).toBe((board.load.get(advisor) ?? 0) + 1);
  const index = (await second).starts.indexOf(start);
  expect(index === -1 || !(await second).free[index]!.some((a) => a.advisorId === advisor)).toBe(true);
  at(10 * SLOT_BOARD_MAX_AGE_MS);
  expect(boards.board(rev, range)).toBe(second);
  expect(boards.builds).toBe(2);
});

/** The boards' numbers compared as text (decision 111) order as the numbers do, across lengths and past 2^53. */
test('atLeast orders sequence numbers as BigInt does', () => {
  const numbers = [
    '0',
    '1',
    '9',
    '10',
    '11',
    '99',
    '100',
    '123',
    '9007199254740993',
    '9007199254740992',
    '10000000000000000000',
  ];
  for (const a of numbers) for (const b of numbers) expect(atLeast(a, b), `${a} ≥ ${b}`).toBe(BigInt(a) >= BigInt(b));
});
