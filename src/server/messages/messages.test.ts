import { afterAll, beforeAll, expect, test } from 'vitest';
import { body, travel } from '@/server/test/accounts';
import { setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, htmlBytes, pdfBytes } from '@/server/test/files';
import { auditRows, createCustomer, createStaff } from '@/server/test/staff';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MESSAGES: '8' });
  setClock(ctx, '2026-05-04T10:00:00Z');
});
afterAll(() => ctx.close());

const write = (token: string, json: unknown, lang = 'en') => ctx.api('POST', '/api/messages', { token, json, lang });
const staffWrite = (token: string, customerId: string, json: unknown) =>
  ctx.api('POST', `/api/staff/cases/${customerId}/messages`, { token, json });
const read = async (token: string, path: string) => (await body(await ctx.api('GET', path, { token }))).data;

async function caseWithAdvisor() {
  const advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
  const customer = await createCustomer(ctx, advisor.user.id);
  return { advisor, customer };
}

test('customer and advisor write both ways; unread counts and read markers on both sides', async () => {
  const { advisor, customer } = await caseWithAdvisor();
  const first = await write(customer.token, { body: 'Merhaba, diplomam reddedildi mi?\nTeşekkürler.' });
  expect(first.status).toBe(201);
  const sent = (await body(first)).data;
  expect(sent).toMatchObject({
    sender: 'customer',
    staffName: null,
    body: 'Merhaba, diplomam reddedildi mi?\nTeşekkürler.',
  });

  const staffView = await read(advisor.token, `/api/staff/cases/${customer.user.id}/messages`);
  expect(staffView.items).toHaveLength(1);
  expect(staffView.unread).toBe(1);
  expect((await read(customer.token, '/api/messages/unread-count')).unread).toBe(0);

  travel(ctx, 60_000);
  const answer = await staffWrite(advisor.token, customer.user.id, { body: 'Evet, tercüme eksik.' });
  expect(answer.status).toBe(201);
  const reply = (await body(answer)).data;
  expect(reply).toMatchObject({ sender: 'staff', staffName: 'Jonas Weber' });
  expect((await read(advisor.token, `/api/staff/cases/${customer.user.id}/messages`)).unread).toBe(0);

  const mine = await read(customer.token, '/api/messages');
  expect(mine.items.map((m: { id: string }) => m.id)).toEqual([reply.id, sent.id]);
  expect(mine.unread).toBe(1);
  expect(mine.advisor).toEqual({ firstName: 'Jonas', lastName: 'Weber', photoUrl: null });
  expect(mine.otherSideReadAt).toBe(reply.createdAt);

  const marked = await ctx.api('POST', '/api/messages/read', { token: customer.token, json: { upTo: reply.id } });
  expect((await body(marked)).data).toEqual({ unread: 0 });
  const after = await read(advisor.token, `/api/staff/cases/${customer.user.id}/messages`);
  expect(after.otherSideReadAt).toBe(reply.createdAt);
  expect((await auditRows(ctx)).filter((row) => row.action === 'case.message')).toEqual([
    expect.objectContaining({ actorId: advisor.user.id, caseId: customer.user.id, targetId: reply.id }),
  ]);
});

test('paging is newest first by cursor, with no message twice or missing', async () => {
  const { customer } = await caseWithAdvisor();
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    ids.push((await body(await write(customer.token, { body: `Mesaj ${i}` }))).data.id);
    travel(ctx, 1000);
  }
  const seen: string[] = [];
  let before: string | null = null;
  do {
    const page: { items: { id: string }[]; nextBefore: string | null } = await read(
      customer.token,
      `/api/messages?limit=2${before ? `&before=${before}` : ''}`,
    );
    seen.push(...page.items.map((m) => m.id));
    before = page.nextBefore;
  } while (before);
  expect(seen).toEqual([...ids].reverse());
});

test('the inbox lists what waits for staff, oldest first, with how long; an answer takes it off', async () => {
  const admin = await createStaff(ctx, 'admin');
  const { advisor, customer: early } = await caseWithAdvisor();
  const unassigned = await createCustomer(ctx, null);
  await write(early.token, { body: 'İlk soru' });
  travel(ctx, 5 * 60_000);
  await write(unassigned.token, { body: 'Danışmanım yok' });
  travel(ctx, 60_000);

  const inbox = await read(admin.token, '/api/staff/inbox');
  const mineFirst = inbox.items.filter((i: { customer: { id: string } }) =>
    [early.user.id, unassigned.user.id].includes(i.customer.id),
  );
  expect(mineFirst.map((i: { customer: { id: string } }) => i.customer.id)).toEqual([
    early.user.id,
    unassigned.user.id,
  ]);
  expect(mineFirst[0]).toMatchObject({ waitedSeconds: 360, unread: 1, lastMessage: { body: 'İlk soru' } });
  expect(mineFirst[1]).toMatchObject({ advisor: null, waitedSeconds: 60 });

  // The advisor sees their own case and the shared inbox, not another advisor's customers.
  const other = await caseWithAdvisor();
  await write(other.customer.token, { body: 'Başka danışman' });
  const advisorInbox = (await read(advisor.token, '/api/staff/inbox')).items.map(
    (i: { customer: { id: string } }) => i.customer.id,
  );
  expect(advisorInbox).toContain(early.user.id);
  expect(advisorInbox).toContain(unassigned.user.id);
  expect(advisorInbox).not.toContain(other.customer.user.id);

  expect((await staffWrite(advisor.token, unassigned.user.id, { body: 'Ben yardımcı olayım.' })).status).toBe(201);
  const later = (await read(advisor.token, '/api/staff/inbox')).items.map(
    (i: { customer: { id: string } }) => i.customer.id,
  );
  expect(later).not.toContain(unassigned.user.id);
});

