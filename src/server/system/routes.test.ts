import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox } from '@/server/db/schema';
import { runJob } from '@/server/jobs/scheduler';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { readOutbox } from '@/server/test/eml';
import { auditRows, createStaff } from '@/server/test/staff';
import { createUser } from '@/server/test/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const status = (token: string) => ctx.api('GET', '/api/staff/system', { token });

/** A mail the outbox gave up on, as it would after its retry window. */
async function failedMail(to: string) {
  const [row] = await ctx.deps.db
    .insert(mailOutbox)
    .values({
      status: 'failed',
      message: { to, subject: 'Willkommen', text: 'Hallo' },
      attempts: 9,
      lastError: 'ECONNECTION',
    })
    .returning();
  return row!;
}

test('the admin sees build, database, outbox, jobs and storage; advisors and customers get 403', async () => {
  const admin = await createStaff(ctx, 'admin');
  const advisor = await createStaff(ctx, 'advisor');
  const customer = await createUser(ctx);
  await failedMail('lost@example.com');
  await ctx.deps.mailer.send({ to: 'waiting@example.com', subject: 'x', text: 'y' });
  await runJob(ctx.deps, { name: 'system-probe', everyMs: 60_000, run: async () => undefined });
  await runJob(ctx.deps, {
    name: 'system-broken',
    everyMs: 60_000,
    run: () => Promise.reject(Object.assign(new Error('boom for someone@example.com'), { code: '57014' })),
  }).catch(() => undefined);

  const res = await status(admin.token);
  expect(res.status).toBe(200);
  const { data } = await body(res);
  expect(data.database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  expect(data.database.version).toMatch(/^PostgreSQL \d+/);
  // A build folder may exist beside the tests (after `npm run build`) or not (a fresh clone): both shapes are valid.
  expect([null, 'string']).toContain(data.build.id === null ? null : typeof data.build.id);
  expect(data.build.id === null).toBe(data.build.builtAt === null);
  expect(data.mail).toMatchObject({ transport: 'folder', failed: 1 });
  expect(data.mail.pending + data.mail.sent).toBe(1);
  expect(data.mail.failedMails).toEqual([
    expect.objectContaining({ to: 'lost@example.com', subject: 'Willkommen', attempts: 9, lastError: 'ECONNECTION' }),
  ]);
  expect(data.jobs).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'system-probe', runs: 1, lastResult: 'ok', lastError: null }),
      expect.objectContaining({ name: 'system-broken', lastResult: 'failed', lastError: '57014' }),
    ]),
  );
  expect(JSON.stringify(data.jobs)).not.toContain('someone@example.com');
  expect(data.storage).toMatchObject({ kind: 'disk', files: 0, bytes: 0 });
  expect(data.storage.freeBytes).toBeGreaterThan(0);

  expect((await status(advisor.token)).status).toBe(403);
  expect((await status(customer.token)).status).toBe(403);
});

test('"send again" re-queues failed mails, audits each and sends them; bad input is a localised 400', async () => {
  const admin = await createStaff(ctx, 'admin');
  const row = await failedMail('retry@example.com');
  const bad = await ctx.api('POST', '/api/staff/system/mail/retry', {
    token: admin.token,
    json: { ids: ['x'] },
    lang: 'de',
  });
  expect(bad.status).toBe(400);
  expect((await body(bad)).error.code).toBe('VALIDATION_FAILED');

  const res = await ctx.api('POST', '/api/staff/system/mail/retry', { token: admin.token, json: { ids: [row.id] } });
  expect(res.status).toBe(200);
  expect((await body(res)).data).toEqual({ retried: 1 });
  await ctx.deps.mailer.flush();
  const [after] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
  expect(after).toMatchObject({ status: 'sent', message: null });
  const mails = await readOutbox(`${ctx.dataDir}/outbox`);
  expect(mails.filter((m) => m.to === 'retry@example.com')).toHaveLength(1);
  expect((await auditRows(ctx)).filter((a) => a.action === 'mail.retry')).toEqual([
    expect.objectContaining({ actorId: admin.user.id, targetType: 'mail', targetId: row.id }),
  ]);
  // Without ids: every failed mail, here the one left from the first test.
  const all = await ctx.api('POST', '/api/staff/system/mail/retry', { token: admin.token, json: {} });
  expect((await body(all)).data).toEqual({ retried: 1 });
});
