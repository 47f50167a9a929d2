import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { notifications } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { book, createAdvisor, setClock, tokenFor } from '@/server/test/appointments';
import { buy, catalogContext, getData } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { readOutbox } from '@/server/test/eml';
import { form, pdfBytes } from '@/server/test/files';
import { auditRows, createCustomer } from '@/server/test/staff';

let ctx: TestContext;
let advisorA: { user: { id: string }; token: string };
let advisorB: { user: { id: string }; token: string };
let customer: { user: { id: string; email: string }; token: string };
beforeAll(async () => {
  ctx = await catalogContext();
  setClock(ctx, '2026-03-23T06:00:00Z');
  advisorA = await createAdvisor(ctx);
  advisorB = await createAdvisor(ctx, undefined, { firstName: 'Lena' });
  customer = await createCustomer(ctx, advisorA.user.id, { email: 'kemal@example.com', preferredLanguage: 'en' });
});
afterAll(() => ctx.close());

const staffCall = (who: { token: string }, method: string, path: string, json?: unknown, lang = 'en') =>
  ctx.api(method, `/api/staff${path}`, { token: who.token, lang, ...(json !== undefined && { json }) });

async function uploadCertificate() {
  const res = await ctx.api('POST', '/api/documents', {
    token: customer.token,
    body: form({ category: 'language', file: [pdfBytes(), 'goethe-b1.pdf'] }),
  });
  expect(res.status).toBe(201);
  return (await body(res)).data as { id: string };
}

const notificationsOf = (userId: string) =>
  ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

