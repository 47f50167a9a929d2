import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readLegalTexts } from '@/lib/legal/texts';
import { consents } from '@/server/db/schema';
import { body, register } from '@/server/test/accounts';
import { catalogContext } from '@/server/test/commerce';
import type { TestContext } from '@/server/test/context';

// Decision 083: a consent stores the version the editable legal content carries, not a constant in the code.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await catalogContext();
});
afterAll(() => ctx.close());

test('registration and the start-early box record the versions of their texts in src/content/legal', async () => {
  const texts = readLegalTexts();
  const account = await register(ctx, { lang: 'de' });
  const res = await ctx.api('POST', '/api/checkout-sessions', {
    token: account.access_token,
    json: { packageId: 'STANDARD', startEarly: true },
  });
  expect(res.status, JSON.stringify(await body(res.clone()))).toBe(201);
  const rows = await ctx.deps.db.select().from(consents).where(eq(consents.userId, account.user.id));
  const versionOf = (kind: string) => rows.find((row) => row.kind === kind)?.textVersion;
  expect(versionOf('terms')).toBe(texts.terms.de.version);
  expect(versionOf('privacy')).toBe(texts.privacy.de.version);
  expect(versionOf('start_early')).toBe(texts['start-early'].de.version);
});
