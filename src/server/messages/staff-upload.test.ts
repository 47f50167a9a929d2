import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, htmlBytes, pdfBytes } from '@/server/test/files';
import { auditRows, createCustomer, createStaff } from '@/server/test/staff';

// Decision 084: staff upload a new file from the conversation; it becomes the customer's document, sent by staff.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function caseWithAdvisor() {
  const advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
  const customer = await createCustomer(ctx, advisor.user.id);
  return { advisor, customer };
}
const upload = (token: string, customerId: string, file: [Buffer, string], lang = 'en') =>
  ctx.api('POST', `/api/staff/cases/${customerId}/messages/attachments`, {
    token,
    lang,
    body: form({ file }),
  });
const stored = (ownerId: string) => readdir(path.join(ctx.dataDir, 'uploads', ownerId)).catch(() => [] as string[]);
const get = (token: string, url: string) => ctx.api('GET', `/api/${url.replace(/^\//, '')}`, { token });

test('staff upload a file into the conversation: the customer’s document, sent by staff, downloadable by both sides', async () => {
  const { advisor, customer } = await caseWithAdvisor();
  const res = await upload(advisor.token, customer.user.id, [pdfBytes(), 'Antrag.pdf']);
  expect(res.status).toBe(201);
  const attachment = (await body(res)).data;
  expect(attachment).toMatchObject({ name: 'Antrag.pdf', size: pdfBytes().length, mime: 'application/pdf' });
  expect(await stored(customer.user.id)).toEqual([attachment.id]);
  expect((await auditRows(ctx)).filter((row) => row.targetId === attachment.id)).toEqual([
    expect.objectContaining({ action: 'document.upload', actorId: advisor.user.id, caseId: customer.user.id }),
  ]);

  const sent = await ctx.api('POST', `/api/staff/cases/${customer.user.id}/messages`, {
    token: advisor.token,
    json: { body: 'Formu doldurup geri gönderin.', documentIds: [attachment.id] },
  });
  expect(sent.status).toBe(201);
  const message = (await body(sent)).data;
  expect(message.attachments).toEqual([attachment]);

  // The customer's documents list it as theirs, sent by the advisor, approved (it never waits in the review queue).
  const documents = (await body(await ctx.api('GET', '/api/documents', { token: customer.token }))).data.items;
  expect(documents).toEqual([
    expect.objectContaining({ id: attachment.id, sentByStaff: true, sentInMessage: true, reviewStatus: 'approved' }),
  ]);
  const theirs = (await body(await ctx.api('GET', '/api/messages', { token: customer.token }))).data;
  const customerUrl = theirs.items[0].attachments[0].url;
  expect(customerUrl).toBe(`/files/${attachment.id}`);
  for (const [token, url] of [
    [customer.token, customerUrl],
    [advisor.token, attachment.url],
  ] as const) {
    const download = await get(token, url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdfBytes());
  }
});

test('another case’s staff and customer get 404, and a case’s URL does not reach another case’s file', async () => {
  const a = await caseWithAdvisor();
  const b = await caseWithAdvisor();
  const attachment = (await body(await upload(a.advisor.token, a.customer.user.id, [pdfBytes(), 'a.pdf']))).data;
  await ctx.api('POST', `/api/staff/cases/${a.customer.user.id}/messages`, {
    token: a.advisor.token,
    json: { body: 'ek', documentIds: [attachment.id] },
  });
  expect((await upload(b.advisor.token, a.customer.user.id, [pdfBytes(), 'x.pdf'])).status).toBe(404);
  expect(await stored(a.customer.user.id)).toEqual([attachment.id]);
  expect((await get(b.advisor.token, attachment.url)).status).toBe(404);
  expect((await get(b.customer.token, `/files/${attachment.id}`)).status).toBe(404);
  // B's advisor on their own case's address, naming A's file: not a file of that conversation.
  const crossed = `/staff/cases/${b.customer.user.id}/messages/attachments/${attachment.id}`;
  expect((await get(b.advisor.token, crossed)).status).toBe(404);
  // Nor may B's advisor attach A's document to a message in B's case.
  const foreign = await ctx.api('POST', `/api/staff/cases/${b.customer.user.id}/messages`, {
    token: b.advisor.token,
    json: { body: 'x', documentIds: [attachment.id] },
  });
  expect(foreign.status).toBe(400);
});

test('a disguised file is refused with a localised message and nothing is left on disk', async () => {
  const { advisor, customer } = await caseWithAdvisor();
  const res = await upload(advisor.token, customer.user.id, [htmlBytes(), 'Antrag.pdf'], 'de');
  expect(res.status).toBe(415);
  const { error } = await body(res);
  expect(error.message).toMatch(/\p{L}{3}/u);
  expect(error.message).not.toMatch(/^[a-z-]+:/);
  expect(await stored(customer.user.id)).toEqual([]);
  const documents = (await body(await ctx.api('GET', '/api/documents', { token: customer.token }))).data.items;
  expect(documents).toEqual([]);
});
