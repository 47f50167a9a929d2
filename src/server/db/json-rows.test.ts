import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from './client';
import { insertJsonRows, rowsOf } from './json-rows';
import { mailOutbox } from './schema';
import { freshDatabase } from '@/server/test/database';

// Decision 100: many rows as one json parameter. What drizzle's `values()` did per cell must hold for the json:
// dates as instants, jsonb as the object (not a string), null as SQL NULL, an unnamed column its SQL default.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

test('rows go in as one json parameter with their dates, jsonb, nulls and the columns’ defaults', async () => {
  const at = new Date('2026-01-31T23:59:59.123Z');
  const rows = Array.from({ length: 3 }, (_, i) => ({
    idempotencyKey: `json-rows:${i}`,
    message: { compose: { kind: 'receipt', ref: `p${i}` } },
    link: i === 0 ? null : { table: 'password_resets' as const, tokenHash: `h${i}`, ttlMs: 1000 },
    createdAt: at,
    nextAttemptAt: at,
  }));
  const statement = insertJsonRows(mailOutbox, rows);
  // One parameter however many rows, and one for the columns every row has the same plain value in (decision 110):
  // the two dates go once, the keys, messages and links (json, not plain) with each row.
  const { params } = new PgDialect().sqlToQuery(statement);
  expect(params).toHaveLength(2);
  expect(JSON.parse(params[1] as string)).toEqual({ created_at: at.toISOString(), next_attempt_at: at.toISOString() });
  expect(Object.keys(JSON.parse(params[0] as string)[0])).toEqual(['idempotency_key', 'message', 'link']);
  const written = rowsOf<{ id: string }>(await handle.db.execute(sql`${statement} returning id`));
  expect(written).toHaveLength(3);
  const [first] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, 'json-rows:0'));
  expect(first).toMatchObject({ status: 'pending', attempts: 0, link: null, createdAt: at, nextAttemptAt: at });
  expect(first!.message).toEqual({ compose: { kind: 'receipt', ref: 'p0' } });
  const [second] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, 'json-rows:1'));
  expect(second!.link).toEqual({ table: 'password_resets', tokenHash: 'h1', ttlMs: 1000 });
  // A known key written again: the caller's `on conflict` applies to the json rows like any insert.
  const again = await handle.db.execute(sql`${statement} on conflict (idempotency_key) do nothing returning id`);
  expect(rowsOf(again)).toHaveLength(0);
});

test('rows that share nothing, or a single row, go as one parameter; rows alike in every column still go in', async () => {
  const dialect = new PgDialect();
  const apart = [0, 1].map((i) => ({
    idempotencyKey: `json-rows:apart:${i}`,
    nextAttemptAt: new Date(1_000_000 * (i + 1)),
  }));
  expect(dialect.sqlToQuery(insertJsonRows(mailOutbox, apart)).params).toHaveLength(1);
  expect(dialect.sqlToQuery(insertJsonRows(mailOutbox, apart.slice(0, 1))).params).toHaveLength(1);
  // Every column the same: the first stays with the rows (a record set needs a column), so both rows are written.
  const alike = [0, 1].map(() => ({ status: 'failed' as const, attempts: 7 }));
  const written = rowsOf<{ status: string; attempts: number }>(
    await handle.db.execute(sql`${insertJsonRows(mailOutbox, alike)} returning status, attempts`),
  );
  expect(written).toEqual([
    { status: 'failed', attempts: 7 },
    { status: 'failed', attempts: 7 },
  ]);
  await handle.db.execute(sql`${insertJsonRows(mailOutbox, apart)}`);
  const dates = await handle.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.idempotencyKey} like 'json-rows:apart:%'`);
  expect(dates.map((row) => row.nextAttemptAt.getTime()).sort()).toEqual([1_000_000, 2_000_000]);
});
