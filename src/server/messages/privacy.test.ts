import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { conversations, liveEvents, messages, users } from '@/server/db/schema';
import { PASSWORD, register } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { unzip } from '@/server/test/privacy';
import { createStaff } from '@/server/test/staff';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('messages are in the data export (staff side by name only) and go with the account', async () => {
  const advisor = await createStaff(ctx, 'advisor', { firstName: 'Jonas', lastName: 'Weber' });
  const customer = await register(ctx);
  await ctx.deps.db.update(users).set({ assignedAdvisorId: advisor.user.id }).where(eq(users.id, customer.user.id));
  const token = customer.access_token;
  expect((await ctx.api('POST', '/api/messages', { token, json: { body: 'Vize randevusu ne zaman?' } })).status).toBe(
    201,
  );
  const staffAnswer = await ctx.api('POST', `/api/staff/cases/${customer.user.id}/messages`, {
    token: advisor.token,
    json: { body: 'Yarın bakacağım.' },
  });
  expect(staffAnswer.status).toBe(201);

  const res = await ctx.api('POST', '/api/profile/export', { token, json: { password: PASSWORD } });
  expect(res.status).toBe(200);
  const data = JSON.parse((await unzip(Buffer.from(await res.arrayBuffer()))).get('data.json')!.toString()) as {
    tables: Record<string, Record<string, unknown>[]>;
  };
  expect(data.tables.conversations).toHaveLength(1);
  expect(data.tables.messages!.map((m) => [m.sender, m.staffName, m.body])).toEqual(
    expect.arrayContaining([
      ['customer', null, 'Vize randevusu ne zaman?'],
      ['staff', 'Jonas Weber', 'Yarın bakacağım.'],
    ]),
  );
  const text = JSON.stringify(data.tables.messages);
  expect(text).not.toContain(advisor.user.id);
  expect(text).not.toContain(advisor.user.email);

  const deleted = await ctx.api('DELETE', '/api/profile', { token, json: { password: PASSWORD } });
  expect(deleted.status, await deleted.clone().text()).toBe(200);
  expect(await ctx.deps.db.select().from(conversations).where(eq(conversations.customerId, customer.user.id))).toEqual(
    [],
  );
  expect(await ctx.deps.db.select().from(messages)).toEqual([]);
  expect(await ctx.deps.db.select().from(liveEvents).where(eq(liveEvents.caseId, customer.user.id))).toEqual([]);
});
