import { request } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PASSWORD, register } from '@/server/test/accounts';
import { createTestContext, type TestContext } from '@/server/test/context';
import { startNodeServer } from '@/server/test/node-server';
import { AnswerHeaders, answeredWithRecord, existingAnswerHeaders } from './answer-headers';
import { ok } from '@/server/http/envelope';
import { noStore, securityHeaders } from '@/server/http/security-headers';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startNodeServer>>;
beforeAll(async () => {
  ctx = await createTestContext();
  // Through the production adapter: its Response keeps plain-object headers as they are (the fast path).
  server = await startNodeServer(ctx.app);
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

/** The header lines as they came over the wire, names lower-cased: a duplicate line would show as two entries. */
function wireHeaders(
  path: string,
  headers: Record<string, string>,
  json?: unknown,
): Promise<{ status: number; lines: [string, string][] }> {
  return new Promise((resolve, reject) => {
    const method = json === undefined ? 'GET' : 'POST';
    const body = json === undefined ? undefined : JSON.stringify(json);
    const req = request(
      `${server.origin}${path}`,
      { method, headers: body ? { ...headers, 'content-type': 'application/json' } : headers },
      (res) => {
        res.resume();
        const raw = res.rawHeaders;
        const lines: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) lines.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
        resolve({ status: res.statusCode ?? 0, lines });
      },
    );
    req.on('error', reject).end(body);
  });
}

const once = (lines: [string, string][], name: string) => {
  const found = lines.filter(([key]) => key === name);
  expect(found, name).toHaveLength(1);
  return found[0]![1];
};

test('a JSON answer carries every header once: security, request id, no-store, language, encoding', async () => {
  const account = await register(ctx);
  const auth = { authorization: `Bearer ${account.access_token}`, 'accept-language': 'de', 'accept-encoding': 'br' };
  const { status, lines } = await wireHeaders('/api/notifications', auth);
  expect(status).toBe(200);
  expect(once(lines, 'content-type')).toBe('application/json');
  expect(once(lines, 'cache-control')).toBe('no-store');
  expect(once(lines, 'content-language')).toBe('de');
  expect(once(lines, 'vary')).toBe('Accept-Language, Accept-Encoding');
  expect(once(lines, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(once(lines, 'x-content-type-options')).toBe('nosniff');
  expect(once(lines, 'content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  // A route's own cache rule and validator (set with c.header before the envelope) reach the wire, on 200 and 304.
  const unread = await wireHeaders('/api/notifications/unread-count', auth);
  const etag = once(unread.lines, 'etag');
  expect(once(unread.lines, 'cache-control')).toBe('private, no-cache');
  const revalidated = await wireHeaders('/api/notifications/unread-count', { ...auth, 'if-none-match': etag });
  expect(revalidated.status).toBe(304);
  expect(once(revalidated.lines, 'etag')).toBe(etag);
  expect(once(revalidated.lines, 'x-request-id')).not.toBe(once(unread.lines, 'x-request-id'));
});

test('answers built without the envelope get the record merged: a streamed download, an error', async () => {
  const account = await register(ctx);
  const download = await wireHeaders(
    '/api/profile/export',
    { authorization: `Bearer ${account.access_token}` },
    { password: PASSWORD },
  );
  expect(download.status).toBe(200);
  expect(once(download.lines, 'cache-control')).toBe('no-store');
  expect(once(download.lines, 'x-frame-options')).toBe('DENY');
  const error = await wireHeaders('/api/profile', { 'accept-language': 'en' });
  expect(error.status).toBe(401);
  expect(once(error.lines, 'content-language')).toBe('en');
  expect(once(error.lines, 'content-type')).toMatch(/^application\/json/);
});

test('the envelope builds its answer with the record; a header set afterwards is merged, not lost', async () => {
  const seen: boolean[] = [];
  const app = new Hono()
    .use(securityHeaders({ HSTS: false, TRUST_PROXY: false }), noStore)
    .use(async (c, next) => {
      await next();
      seen.push(answeredWithRecord(c, existingAnswerHeaders(c)!));
      if (c.req.path === '/late') c.header('Connection', 'close');
    })
    .get('/json', (c) => ok(c, { a: 1 }))
    .get('/late', (c) => ok(c, { a: 1 }))
    .get('/text', (c) => c.text('plain'));
  expect((await app.request('/json')).headers.get('cache-control')).toBe('no-store');
  expect((await app.request('/late')).headers.get('connection')).toBe('close');
  const text = await app.request('/text');
  expect([text.headers.get('x-request-id'), text.headers.get('cache-control')]).toEqual([
    expect.any(String),
    'no-store',
  ]);
  expect(seen).toEqual([true, true, false]);
});

test('the record follows c.header: append, Set-Cookie lines, delete, and no change when nothing changes', () => {
  const h = new AnswerHeaders({ vary: 'Accept-Language' });
  h.set('Vary', 'Accept-Encoding', true);
  h.set('Vary', 'accept-language', true);
  expect(h.get('vary')).toBe('Accept-Language, Accept-Encoding');
  h.set('Set-Cookie', 'a=1', true);
  h.set('Set-Cookie', 'b=2', true);
  expect(h.record['set-cookie']).toEqual(['a=1', 'b=2']);
  const version = h.version;
  h.set('Cache-Control', 'no-store');
  h.set('cache-control', 'no-store');
  expect(h.version).toBe(version + 1);
  h.set('cache-control', undefined);
  expect(h.get('cache-control')).toBeUndefined();
  const merged = new Headers({ vary: 'Cookie', 'content-security-policy': 'page' });
  new AnswerHeaders({ vary: 'Accept-Language', 'content-security-policy': 'api' }).mergeInto(merged);
  expect([merged.get('vary'), merged.get('content-security-policy')]).toEqual(['Cookie, Accept-Language', 'page']);
});
