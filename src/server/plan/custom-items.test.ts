import { afterAll, beforeAll, expect, test } from 'vitest';
import { readPlanContent } from '@/lib/plan/content';
import { body } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { form, pdfBytes } from '@/server/test/files';
import { auditRows, createCustomer, createStaff } from '@/server/test/staff';

// Decision 085: an advisor adds their own plan items for a case; the customer sees them with the same states and
// upload, marked as added by the advisor and without a source; they are waived, reordered and removed like others.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Item = { key: string; title: string; status: string; waived: boolean; order: number; addedByAdvisor: boolean };
type Plan = { items: Item[]; progress: number };

async function caseWithRoute() {
  const advisor = await createStaff(ctx, 'advisor');
  const customer = await createCustomer(ctx, advisor.user.id);
  await ctx.api('PUT', '/api/plan/route', { token: customer.token, json: { route: '20a' } });
  const base = `/api/staff/cases/${customer.user.id}/plan/items`;
  const staff = (method: string, path: string, json?: unknown) =>
    ctx.api(method, `${base}${path}`, { token: advisor.token, lang: 'en', ...(json !== undefined && { json }) });
  return { advisor, customer, staff };
}
const customerPlan = async (token: string): Promise<Plan> =>
  (await body(await ctx.api('GET', '/api/plan', { token, lang: 'de' }))).data;

test('an added item reaches the customer’s plan in the advisor’s words, last, without a source; upload and review move it', async () => {
  const { advisor, customer, staff } = await caseWithRoute();
  const res = await staff('POST', '', { title: 'Askerlik durum belgesi', how: 'e-Devlet üzerinden alınır.' });
  expect(res.status).toBe(201);
  const plan: Plan = (await body(res)).data;
  const added = plan.items.at(-1)!;
  expect(added).toMatchObject({
    title: 'Askerlik durum belgesi',
    how: 'e-Devlet üzerinden alınır.',
    status: 'missing',
    addedByAdvisor: true,
    confirmed: true,
    source: null,
    checkedAt: null,
    bring: null,
  });
  expect(added.key).toMatch(/^own[0-9a-f]{12}$/);
  expect(added.order).toBeGreaterThan(Math.max(...plan.items.slice(0, -1).map((i) => i.order)));
  // The customer (reading German) sees the advisor's words as written, and content items stay sourced.
  const mine = await customerPlan(customer.token);
  expect(mine.items.find((i) => i.key === added.key)).toMatchObject({ title: 'Askerlik durum belgesi' });
  expect(mine.items.filter((i) => !i.addedByAdvisor).every((i) => 'source' in i && i.source !== null)).toBe(true);

  const upload = await ctx.api('POST', '/api/documents', {
    token: customer.token,
    body: form({ category: 'other', name: 'Askerlik', planItem: added.key, file: [pdfBytes(), 'askerlik.pdf'] }),
  });
  expect(upload.status).toBe(201);
  const filed = (await customerPlan(customer.token)).items.find((i) => i.key === added.key)!;
  expect(filed.status).toBe('in_review');
  const review = await ctx.api('POST', `/api/staff/documents/${(await body(upload)).data.id}/review`, {
    token: advisor.token,
    json: { decision: 'approved' },
  });
  expect(review.status).toBe(200);
  expect((await customerPlan(customer.token)).items.find((i) => i.key === added.key)!.status).toBe('approved');
  const pdf = await ctx.api('GET', '/api/plan/visa-checklist.pdf?lang=de', { token: customer.token });
  expect(pdf.status).toBe(200);
});

