import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { educationEntries, files, onboardingRevisions, users } from '@/server/db/schema';
import { lockOwner } from '@/server/db/transaction';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { createUser } from '@/server/test/users';
import { StatusAnswers } from './status-answers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const status = async (token: string) =>
  (await (await ctx.api('GET', '/api/onboarding/current-step', { token })).json()).data;
const rev = async (userId: string) =>
  (
    await ctx.deps.db
      .select({ rev: onboardingRevisions.rev })
      .from(onboardingRevisions)
      .where(eq(onboardingRevisions.userId, userId))
  )[0]?.rev ?? 0;

const school = {
  school: 'ODTÜ',
  department: 'Fizik',
  startDate: '2012-09-01',
  endDate: '2016-06-30',
  stillStudying: false,
};

test('the kept status follows every change, whichever path makes it: wizard, profile, upload, delete, plain SQL', async () => {
  const { user, token } = await createUser(ctx);
  expect((await status(token)).education).toEqual([]);
  const put = await ctx.api('PUT', '/api/onboarding/education', { token, json: { education: [school] } });
  expect(put.status).toBe(200);
  expect((await status(token)).education).toEqual([expect.objectContaining({ school: 'ODTÜ' })]);

  // Outside the onboarding routes: the profile's phone, an upload and its removal, a row changed by hand.
  const profile = { firstName: 'Ayşe', lastName: 'Yılmaz', phone: '+49 30 1234567', preferredLanguage: 'tr' };
  expect((await ctx.api('PUT', '/api/profile', { token, json: profile })).status).toBe(200);
  expect((await status(token)).personalInfo.phone).toBe('+49 30 1234567');
  const upload = await ctx.api('POST', '/api/onboarding/other-document', {
    token,
    body: form({ name: 'Diploma', file: [pdfBytes(), 'd.pdf'] }),
  });
  const file = (await upload.json()).data.file;
  expect((await status(token)).documents.otherDocuments).toEqual([file]);
  expect((await ctx.api('DELETE', `/api/onboarding/other-document/${file.id}`, { token })).status).toBe(200);
  expect((await status(token)).documents.otherDocuments).toEqual([]);
  await ctx.deps.db.update(educationEntries).set({ school: 'Boğaziçi' }).where(eq(educationEntries.userId, user.id));
  expect((await status(token)).education[0].school).toBe('Boğaziçi');
  await ctx.deps.db.delete(educationEntries).where(eq(educationEntries.userId, user.id));
  expect((await status(token)).education).toEqual([]);
});

test('columns the status does not show leave the revision alone; the ones it shows bump it', async () => {
  const { user } = await createUser(ctx);
  const before = await rev(user.id);
  await ctx.deps.db.update(users).set({ lastLoginAt: new Date(), firstName: 'Zeynep' }).where(eq(users.id, user.id));
  expect(await rev(user.id)).toBe(before);
  await ctx.deps.db.update(users).set({ gender: 'female' }).where(eq(users.id, user.id));
  await ctx.deps.db.execute(sql`insert into onboarding (user_id, current_step) values (${user.id}, 2)`);
  expect(await rev(user.id)).toBe(before + 2);
});

test('a kept answer is served until the revision moves, in this process and another; least recently used goes first', async () => {
  const a = new StatusAnswers(ctx.deps.db, 2);
  const other = new StatusAnswers(ctx.deps.db, 2);
  const [one, two, three] = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
  const first = await a.get(one.user.id);
  expect(await a.get(one.user.id)).toBe(first);
  await other.get(one.user.id);
  await ctx.api('PUT', '/api/onboarding/welcome', { token: one.token });
  const after = await a.get(one.user.id);
  expect(after).not.toBe(first);
  expect((await status(one.token)).currentStep).toBe(1);
  expect(await other.get(one.user.id)).not.toBe(first);

  await a.get(two.user.id);
  await a.get(one.user.id); // one is now the most recently used
  await a.get(three.user.id);
  expect(a.size).toBe(2);
  expect(await a.get(one.user.id)).toBe(after);
});

test('a staff change to a file cannot deadlock with the owner’s transaction that locked their account (PostgreSQL)', async () => {
  const { user, token } = await createUser(ctx);
  const upload = await ctx.api('POST', '/api/onboarding/other-document', {
    token,
    body: form({ name: 'Diploma', file: [pdfBytes(), 'd.pdf'] }),
  });
  const fileId: string = (await upload.json()).data.file.id;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // The owner locks their account row first (as every wizard save does), then touches the file the staff member
  // changed meanwhile. Were the revision bumped in `users` at once, the two would wait on each other.
  const owner = ctx.deps.db.transaction(async (tx) => {
    await lockOwner(tx, user.id);
    await pause(150);
    await tx.delete(files).where(eq(files.id, fileId));
  });
  await pause(30);
  const staff = ctx.deps.db.update(files).set({ reviewStatus: 'approved' }).where(eq(files.id, fileId));
  expect((await Promise.allSettled([owner, staff])).map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
  expect(await rev(user.id)).toBeGreaterThanOrEqual(2); // the upload and the removal (and the review, when it came first)
});
