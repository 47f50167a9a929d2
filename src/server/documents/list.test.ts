import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { files } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PURPOSES = ['cv', 'languageCertificate', 'otherDocument', 'otherDocument', 'languageCertificate'] as const;

/**
 * `count` documents straight in the table, many sharing one timestamp and others a microsecond apart (what a
 * JavaScript Date cannot tell apart): the order must hold on the id, and no cursor may round the time.
 */
async function seedDocuments(ownerId: string, count: number, start = 0, perMicrosecond = 3) {
  const rows = Array.from({ length: count }, (_, n) => n + start).map((i) => ({
    id: randomUUID(),
    ownerId,
    purpose: i === 0 ? ('cv' as const) : PURPOSES[1 + (i % 4)]!,
    kind: 'pdf' as const,
    mime: 'application/pdf',
    size: 1000 + i,
    originalName: `doc-${i}.pdf`,
    sha256: 'a'.repeat(64),
    reviewStatus: i % 7 === 3 ? ('rejected' as const) : ('pending_review' as const),
    createdAt: sql`timestamptz '2026-01-01 10:00:00+00' + ${Math.floor(i / perMicrosecond)} * interval '1 microsecond'`,
  }));
  await ctx.deps.db.insert(files).values(rows as unknown as (typeof files.$inferInsert)[]);
  return rows;
}

const get = (token: string, query: string, lang = 'en') => ctx.api('GET', `/api/documents${query}`, { token, lang });

async function allPages(token: string, query: string) {
  const pages = [];
  let cursor: string | null = null;
  do {
    const res = await get(token, `?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    const page = (await body(res)).data;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

test('pages follow each other oldest first, ties broken by id, without duplicates or gaps', async () => {
  const { user, token } = await createUser(ctx);
  const rows = await seedDocuments(user.id, 47);
  const pages = await allPages(token, 'pageSize=10');
  expect(pages.map((p) => p.items.length)).toEqual([10, 10, 10, 10, 7]);
  expect(pages.at(-1).nextCursor).toBeNull();
  const ids = pages.flatMap((p) => p.items.map((d: { id: string }) => d.id));
  // Seeded in time order; within one microsecond, the id decides.
  const expected = rows
    .map((row, i) => ({ id: row.id, at: Math.floor(i / 3) }))
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1))
    .map((row) => row.id);
  expect(ids).toEqual(expected);
  // Every page carries the counts of all the documents, not of the page.
  const rejected = rows.filter((row) => row.reviewStatus === 'rejected');
  for (const page of pages) {
    expect(page.total).toBe(47);
    expect(page.counts.cv).toEqual({ total: 1, rejected: 0 });
    expect(page.counts.language.total + page.counts.other.total).toBe(46);
    expect(page.counts.language.rejected + page.counts.other.rejected).toBe(rejected.length);
  }
});

test('one category pages on its own; a document written meanwhile shows up at the end, once', async () => {
  const { user, token } = await createUser(ctx);
  await seedDocuments(user.id, 20);
  const first = (await body(await get(token, '?category=language&pageSize=4'))).data;
  expect(first.items.every((d: { category: string }) => d.category === 'language')).toBe(true);
  expect(first.total).toBe(first.counts.language.total);
  // Index 21: a microsecond after the last of the twenty.
  const [late] = await seedDocuments(user.id, 1, 21);
  const rest = await allPages(token, 'pageSize=4');
  const ids = rest.flatMap((p) => p.items.map((d: { id: string }) => d.id));
  expect(new Set(ids).size).toBe(21);
  expect(ids.at(-1)).toBe(late!.id);
});

test('an empty list and a page past the end answer the counts too', async () => {
  const { user, token } = await createUser(ctx);
  const empty = (await body(await get(token, ''))).data;
  expect(empty).toMatchObject({ items: [], nextCursor: null, total: 0, counts: { cv: { total: 0, rejected: 0 } } });
  await seedDocuments(user.id, 3, 0, 1);
  const cursor = (await body(await get(token, '?pageSize=2'))).data.nextCursor;
  // The only CV is the first document: nothing of it comes after the second.
  const past = (await body(await get(token, `?category=cv&cursor=${encodeURIComponent(cursor)}`))).data;
  expect(past).toMatchObject({ items: [], nextCursor: null, counts: { cv: { total: 1, rejected: 0 } } });
});

test('a garbled cursor or page size answers 400 with a localised message, never 5xx', async () => {
  const { token } = await createUser(ctx);
  for (const query of [
    '?cursor=abc',
    '?cursor=1.not-a-uuid',
    `?cursor=-5.${randomUUID()}`,
    '?pageSize=0',
    '?pageSize=1000',
  ]) {
    for (const lang of ['tr', 'de']) {
      const res = await get(token, query, lang);
      expect(res.status, query).toBe(400);
      const answer = await body(res);
      expect(answer.error.code).toBe('VALIDATION_FAILED');
      expect(answer.message).toBeTruthy();
    }
  }
  const tr = await body(await get(token, '?cursor=abc', 'tr'));
  const de = await body(await get(token, '?cursor=abc', 'de'));
  expect(tr.message).not.toBe(de.message);
});

test("another user's cursor reads only the caller's own documents", async () => {
  const a = await createUser(ctx);
  const b = await createUser(ctx);
  await seedDocuments(a.user.id, 5);
  const mine = await seedDocuments(b.user.id, 3);
  const pageOfA = (await body(await get(a.token, '?pageSize=2'))).data;
  const withIt = (await body(await get(b.token, `?cursor=${encodeURIComponent(pageOfA.nextCursor)}`))).data;
  expect(withIt.items.every((d: { id: string }) => mine.some((row) => row.id === d.id))).toBe(true);
});
