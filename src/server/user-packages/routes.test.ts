import { afterAll, beforeAll, expect, test } from 'vitest';
import { body, travel } from '@/server/test/accounts';
import { buy, getData, catalogContext, tokenNow } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { setStepStatus } from './steps';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

test('bought packages, newest first, with dates, remaining days by the server clock, and the steps in the caller language', async () => {
  const { user, token } = await createUser(ctx);
  await buy(ctx, token, 'DOCUMENT_CHECK');
  travel(ctx, 1000);
  await buy(ctx, token, 'STANDARD');
  const [standard, check] = await getData(ctx, '/api/user-packages', token, 'de');
  expect([standard.package.code, check.package.code]).toEqual(['STANDARD', 'DOCUMENT_CHECK']);
  expect(standard).toMatchObject({ status: 'active', autoRenew: true, renewable: true, progress: 0 });
  expect(check).toMatchObject({ autoRenew: false, renewable: false });
  expect(check.package.type).toBe('one_time');
  // Monthly: paid a month at a time within a 6-month term; one-time: the whole month at once.
  const start = new Date(standard.startDate);
  expect(new Date(standard.endDate).getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
  expect(new Date(standard.termEndDate).getUTCMonth()).toBe((start.getUTCMonth() + 6) % 12);
  expect(standard.remainingDays).toBeGreaterThanOrEqual(28);
  expect(standard.steps[0]).toMatchObject({ key: 'assessment', title: 'Erstberatung', status: 'in_progress' });

  travel(ctx, 10 * DAY);
  const token2 = await tokenNow(ctx, user.id);
  const later = await getData(ctx, `/api/user-packages/${standard.id}`, token2, 'tr');
  expect(later.remainingDays).toBe(standard.remainingDays - 10);
  expect(later.steps[0].title).toBe('Ön değerlendirme');
});

test('a customer switches auto-renew off and on; one-time packages cannot be switched', async () => {
  const { token } = await createUser(ctx);
  await buy(ctx, token, 'BASIC');
  await buy(ctx, token, 'DOCUMENT_CHECK');
  const [check, basic] = await getData(ctx, '/api/user-packages', token);
  const off = await ctx.api('PATCH', `/api/user-packages/${basic.id}`, {
    token,
    json: { autoRenew: false, status: 'completed', progress: 100 },
  });
  expect(off.status).toBe(200);
  expect((await body(off)).data).toMatchObject({ autoRenew: false, status: 'active', progress: 0 });
  const on = await ctx.api('PATCH', `/api/user-packages/${basic.id}`, { token, json: { autoRenew: true } });
  expect((await body(on)).data.autoRenew).toBe(true);

  const oneTime = await ctx.api('PATCH', `/api/user-packages/${check.id}`, {
    token,
    lang: 'en',
    json: { autoRenew: true },
  });
  expect(oneTime.status).toBe(409);
  expect((await body(oneTime)).message).toBe('Automatic renewal cannot be changed for this package.');
  const bad = await ctx.api('PATCH', `/api/user-packages/${basic.id}`, {
    token,
    lang: 'en',
    json: { autoRenew: 'yes' },
  });
  expect([bad.status, (await body(bad)).error.fields]).toEqual([400, { autoRenew: 'Invalid value.' }]);
});

test("another user's package answers 404 to every call", async () => {
  const owner = await createUser(ctx);
  const stranger = await createUser(ctx);
  await buy(ctx, owner.token, 'BASIC');
  const [owned] = await getData(ctx, '/api/user-packages', owner.token);
  expect((await ctx.api('GET', `/api/user-packages/${owned.id}`, { token: stranger.token })).status).toBe(404);
  const patch = await ctx.api('PATCH', `/api/user-packages/${owned.id}`, {
    token: stranger.token,
    json: { autoRenew: false },
  });
  expect(patch.status).toBe(404);
  expect(await getData(ctx, '/api/user-packages', stranger.token)).toEqual([]);
  expect((await ctx.api('GET', '/api/user-packages/nope', { token: owner.token })).status).toBe(404);
  expect((await getData(ctx, `/api/user-packages/${owned.id}`, owner.token)).autoRenew).toBe(true);
});

test('staff move steps: progress, the overall timeline status and completion follow', async () => {
  const advisor = await createUser(ctx, { role: 'advisor' });
  const { token } = await createUser(ctx);
  await buy(ctx, token, 'DOCUMENT_CHECK');
  const [pkg] = await getData(ctx, '/api/user-packages', token);
  const move = (stepKey: string, status: 'completed' | 'in_progress' | 'failed', notes?: string) =>
    setStepStatus(ctx.deps, {
      userPackageId: pkg.id,
      stepKey,
      status,
      staffId: advisor.user.id,
      ...(notes && { notes }),
    });

  // The first step is done and nobody has started the next yet: the process waits.
  expect(await move('documents', 'completed')).toMatchObject({
    progress: 50,
    timelineStatus: 'pending',
    completedAt: null,
  });
  await move('assessment', 'failed', 'Transkript okunamıyor.');
  let view = await getData(ctx, `/api/user-packages/${pkg.id}`, token);
  expect(view).toMatchObject({ progress: 50, timelineStatus: 'failed' });
  expect(view.steps[1]).toMatchObject({ status: 'failed', notes: 'Transkript okunamıyor.' });
  await move('assessment', 'in_progress');
  expect((await getData(ctx, `/api/user-packages/${pkg.id}`, token)).timelineStatus).toBe('in_progress');
  const done = await move('assessment', 'completed');
  expect(done).toMatchObject({ progress: 100, timelineStatus: 'completed' });
  view = await getData(ctx, `/api/user-packages/${pkg.id}`, token);
  expect(view.completedAt).not.toBeNull();
  expect(view.steps.every((s: { completedAt: string | null }) => s.completedAt)).toBe(true);

  await expect(move('no-such-step', 'completed')).rejects.toMatchObject({ status: 404 });
});
