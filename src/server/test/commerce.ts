import { expect } from 'vitest';
import { extractText } from 'unpdf';
import { syncPackageCatalog } from '@/server/packages/catalog-sync';
import { createTestContext, type TestContext } from './context';

/** Test support for the packages, checkout and payments suites. */
export const SUCCEEDS = '4242 4242 4242 4242';
export const DECLINED = '4000 0000 0000 0002';

/** The catalog from the real content files, as `startServer` (server.ts) syncs it at start. */
export const seedCatalog = (ctx: TestContext, root?: string) => syncPackageCatalog(ctx.deps, root);

/** A whole app on a fresh database with the catalog synced, as a started server has it. */
export async function catalogContext(env: Record<string, string> = {}) {
  const ctx = await createTestContext(env);
  await seedCatalog(ctx);
  return ctx;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export async function packageByCode(ctx: TestContext, code: string): Promise<Json> {
  const res = await ctx.api('GET', `/api/packages/${code}`, { lang: 'en' });
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

/** Opens a checkout session for a package (id or code); returns the answer's data. */
export async function openCheckout(ctx: TestContext, token: string, packageId: string, lang = 'en'): Promise<Json> {
  const res = await ctx.api('POST', '/api/checkout-sessions', { token, lang, json: { packageId } });
  expect([200, 201], await res.clone().text()).toContain(res.status);
  return (await res.json()).data;
}

/** Posts the test page's form as a browser does (form-encoded, no bearer token). */
export const payWithCard = (ctx: TestContext, sessionId: string, cardNumber: string) =>
  ctx.app.request(`/checkout/test/${sessionId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber }).toString(),
  });

/** Opens a checkout and pays it with the succeeding test card; returns the session id. */
export async function buy(ctx: TestContext, token: string, code: string, lang = 'en'): Promise<string> {
  const session = await openCheckout(ctx, token, code, lang);
  const res = await payWithCard(ctx, session.id, SUCCEEDS);
  expect(res.status).toBe(303);
  return session.id as string;
}

export async function getData(ctx: TestContext, path: string, token: string, lang = 'en'): Promise<Json> {
  const res = await ctx.api('GET', path, { token, lang });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data;
}

/** The text of a PDF, pages joined, as a reader would copy it out. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

/** A valid access token at the app's current (possibly moved) clock. */
export { tokenFor as tokenNow } from './users';
