import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { validateJson } from '@/server/http/validate';
import { createTestContext, type TestContext } from '@/server/test/context';
import { callableRoutes, openApiDocument, openApiPath } from './spec';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Doc = ReturnType<typeof openApiDocument>;
const served = async (): Promise<Doc> => (await ctx.api('GET', '/api/openapi.json')).json() as Promise<Doc>;
// Walked as plain JSON: the assertions below say which shape they expect.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const op = (doc: Doc, method: string, path: string): Json => (doc.paths[path] as Json | undefined)?.[method] ?? {};

test('/api/openapi.json is a valid OpenAPI 3.1 document', async () => {
  const doc = await served();
  const result = await new Validator().validate(doc as Json);
  expect(result.errors ?? []).toEqual([]);
  expect([doc.openapi, result.valid]).toEqual(['3.1.0', true]);
});

test('every route the server mounts is in the document, with the method it answers', async () => {
  const doc = await served();
  const mounted = [...callableRoutes(ctx.app.routes).keys()].filter((key) => /^\w+ \/(api|checkout)\//.test(key));
  expect(mounted.length).toBeGreaterThan(60);
  const missing = mounted.filter((key) => {
    const [method, path] = key.split(' ') as [string, string];
    return !op(doc, method.toLowerCase(), openApiPath(path).path);
  });
  expect(missing).toEqual([]);
});

test('bodies, queries, uploads and sign-in come from the code: zod schemas, validators, upload limits, auth', async () => {
  const doc = await served();
  const register = op(doc, 'post', '/api/auth/register').requestBody.content['application/json'].schema;
  expect(register.required).toEqual(expect.arrayContaining(['email', 'password']));
  expect(register.properties.email).toMatchObject({ type: 'string' });
  const slots = op(doc, 'get', '/api/appointments/slots').parameters.map((p: { name: string }) => p.name);
  expect(slots).toEqual(expect.arrayContaining(['from', 'to', 'type']));
  const upload = op(doc, 'post', '/api/documents').requestBody.content['multipart/form-data'].schema;
  expect(upload.required).toEqual(['file']);
  expect(op(doc, 'delete', '/api/documents/{id}').parameters[0]).toMatchObject({
    name: 'id',
    in: 'path',
    required: true,
  });
  expect(op(doc, 'get', '/api/staff/cases').security).toEqual([{ bearer: [] }]);
  expect(op(doc, 'post', '/api/contact').security).toBeUndefined();
});

test('answers come from the code too: the envelope around the zod schema of each route, files and pages by type', async () => {
  const doc = await served();
  const session = op(doc, 'get', '/api/auth/session').responses['200'].content['application/json'].schema;
  expect(session.required).toEqual(['success', 'data']);
  expect(session.properties.success).toMatchObject({ const: true });
  expect(session.properties.data.properties.email).toMatchObject({ type: 'string' });
  const register = op(doc, 'post', '/api/auth/register').responses['201'].content['application/json'].schema;
  expect(register.properties.data.required).toEqual(expect.arrayContaining(['access_token', 'user']));
  expect(Object.keys(op(doc, 'get', '/api/payments/{id}/receipt').responses['200'].content)).toEqual([
    'application/pdf',
  ]);
  expect(Object.keys(op(doc, 'get', '/api/docs').responses['200'].content)).toEqual(['text/html']);
  // Every operation with a declared answer documents its success body (or says it has none).
  const declared = Object.values(doc.paths as Record<string, Json>)
    .flatMap((methods) => Object.values(methods) as Json[])
    .filter((operation) => !operation.responses['2XX']);
  expect(declared.length).toBeGreaterThan(55);
  for (const operation of declared) {
    const success = Object.entries(operation.responses as Json).find(([status]) => /^[23]\d\d$/.test(status));
    expect(success, operation.operationId).toBeDefined();
  }
});

test('a new route appears without anyone describing it', () => {
  const app = new Hono();
  app.post('/api/things/:id', validateJson(z.object({ colour: z.enum(['red', 'blue']) })), (c) => c.json({}));
  const doc = openApiDocument(app.routes, { title: 't', version: '1' });
  expect(op(doc, 'post', '/api/things/{id}').requestBody.content['application/json'].schema.properties).toEqual({
    colour: { type: 'string', enum: ['red', 'blue'] },
  });
});

test('/api/docs renders the reference on the server, under a policy that allows no script', async () => {
  const res = await ctx.api('GET', '/api/docs');
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  const html = await res.text();
  expect(html).toContain('<code>/api/documents/{id}</code>');
  expect(html).not.toContain('<script');
});
