import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from './client';
import { rowsOf } from './json-rows';
import { orderedId } from './ordered-id';
import { freshDatabase } from '@/server/test/database';

// Decision 110: a batch's rows get time-ordered ids so they share the primary key's last pages. They must be valid
// version-7 UUIDs, unique, and sort in the order they were made — in JavaScript and as PostgreSQL's uuid.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('ids are version-7 UUIDs whose first 48 bits are the millisecond they were made in', () => {
  const at = Date.UTC(2026, 10, 26, 18, 30, 0, 123);
  const id = orderedId(at);
  expect(id).toMatch(V7);
  expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(at);
});

test('many ids in the same millisecond are unique and in the order they were made, past the counter’s range too', () => {
  const at = Date.UTC(2030, 0, 1);
  const ids = Array.from({ length: 5000 }, () => orderedId(at));
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual(ids);
  for (const id of ids) expect(id).toMatch(V7);
  // 5,000 cannot fit one millisecond's 4,096 counter values: the later ones moved to the next millisecond.
  expect(parseInt(ids.at(-1)!.slice(0, 8) + ids.at(-1)!.slice(9, 13), 16)).toBeGreaterThan(at);
});

test('a clock that goes back does not break the order', () => {
  const first = orderedId(Date.UTC(2031, 0, 1, 0, 0, 1));
  const second = orderedId(Date.UTC(2031, 0, 1, 0, 0, 0));
  expect(second > first).toBe(true);
});

test('the database takes them as uuid and orders them as they were made', async () => {
  const ids = Array.from({ length: 50 }, () => orderedId());
  const shuffled = [...ids].reverse();
  const rows = rowsOf<{ id: string }>(
    await handle.db.execute(
      sql`select value::uuid::text as id from jsonb_array_elements_text(${JSON.stringify(shuffled)}::jsonb) order by value::uuid`,
    ),
  );
  expect(rows.map((row) => row.id)).toEqual(ids);
});
