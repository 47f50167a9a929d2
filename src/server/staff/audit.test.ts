import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AuditAction } from '@/lib/schemas/audit';
import { appointments, casePlanItems, mailOutbox } from '@/server/db/schema';
import { body } from '@/server/test/accounts';
import { buy, getData, seedCatalog } from '@/server/test/commerce';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { auditRows, createCustomer, createStaff, mountedRoutes } from '@/server/test/staff';
import type { User } from '@/server/db/schema';
import { audited } from './audit';

let ctx: TestContext;
let admin: { user: User; token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createStaff(ctx, 'admin');
  await seedCatalog(ctx);
});
afterAll(() => ctx.close());

const call = (method: string, path: string, json?: unknown) =>
  ctx.api(method, `/api/staff${path}`, { token: admin.token, ...(json !== undefined && { json }) });

/**
 * One successful call per staff write route and the audit action it must leave. A write route mounted without an
 * entry here fails the first test: new staff writes (document review, steps, appointments, ...) join this list.
 */
const WRITES: Record<string, () => Promise<[Response, AuditAction]>> = {
  'POST /api/staff/users': async () => [
    await call('POST', '/users', {
      email: `new-${Date.now()}@example.com`,
      firstName: 'Can',
      lastName: 'Öz',
      role: 'advisor',
    }),
    'staff.invite',
  ],
  'POST /api/staff/users/:id/invitation': async () => {
    const { user } = await createStaff(ctx, 'advisor');
    return [await call('POST', `/users/${user.id}/invitation`), 'staff.inviteResend'];
  },
  'PATCH /api/staff/users/:id': async () => {
    const { user } = await createStaff(ctx, 'advisor');
    return [await call('PATCH', `/users/${user.id}`, { active: false }), 'staff.deactivate'];
  },
  'POST /api/staff/users/:id/deactivation': async () => {
    const { user } = await createStaff(ctx, 'advisor');
    const json = { caseAdvisorId: null, appointments: 'cancel' };
    return [await call('POST', `/users/${user.id}/deactivation`, json), 'staff.deactivate'];
  },
  'PATCH /api/staff/cases/:userId': async () => {
    const { user } = await createCustomer(ctx);
    return [await call('PATCH', `/cases/${user.id}`, { advisorId: admin.user.id }), 'case.assign'];
  },
  'POST /api/staff/cases/:userId/notes': async () => {
    const { user } = await createCustomer(ctx);
    return [await call('POST', `/cases/${user.id}/notes`, { body: 'Checked the diploma.' }), 'case.note'];
  },
  'POST /api/staff/cases/:id/messages': async () => {
    const { user } = await createCustomer(ctx);
    return [await call('POST', `/cases/${user.id}/messages`, { body: 'Diplomanız geldi.' }), 'case.message'];
  },
  'POST /api/staff/cases/:id/messages/attachments': async () => {
    const { user } = await createCustomer(ctx);
    const upload = await ctx.api('POST', `/api/staff/cases/${user.id}/messages/attachments`, {
      token: admin.token,
      body: form({ file: [pdfBytes(), 'Antrag.pdf'] }),
    });
    return [upload, 'document.upload'];
  },
  'POST /api/staff/cases/:id/messages/read': async () => {
    const { user, token } = await createCustomer(ctx);
    const sent = await ctx.api('POST', '/api/messages', { token, json: { body: 'Merhaba' } });
    const { id } = (await body(sent)).data;
    return [await call('POST', `/cases/${user.id}/messages/read`, { upTo: id }), 'case.messagesRead'];
  },
  'POST /api/staff/documents/:id/review': async () => {
    const { token } = await createCustomer(ctx);
    const upload = await ctx.api('POST', '/api/documents', {
      token,
      body: form({ category: 'cv', file: [pdfBytes(), 'cv.pdf'] }),
    });
    const { id } = (await body(upload)).data;
    return [
      await call('POST', `/documents/${id}/review`, { decision: 'rejected', reason: 'Unreadable scan.' }),
      'document.review',
    ];
  },
  'PATCH /api/staff/user-packages/:id/steps/:stepKey': async () => {
    const { token } = await createCustomer(ctx);
    await buy(ctx, token, 'DOCUMENT_CHECK');
    const [pkg] = await getData(ctx, '/api/user-packages', token);
    return [await call('PATCH', `/user-packages/${pkg.id}/steps/documents`, { status: 'in_progress' }), 'step.status'];
  },
  'POST /api/staff/appointments/:id/status': async () => {
    const { user } = await createCustomer(ctx);
    const start = new Date(Date.now() + 3 * 86_400_000);
    const [row] = await ctx.deps.db
      .insert(appointments)
      .values({
        userId: user.id,
        advisorId: admin.user.id,
        type: 'consultation',
        meetingType: 'in_person',
        startsAt: start,
        endsAt: new Date(start.getTime() + 1_800_000),
      })
      .returning();
    return [await call('POST', `/appointments/${row!.id}/status`, { status: 'confirmed' }), 'appointment.status'];
  },
  'PUT /api/staff/availability': async () => [
    await call('PUT', '/availability', { weeklyHours: [{ weekday: 2, start: '09:00', end: '13:00' }], daysOff: [] }),
    'availability.update',
  ],
  'PUT /api/staff/cases/:userId/plan/route': async () => {
    const { user } = await createCustomer(ctx);
    return [await call('PUT', `/cases/${user.id}/plan/route`, { route: '18b' }), 'plan.route'];
  },
  'POST /api/staff/cases/:userId/plan/items': async () => {
    const { user } = await createCustomer(ctx);
    return [await call('POST', `/cases/${user.id}/plan/items`, { title: 'Askerlik durum belgesi' }), 'plan.item'];
  },
  'DELETE /api/staff/cases/:userId/plan/items/:key': async () => {
    const { user } = await createCustomer(ctx);
    // Written directly, so the removal is the one audited write of this entry.
    await ctx.deps.db.insert(casePlanItems).values({ userId: user.id, itemKey: 'own0123456789ab', title: 'Sabıka' });
    return [await call('DELETE', `/cases/${user.id}/plan/items/own0123456789ab`), 'plan.item'];
  },
  'PATCH /api/staff/cases/:userId/plan/items/:key': async () => {
    const { user, token } = await createCustomer(ctx);
    // The customer's own choice: not a staff write, so it leaves no audit row of its own.
    await ctx.api('PUT', '/api/plan/route', { token, json: { route: '18b' } });
    return [await call('PATCH', `/cases/${user.id}/plan/items/transcript`, { waived: true }), 'plan.item'];
  },
  'POST /api/staff/payments/:id/refunds': async () => {
    const { token } = await createCustomer(ctx);
    await buy(ctx, token, 'DOCUMENT_CHECK');
    const [payment] = await getData(ctx, '/api/payments', token);
    return [
      await call('POST', `/payments/${payment.id}/refunds`, { amountCents: 100, reason: 'Goodwill' }),
      'payment.refund',
    ];
  },
  'POST /api/staff/cancellations/:id/decision': async () => {
    const { token } = await createCustomer(ctx);
    await buy(ctx, token, 'BASIC');
    const [pkg] = await getData(ctx, '/api/user-packages', token);
    const declared = { kind: 'extraordinary', reason: 'Visa refused', endsOn: 'earliest', userPackageId: pkg.id };
    expect((await ctx.api('POST', '/api/contracts/cancellations', { token, json: declared })).status).toBe(200);
    const [waiting] = await getData(ctx, '/api/staff/cancellations', admin.token);
    return [
      await call('POST', `/cancellations/${waiting.id}/decision`, { accept: false }),
      'contract.cancellationDecision',
    ];
  },
  'POST /api/staff/system/mail/retry': async () => {
    await ctx.deps.db
      .insert(mailOutbox)
      .values({ status: 'failed', message: { to: 'lost@example.com', subject: 'x', text: 'y' }, lastError: 'ESOCKET' });
    return [await call('POST', '/system/mail/retry', {}), 'mail.retry'];
  },
};

