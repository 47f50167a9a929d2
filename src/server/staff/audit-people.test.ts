import { afterAll, beforeAll, expect, test } from 'vitest';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createCustomer, createStaff } from '@/server/test/staff';
import type { User } from '@/server/db/schema';

// Issue 29: the audit log showed an assignment as "to: 523512ff-…". The answer now carries the names of the
// accounts a row names (its staff target, an assignment's from/to), read at display time; the row keeps ids only.
let ctx: TestContext;
let admin: { user: User; token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const call = (method: string, path: string, json?: unknown) =>
  ctx.api(method, `/api/staff${path}`, { token: admin.token, ...(json !== undefined && { json }) });

test('an assignment row names the advisors it moves the case between', async () => {
  const first = await createStaff(ctx, 'advisor', { firstName: 'Deniz', lastName: 'Kaya' });
  const second = await createStaff(ctx, 'advisor', { firstName: 'Deniz', lastName: 'Yılmaz' });
  const { user: customer } = await createCustomer(ctx, first.user.id);
  expect((await call('PATCH', `/cases/${customer.id}`, { advisorId: second.user.id })).status).toBe(200);
  const [row] = (await body(await call('GET', `/audit?caseId=${customer.id}&action=case.assign`))).data.items;
  expect(row.detail).toMatchObject({ from: first.user.id, to: second.user.id, mode: 'manual' });
  expect(row.people).toEqual({
    [first.user.id]: { id: first.user.id, firstName: 'Deniz', lastName: 'Kaya' },
    [second.user.id]: { id: second.user.id, firstName: 'Deniz', lastName: 'Yılmaz' },
  });
});

test('a staff row names its account; a note row names nobody', async () => {
  const advisor = await createStaff(ctx, 'advisor', { firstName: 'Ayşe', lastName: 'Demir' });
  expect((await call('PATCH', `/users/${advisor.user.id}`, { role: 'admin' })).status).toBe(200);
  const [role] = (await body(await call('GET', `/audit?action=staff.role`))).data.items;
  expect(role.people[advisor.user.id]).toMatchObject({ firstName: 'Ayşe', lastName: 'Demir' });
  const { user: customer } = await createCustomer(ctx);
  await call('POST', `/cases/${customer.id}/notes`, { body: 'Checked.' });
  const [note] = (await body(await call('GET', `/audit?caseId=${customer.id}`))).data.items;
  expect(note.people).toEqual({});
});
