import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadPackageCatalog, PACKAGES_DIR } from '@/lib/catalog/packages';
import { LOCALES } from '@/lib/i18n/locales';
import { packages } from '@/server/db/schema';
import { buy, getData, seedCatalog } from '@/server/test/commerce';
import { createTestContext, type TestContext } from '@/server/test/context';
import { createUser } from '@/server/test/users';
import { syncPackageCatalog } from './catalog-sync';

let ctx: TestContext;
let root: string;
beforeAll(async () => {
  ctx = await createTestContext();
  root = await mkdtemp(path.join(tmpdir(), 'catalog-'));
  await cp(PACKAGES_DIR, root, { recursive: true });
});
afterAll(async () => {
  await ctx.close();
  await rm(root, { recursive: true, force: true });
});

/** What the API lists must be exactly what the content files say, in every language. */
async function expectApiEqualsContent() {
  const catalog = loadPackageCatalog(root);
  for (const lang of LOCALES) {
    const listed = await getData(ctx, '/api/packages', '', lang);
    expect(
      listed.map((p: Record<string, unknown>) => [
        p.code,
        p.type,
        p.priceCents,
        p.duration,
        p.name,
        p.features,
        p.processSteps,
      ]),
    ).toEqual(
      catalog.map((p) => [
        p.code,
        p.type === 'one-time' ? 'one_time' : 'monthly',
        p.priceCents,
        p.durationMonths === null ? { unit: 'unlimited', value: null } : { unit: 'months', value: p.durationMonths },
        p.text[lang].name,
        p.text[lang].features,
        p.processSteps.map((s) => ({ key: s.key, title: s.title[lang], required: s.required })),
      ]),
    );
  }
}

/** Edits one front-matter line of a package file in all three languages. */
async function edit(slug: string, from: RegExp, to: string) {
  for (const lang of LOCALES) {
    const file = path.join(root, lang, `${slug}.md`);
    await writeFile(file, (await readFile(file, 'utf8')).replace(from, to));
  }
}

test('the first start seeds the catalog from the content files; a start without changes writes nothing', async () => {
  expect(await syncPackageCatalog(ctx.deps, root)).toBe('synced');
  await expectApiEqualsContent();
  expect(await syncPackageCatalog(ctx.deps, root)).toBe('unchanged');
});

test('after an edit and a restart the catalog equals the files again: updated in place, retired, never duplicated', async () => {
  await seedCatalog(ctx, root);
  // Read before the edit too: the API keeps serialised answers per content version (catalog-answers.ts).
  await expectApiEqualsContent();
  const { token } = await createUser(ctx);
  // A bought package keeps pointing at its catalog row through every later edit.
  await buy(ctx, token, 'DOCUMENT_CHECK');
  const before = await ctx.deps.db.select().from(packages);

  await edit('standard', /^priceCents: 9900$/m, 'priceCents: 12900');
  await rm(path.join(root, 'tr', 'document-check.md'));
  await rm(path.join(root, 'en', 'document-check.md'));
  await rm(path.join(root, 'de', 'document-check.md'));
  expect(await syncPackageCatalog(ctx.deps, root)).toBe('synced');
  await expectApiEqualsContent();

  const after = await ctx.deps.db.select().from(packages);
  expect(after.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
  expect(after.find((p) => p.code === 'STANDARD')?.priceCents).toBe(12900);
  const retired = after.find((p) => p.code === 'DOCUMENT_CHECK')!;
  expect(retired.retiredAt).not.toBeNull();
  expect((await ctx.api('GET', '/api/packages/DOCUMENT_CHECK')).status).toBe(404);
  // The customer still sees what they bought, and the payment still names it.
  const [owned] = await getData(ctx, '/api/user-packages', token);
  expect(owned.package.code).toBe('DOCUMENT_CHECK');
  expect((await getData(ctx, '/api/payments', token))[0].package.code).toBe('DOCUMENT_CHECK');

  // Back in the files: the same row comes back to sale.
  await cp(path.join(PACKAGES_DIR, 'tr', 'document-check.md'), path.join(root, 'tr', 'document-check.md'));
  await cp(path.join(PACKAGES_DIR, 'en', 'document-check.md'), path.join(root, 'en', 'document-check.md'));
  await cp(path.join(PACKAGES_DIR, 'de', 'document-check.md'), path.join(root, 'de', 'document-check.md'));
  await syncPackageCatalog(ctx.deps, root);
  await expectApiEqualsContent();
  const [again] = await ctx.deps.db.select().from(packages).where(eq(packages.code, 'DOCUMENT_CHECK'));
  expect([again?.id, again?.retiredAt]).toEqual([retired.id, null]);
});

test('two processes starting at once sync once and leave one row per code', async () => {
  await edit('basic', /^priceCents: \d+$/m, 'priceCents: 5900');
  const results = await Promise.all([syncPackageCatalog(ctx.deps, root), syncPackageCatalog(ctx.deps, root)]);
  expect(results.sort()).toEqual(['synced', 'unchanged']);
  const rows = await ctx.deps.db.select().from(packages);
  expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
});

test('a broken file stops the sync with its name, and the catalog stays as it was', async () => {
  const file = path.join(root, 'en', 'basic.md');
  const original = await readFile(file, 'utf8');
  await writeFile(file, original.replace(/^priceCents: \d+$/m, 'priceCents: cheap'));
  await expect(syncPackageCatalog(ctx.deps, root)).rejects.toThrow(/basic\.md/);
  await writeFile(file, original);
  await expectApiEqualsContent();
});