test('every staff write route is in the list above', () => {
  const writes = mountedRoutes(ctx, '/api/staff/').filter((r) => r.method !== 'GET');
  expect(writes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(WRITES).sort());
});

test.each(Object.keys(WRITES))('%s leaves exactly one audit row naming the admin', async (route) => {
  const before = (await auditRows(ctx)).length;
  const [res, action] = await WRITES[route]!();
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  const added = (await auditRows(ctx)).slice(before);
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({ action, actorId: admin.user.id, actorRole: 'admin' });
});

test('a refused write leaves no audit row', async () => {
  const before = (await auditRows(ctx)).length;
  const { user } = await createCustomer(ctx);
  expect((await call('PATCH', `/cases/${user.id}`, { advisorId: user.id })).status).toBe(400);
  expect((await call('PATCH', `/users/${admin.user.id}`, { active: false })).status).toBe(409);
  expect(await auditRows(ctx)).toHaveLength(before);
});

test('audited() only accepts a transaction, so a row cannot be written beside its write', () => {
  const _outsideATransaction = () =>
    // @ts-expect-error the database handle is not a Transaction
    audited(ctx.deps.db, {
      actor: null,
      action: 'case.note',
      targetType: 'note',
      targetId: admin.user.id,
      at: new Date(),
    });
  expect(typeof _outsideATransaction).toBe('function');
});

test("GET /staff/audit: newest first, paged, filtered by action, actor and case, with the actor's name", async () => {
  const { user: customer } = await createCustomer(ctx);
  for (const text of ['one', 'two', 'three']) await call('POST', `/cases/${customer.id}/notes`, { body: text });
  const page = async (query: string) => (await body(await call('GET', `/audit?${query}`))).data;
  const byCase = await page(`caseId=${customer.id}&pageSize=2`);
  expect(byCase.total).toBe(3);
  expect(byCase.items).toHaveLength(2);
  expect(byCase.items[0].id).toBeGreaterThan(byCase.items[1].id);
  expect(byCase.items[0]).toMatchObject({
    action: 'case.note',
    caseId: customer.id,
    targetType: 'note',
    actor: { id: admin.user.id, firstName: admin.user.firstName, lastName: admin.user.lastName },
    at: expect.stringMatching(/Z$/),
  });
  const next = await page(`caseId=${customer.id}&pageSize=2&cursor=${byCase.nextCursor}`);
  expect(next.items).toHaveLength(1);
  expect(next.items[0].id).toBeLessThan(byCase.items[1].id);
  expect(next.nextCursor).toBeNull();
  const invites = await page('action=staff.invite');
  expect(invites.items.every((item: { action: string }) => item.action === 'staff.invite')).toBe(true);
  expect((await page(`actorId=${admin.user.id}`)).total).toBe(
    (await auditRows(ctx)).filter((r) => r.actorId === admin.user.id).length,
  );
  expect((await call('GET', '/audit?action=staff.delete')).status).toBe(400);
});

test('the audit log cannot be changed through the API', async () => {
  const auditRoutes = mountedRoutes(ctx, '/api/').filter((r) => r.path.includes('audit'));
  expect(auditRoutes).toEqual([{ method: 'GET', path: '/api/staff/audit' }]);
  const [row] = await auditRows(ctx);
  for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
    expect((await ctx.api(method, `/api/staff/audit/${row!.id}`, { token: admin.token, json: {} })).status).toBe(404);
});