test('another customer’s conversation and another advisor’s case answer 404; staff have no /api/messages', async () => {
  const a = await caseWithAdvisor();
  const b = await caseWithAdvisor();
  const { data: message } = await body(await write(a.customer.token, { body: 'gizli' }));
  const res = await ctx.api('POST', '/api/messages/read', { token: b.customer.token, json: { upTo: message.id } });
  expect(res.status).toBe(404);
  expect((await ctx.api('GET', `/api/messages?before=${message.id}`, { token: b.customer.token })).status).toBe(404);
  expect(
    (await ctx.api('GET', `/api/staff/cases/${a.customer.user.id}/messages`, { token: b.advisor.token })).status,
  ).toBe(404);
  expect((await staffWrite(b.advisor.token, a.customer.user.id, { body: 'x' })).status).toBe(404);
  expect((await ctx.api('GET', '/api/messages', { token: a.advisor.token })).status).toBe(404);
});

test('plain text only: NUL and control characters, empty and too long bodies are 400 with a localised field', async () => {
  const { customer } = await caseWithAdvisor();
  for (const text of ['a\u0000b', '   ', 'x'.repeat(4001), 'esc\u001b[31m']) {
    const res = await write(customer.token, { body: text }, 'de');
    expect(res.status, JSON.stringify(text.slice(0, 10))).toBe(400);
    const { error } = await body(res);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields.body).toMatch(/\p{L}/u);
  }
  const html = '<b>bold</b> <script>alert(1)</script> https://example.com';
  const { data } = await body(await write(customer.token, { body: html }));
  expect(data.body).toBe(html);
});

test('attachments: own documents only, listed with the message, downloadable by both sides of the case only', async () => {
  const { advisor, customer } = await caseWithAdvisor();
  const other = await caseWithAdvisor();
  const upload = async (token: string) =>
    (
      await body(
        await ctx.api('POST', '/api/documents', {
          token,
          body: form({ category: 'other', name: 'Diploma', file: [pdfBytes(), 'diploma.pdf'] }),
        }),
      )
    ).data;
  const mine = await upload(customer.token);
  const theirs = await upload(other.customer.token);
  expect((await write(customer.token, { body: 'ek', documentIds: [theirs.id] })).status).toBe(400);
  const refused = await ctx.api('POST', '/api/documents', {
    token: customer.token,
    body: form({ category: 'other', name: 'x', file: [htmlBytes(), 'x.pdf'] }),
  });
  expect(refused.status).toBe(415);

  const { data: message } = await body(await write(customer.token, { body: 'Diploma ekte', documentIds: [mine.id] }));
  expect(message.attachments).toEqual([
    { id: mine.id, name: 'Diploma', size: pdfBytes().length, mime: 'application/pdf', url: `/files/${mine.id}` },
  ]);
  const listed = (await read(customer.token, '/api/documents')).items;
  expect(listed.map((d: { id: string; sentInMessage: boolean }) => [d.id, d.sentInMessage])).toEqual([[mine.id, true]]);
  const staffPage = await read(advisor.token, `/api/staff/cases/${customer.user.id}/messages`);
  const url = staffPage.items[0].attachments[0].url;
  const download = await ctx.api('GET', `/api/${url.replace(/^\//, '')}`, { token: advisor.token });
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer())).toEqual(pdfBytes());
  expect((await ctx.api('GET', `/api/${url.replace(/^\//, '')}`, { token: other.advisor.token })).status).toBe(404);
  expect((await ctx.api('GET', `/api/files/${mine.id}`, { token: other.customer.token })).status).toBe(404);
});

test('each account may write RATE_LIMIT_MESSAGES messages an hour, then 429 with Retry-After', async () => {
  const { customer } = await caseWithAdvisor();
  for (let i = 0; i < 8; i++) expect((await write(customer.token, { body: `m${i}` })).status).toBe(201);
  const res = await write(customer.token, { body: 'one too many' }, 'tr');
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
});