test("a rejection needs a reason, shows on the customer's documents with it, and notifies once (app and mail)", async () => {
  const doc = await uploadCertificate();
  const noReason = await staffCall(advisorA, 'POST', `/documents/${doc.id}/review`, {
    decision: 'rejected',
    reason: '  ',
  });
  expect(noReason.status).toBe(400);
  expect((await body(noReason)).error.fields).toHaveProperty('reason');
  expect(await notificationsOf(customer.user.id)).toHaveLength(0);

  const res = await staffCall(advisorA, 'POST', `/documents/${doc.id}/review`, {
    decision: 'rejected',
    reason: 'The back page is missing.',
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const [seen] = (await getData(ctx, '/api/documents', customer.token)).items;
  expect(seen).toMatchObject({ id: doc.id, reviewStatus: 'rejected', rejectionReason: 'The back page is missing.' });

  const written = await notificationsOf(customer.user.id);
  expect(written.map((n) => [n.kind, n.params])).toEqual([
    ['document_rejected', { document: 'goethe-b1.pdf', reason: 'The back page is missing.' }],
  ]);
  const mail = (await readOutbox(`${ctx.dataDir}/outbox`, 1)).find((m) => m.to === 'kemal@example.com')!;
  expect(mail.subject).toBe('Your document needs changes');
  expect(mail.text).toContain('The back page is missing.');

  const detail = (await body(await staffCall(advisorA, 'GET', `/cases/${customer.user.id}`))).data;
  expect(detail.documents.find((d: { id: string }) => d.id === doc.id)).toMatchObject({
    reviewStatus: 'rejected',
    rejectionReason: 'The back page is missing.',
  });

  const approved = await staffCall(advisorA, 'POST', `/documents/${doc.id}/review`, {
    decision: 'approved',
    reason: 'ignored',
  });
  expect((await body(approved)).data).toMatchObject({ reviewStatus: 'approved', rejectionReason: null });
  expect((await notificationsOf(customer.user.id)).map((n) => n.kind).sort()).toEqual([
    'document_approved',
    'document_rejected',
  ]);
});

test("advisor B gets 404 on advisor A's customer's document, package, appointment, case and support messages", async () => {
  const doc = await uploadCertificate();
  await buy(ctx, customer.token, 'DOCUMENT_CHECK');
  const [pkg] = await getData(ctx, '/api/user-packages', customer.token);
  const booked = await book(ctx, customer.token, { start: '2026-03-24T10:00:00Z' });
  const appointment = (await body(booked)).data;
  expect(appointment.advisor.id).toBe(advisorA.user.id);
  const before = (await auditRows(ctx)).length;
  const calls: [string, string, unknown?][] = [
    ['POST', `/documents/${doc.id}/review`, { decision: 'approved' }],
    ['PATCH', `/user-packages/${pkg.id}/steps/documents`, { status: 'completed' }],
    ['POST', `/appointments/${appointment.id}/status`, { status: 'rejected' }],
    ['GET', `/cases/${customer.user.id}`],
    ['GET', `/support-messages?customerId=${customer.user.id}`],
    ['POST', `/documents/not-a-uuid/review`, { decision: 'approved' }],
  ];
  for (const [method, path, json] of calls)
    expect((await staffCall(advisorB, method, path, json)).status, `${method} ${path}`).toBe(404);
  expect(await auditRows(ctx)).toHaveLength(before);
  expect(
    (await getData(ctx, '/api/documents', customer.token)).items.find((d: { id: string }) => d.id === doc.id)
      .reviewStatus,
  ).toBe('pending_review');
});

test('a step change recomputes the progress the customer sees; completing notifies, the note reaches the customer', async () => {
  const [pkg] = await getData(ctx, '/api/user-packages', customer.token);
  expect(pkg.progress).toBe(0);
  const res = await staffCall(advisorA, 'PATCH', `/user-packages/${pkg.id}/steps/documents`, {
    status: 'completed',
    note: 'All documents in order.',
  });
  expect(res.status, await res.clone().text()).toBe(200);
  expect((await body(res)).data).toMatchObject({
    progress: 50,
    step: { key: 'documents', status: 'completed', notes: 'All documents in order.' },
  });
  const [after] = await getData(ctx, '/api/user-packages', customer.token);
  expect(after.progress).toBe(50);
  expect(after.steps.find((s: { key: string }) => s.key === 'documents')).toMatchObject({
    status: 'completed',
    notes: 'All documents in order.',
  });
  const steps = (await notificationsOf(customer.user.id)).filter((n) => n.kind === 'step_completed');
  expect(steps).toHaveLength(1);
  // Saving the completed step again (a new note) is no new completion.
  await staffCall(advisorA, 'PATCH', `/user-packages/${pkg.id}/steps/documents`, { status: 'completed', note: '' });
  expect((await notificationsOf(customer.user.id)).filter((n) => n.kind === 'step_completed')).toHaveLength(1);
  const back = await staffCall(advisorA, 'PATCH', `/user-packages/${pkg.id}/steps/documents`, { status: 'failed' });
  expect((await body(back)).data).toMatchObject({ progress: 0, timelineStatus: 'failed', step: { notes: null } });
  expect((await staffCall(advisorA, 'PATCH', `/user-packages/${pkg.id}/steps/nope`, { status: 'failed' })).status).toBe(
    404,
  );
  expect(
    (await staffCall(advisorA, 'PATCH', `/user-packages/${pkg.id}/steps/documents`, { status: 'done' })).status,
  ).toBe(400);
});

test('confirming an online appointment needs a URL; the customer then sees it; the list shows the week', async () => {
  const [appointment] = await getData(ctx, '/api/appointments', customer.token);
  const noUrl = await staffCall(advisorA, 'POST', `/appointments/${appointment.id}/status`, { status: 'confirmed' });
  expect([noUrl.status, (await body(noUrl)).error.code]).toEqual([400, 'MEETING_URL_REQUIRED']);
  const res = await staffCall(advisorA, 'POST', `/appointments/${appointment.id}/status`, {
    status: 'confirmed',
    meetingUrl: 'https://meet.example.com/abc',
  });
  expect(res.status, await res.clone().text()).toBe(200);
  expect((await body(res)).data).toMatchObject({ status: 'confirmed', customer: { id: customer.user.id } });
  const [seen] = await getData(ctx, '/api/appointments', customer.token);
  expect(seen).toMatchObject({ status: 'confirmed', meetingUrl: 'https://meet.example.com/abc' });

  const week = (await body(await staffCall(advisorA, 'GET', '/appointments?from=2026-03-23&to=2026-03-29'))).data;
  expect(week.items.map((m: { id: string }) => m.id)).toEqual([appointment.id]);
  expect((await body(await staffCall(advisorB, 'GET', '/appointments?from=2026-03-23&to=2026-03-29'))).data).toEqual({
    items: [],
    nextCursor: null,
  });
  expect((await staffCall(advisorA, 'GET', '/appointments?from=2026-03-29&to=2026-03-23')).status).toBe(400);

  const early = await staffCall(advisorA, 'POST', `/appointments/${appointment.id}/status`, { status: 'completed' });
  expect(early.status).toBe(409);
  setClock(ctx, '2026-03-24T11:00:00Z');
  for (const who of [advisorA, advisorB, customer]) who.token = await tokenFor(ctx, who.user.id);
  expect(
    (await staffCall(advisorA, 'POST', `/appointments/${appointment.id}/status`, { status: 'completed' })).status,
  ).toBe(200);
});

test("availability: one's own by default, replaced whole, checked, nobody else's", async () => {
  const own = (await body(await staffCall(advisorB, 'GET', '/availability'))).data;
  expect(own.weeklyHours).toHaveLength(5);
  const put = await staffCall(advisorB, 'PUT', '/availability', {
    weeklyHours: [{ weekday: 1, start: '10:00', end: '12:00' }],
    daysOff: ['2026-04-06'],
  });
  expect((await body(put)).data).toEqual({
    weeklyHours: [{ weekday: 1, start: '10:00', end: '12:00' }],
    daysOff: ['2026-04-06'],
  });
  const overlap = await staffCall(advisorB, 'PUT', '/availability', {
    weeklyHours: [
      { weekday: 1, start: '10:00', end: '12:00' },
      { weekday: 1, start: '11:00', end: '13:00' },
    ],
    daysOff: [],
  });
  expect(overlap.status).toBe(400);
  expect((await staffCall(advisorB, 'GET', `/availability?advisorId=${advisorA.user.id}`)).status).toBe(404);
  expect((await staffCall(advisorB, 'GET', `/availability?advisorId=${customer.user.id}`)).status).toBe(404);
});

test("support messages: an advisor reads their customers' messages only", async () => {
  const sent = await ctx.api('POST', '/api/support-messages', {
    token: customer.token,
    json: { category: 'documents', subject: 'Apostille', message: 'Do I need an apostille?' },
  });
  expect(sent.status, await sent.clone().text()).toBe(201);
  const mine = (await body(await staffCall(advisorA, 'GET', '/support-messages'))).data;
  expect(mine.items.map((m: { subject: string; user: { id: string } }) => [m.subject, m.user.id])).toEqual([
    ['Apostille', customer.user.id],
  ]);
  expect((await body(await staffCall(advisorB, 'GET', '/support-messages'))).data).toMatchObject({
    items: [],
    total: 0,
  });
  const detail = (await body(await staffCall(advisorA, 'GET', `/cases/${customer.user.id}`))).data;
  expect(detail.supportMessages.map((m: { subject: string }) => m.subject)).toEqual(['Apostille']);
  expect(detail.packages).toHaveLength(1);
  expect(detail.appointments).toHaveLength(1);
});

test('the case list shows package, next step, documents waiting and the next appointment, and filters by them', async () => {
  const all = (await body(await staffCall(advisorA, 'GET', '/cases'))).data;
  expect(all.items[0].nextAppointment).toBeNull(); // the only appointment is completed
  const list = (await body(await staffCall(advisorA, 'GET', '/cases?filter=activePackage'))).data;
  expect(list.items).toHaveLength(1);
  expect(list.items[0]).toMatchObject({
    id: customer.user.id,
    activePackage: expect.any(String),
    nextStep: expect.any(String),
    documentsWaiting: 1,
  });
  await uploadCertificate();
  const waiting = (await body(await staffCall(advisorA, 'GET', '/cases?filter=documentsWaiting'))).data;
  expect(waiting.items[0]).toMatchObject({ id: customer.user.id, documentsWaiting: 2 });
  expect((await body(await staffCall(advisorB, 'GET', '/cases?filter=documentsWaiting'))).data.total).toBe(0);
});