test('waived, required, reordered and removed like the others; every write audited with the title', async () => {
  const { advisor, customer, staff } = await caseWithRoute();
  const { data } = await body(await staff('POST', '', { title: 'Sabıka kaydı' }));
  const key = (data as Plan).items.at(-1)!.key;
  const before = (data as Plan).progress;

  const waived: Plan = (await body(await staff('PATCH', `/${key}`, { waived: true }))).data;
  expect(waived.items.find((i) => i.key === key)!.waived).toBe(true);
  expect(waived.progress).toBeGreaterThanOrEqual(before);
  expect(
    (await body(await staff('PATCH', `/${key}`, { required: true }))).data.items.find((i: Item) => i.key === key)
      .waived,
  ).toBe(false);
  const moved: Plan = (await body(await staff('PATCH', `/${key}`, { order: 0 }))).data;
  expect(moved.items[0]!.key).toBe(key);

  // Checklist items are waived, not removed; an unknown key and another advisor's case are 404.
  expect((await staff('DELETE', '/passport')).status).toBe(409);
  expect((await staff('DELETE', '/ownffffffffffff')).status).toBe(404);
  const other = await createStaff(ctx, 'advisor');
  const foreign = await ctx.api('DELETE', `/api/staff/cases/${customer.user.id}/plan/items/${key}`, {
    token: other.token,
  });
  expect(foreign.status).toBe(404);
  const removed = await staff('DELETE', `/${key}`);
  expect(removed.status).toBe(200);
  expect((await body(removed)).data.items.some((i: Item) => i.key === key)).toBe(false);
  expect((await customerPlan(customer.token)).items.some((i) => i.key === key)).toBe(false);

  const rows = (await auditRows(ctx)).filter((row) => row.action === 'plan.item' && row.detail.item === key);
  expect(rows.map((row) => row.detail)).toEqual([
    { item: key, title: 'Sabıka kaydı', change: 'added' },
    { item: key, title: 'Sabıka kaydı', waived: true, order: expect.any(Number) },
    { item: key, title: 'Sabıka kaydı', waived: false, order: expect.any(Number) },
    { item: key, title: 'Sabıka kaydı', waived: false, order: 0 },
    { item: key, title: 'Sabıka kaydı', change: 'removed' },
  ]);
  expect(rows.every((row) => row.actorId === advisor.user.id)).toBe(true);
});

test('a title is plain text of 3–140 characters (localised field errors); a customer cannot file under another’s item', async () => {
  const { customer, staff } = await caseWithRoute();
  for (const title of ['', 'ab', 'x'.repeat(141), 'a\u0000b']) {
    const res = await ctx.api('POST', `/api/staff/cases/${customer.user.id}/plan/items`, {
      token: (await createStaff(ctx, 'admin')).token,
      lang: 'de',
      json: { title },
    });
    expect(res.status, JSON.stringify(title)).toBe(400);
    expect((await body(res)).error.fields.title).toMatch(/\p{L}/u);
  }
  const key = ((await body(await staff('POST', '', { title: 'Nüfus kayıt örneği' }))).data as Plan).items.at(-1)!.key;
  const stranger = await createCustomer(ctx);
  const res = await ctx.api('POST', '/api/documents', {
    token: stranger.token,
    body: form({ category: 'other', name: 'x', planItem: key, file: [pdfBytes(), 'x.pdf'] }),
  });
  expect(res.status).toBe(400);
});

test('the audit log names plan items by their title in the reader’s language, own items by their title', async () => {
  const { customer, staff } = await caseWithRoute();
  await staff('PATCH', '/transcript', { waived: true });
  const key = ((await body(await staff('POST', '', { title: 'Sabıka kaydı' }))).data as Plan).items.at(-1)!.key;
  await staff('DELETE', `/${key}`);
  const admin = await createStaff(ctx, 'admin');
  const titles = async (lang: string) => {
    const res = await ctx.api('GET', `/api/staff/audit?action=plan.item&caseId=${customer.user.id}`, {
      token: admin.token,
      lang,
    });
    return ((await body(res)).data.items as { planItemTitle: string }[]).map((row) => row.planItemTitle).reverse();
  };
  const content = readPlanContent().items.find((i) => i.key === 'transcript')!;
  expect(await titles('de')).toEqual([content.text.de.title, 'Sabıka kaydı', 'Sabıka kaydı']);
  expect(await titles('tr')).toEqual([content.text.tr.title, 'Sabıka kaydı', 'Sabıka kaydı']);
  expect(content.text.de.title).not.toBe(content.text.tr.title);
});
