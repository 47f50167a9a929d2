import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { profileSchema } from '@/lib/schemas/profile';
import { body } from '@/server/test/accounts';
import { users } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createStaff } from '@/server/test/staff';

// Decision 081: the language switches change the language alone. The first admin from the environment has no last
// name, which PUT /profile refuses, so a switch that resent the names left that admin in Turkish.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('PUT /profile/language changes the language and nothing else, even without a last name', async () => {
  const admin = await createStaff(ctx, 'admin', { lastName: '', preferredLanguage: 'tr' });
  const res = await ctx.api('PUT', '/api/profile/language', { token: admin.token, json: { preferredLanguage: 'de' } });
  expect(res.status).toBe(200);
  const profile = profileSchema.parse((await body(res)).data);
  expect(profile).toMatchObject({ preferredLanguage: 'de', lastName: '', firstName: admin.user.firstName });
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, admin.user.id));
  expect(row?.preferredLanguage).toBe('de');
});

test('an unknown language is a localised 400; no token is a 401', async () => {
  const admin = await createStaff(ctx, 'admin');
  const bad = await ctx.api('PUT', '/api/profile/language', {
    token: admin.token,
    json: { preferredLanguage: 'fr' },
    lang: 'de',
  });
  expect(bad.status).toBe(400);
  expect((await body(bad)).error.fields.preferredLanguage).toBeTruthy();
  expect((await ctx.api('PUT', '/api/profile/language', { json: { preferredLanguage: 'en' } })).status).toBe(401);
});
