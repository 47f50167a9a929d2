import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setClock } from '@/server/test/appointments';
import { createTestContext, type TestContext } from '@/server/test/context';
import { findMails } from '@/server/test/eml';
import { planWithoutSorting } from '@/server/test/plans';
import { createCustomer, createStaff } from '@/server/test/staff';
import { dueConversations, sendUnreadMessageMails } from './unread-mail';

// Decision 114: the unread-mail job reads only the last week's unmailed messages, through their partial index.
let ctx: TestContext;
const DAY = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function customerWrote(at: Date, text: string) {
  setClock(ctx, at.toISOString());
  const advisor = await createStaff(ctx, 'advisor');
  const customer = await createCustomer(ctx, advisor.user.id);
  const res = await ctx.api('POST', '/api/messages', { token: customer.token, json: { body: text } });
  expect(res.status).toBe(201);
  return advisor.user.email;
}

test('after the job was down for 6 days the unread message is mailed; after 8 days it is left alone', async () => {
  const start = Date.parse('2026-06-01T10:00:00Z');
  const sixDays = await customerWrote(new Date(start + 2 * DAY), 'Altı gün önce yazdım.');
  const eightDays = await customerWrote(new Date(start), 'Sekiz gün önce yazdım.');
  setClock(ctx, new Date(start + 8 * DAY + 60_000).toISOString());
  await sendUnreadMessageMails(ctx.deps, ctx.deps.now());
  await ctx.deps.mailer.flush();
  const outbox = path.join(ctx.dataDir, 'outbox');
  const [mail] = await findMails(outbox, (m) => m.to === sixDays, 1);
  expect(mail!.text).toContain('> Altı gün önce yazdım.');
  expect(await findMails(outbox, (m) => m.to === eightDays, 99, 50)).toEqual([]);
});

test("the job's query reads the window from the unmailed messages' index, bounded on both sides", async () => {
  const query = dueConversations(ctx.deps.db, 'customer', new Date('2026-06-10T10:00:00Z'), 10 * 60_000).toSQL();
  const plan = await planWithoutSorting(ctx.deps, query);
  expect(plan).toContain('messages_unmailed_created_idx');
  const cond = /"Index Cond":"([^"]*created_at[^"]*)"/.exec(plan)?.[1] ?? '';
  expect(cond).toMatch(/created_at <=/);
  expect(cond).toMatch(/created_at >/);
});
