import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '@/server/db/schema';
import { createAdvisor, setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { SLOT_BOARD_MAX_AGE_MS, SLOT_REVISION, SlotBoards } from './slot-boards';

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

test('an old board is served while its successor is built; a moved number waits for its own', async () => {
  const boards = new SlotBoards(ctx.deps);
  const rev = await revision();
  const first = boards.board(rev, RANGE);
  expect(boards.board(rev, RANGE)).toBe(first);
  const board = await first;
  expect(board.starts.length).toBeGreaterThan(10);

  setClock(ctx, new Date(Date.parse('2026-03-18T06:00:00Z') + SLOT_BOARD_MAX_AGE_MS).toISOString());
  // Past its age: the same board at once, however many ask, while one build runs.
  expect(boards.board(rev, RANGE)).toBe(first);
  expect(boards.board(rev, RANGE)).toBe(first);
  let next = first;
  for (let i = 0; i < 200 && next === first; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    next = boards.board(rev, RANGE);
  }
  expect(next).not.toBe(first);
  expect(await next).toEqual(board);
  // Renewed: the successor is kept, not built again.
  expect(boards.board(rev, RANGE)).toBe(next);

  // A later number is not served the kept board.
  const moved = boards.board(String(BigInt(rev) + 1n), RANGE);
  expect(moved).not.toBe(next);
  expect(await moved).toEqual(board);
});
