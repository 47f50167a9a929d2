import { z } from 'zod';
import { envelopeOf } from '@/server/http/answers';
import { describedPart, type Answer, type RequestPart } from '@/server/http/describe';
import { answerSchemaOf, errorEnvelope, schemaOf } from './schemas';

/** The piece of Hono's route table the generator reads (`app.routes`). */
export interface RouteEntry {
  method: string;
  path: string;
  handler: object;
}

type Operation = Record<string, unknown>;

/** `/api/documents/:id{[0-9a-f-]+}` → `/api/documents/{id}`; the names of its path parameters. */
export function openApiPath(honoPath: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = honoPath.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

/** Routes a client can call: one per method and path (middleware entries `ALL` and catch-alls `*` are not). */
export function callableRoutes(routes: readonly RouteEntry[]): Map<string, RouteEntry[]> {
  const byKey = new Map<string, RouteEntry[]>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const key = `${route.method} ${route.path}`;
    byKey.set(key, [...(byKey.get(key) ?? []), route]);
  }
  return byKey;
}

// `/api/staff/*` matches `/api/staff` too (Hono's star matches nothing as well); `*` alone matches everything.
function covers(pattern: string, path: string): boolean {
  if (!pattern.endsWith('*')) return false;
  const prefix = pattern.slice(0, -1).replace(/\/$/, '');
  return path === prefix || path.startsWith(`${prefix}/`) || prefix === '';
}

// Middleware mounted with `use('*')` on a prefix (e.g. requireAuth on /api/staff/*) covers the paths below it.
function inheritedParts(routes: readonly RouteEntry[], path: string): RequestPart[] {
  return routes
    .filter((r) => r.method === 'ALL' && covers(r.path, path))
    .map((r) => describedPart(r.handler))
    .filter((part): part is RequestPart => part !== undefined);
}

function queryParameters(schema: z.ZodType) {
  const json = schemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The success half of `responses`, from the route's declared answer (openapi/answers.ts). */
function success(answer: Answer | undefined): Record<string, unknown> {
  if (!answer) return { '2XX': { description: 'Success (answer not declared)' } };
  switch (answer.kind) {
    case 'json':
      return {
        [String(answer.status)]: {
          description: 'Success',
          content: { 'application/json': { schema: answerSchemaOf(envelopeOf(answer.schema)) } },
        },
      };
    case 'file':
      return {
        '200': {
          description: 'The file',
          content: { [answer.contentType]: { schema: { type: 'string', contentMediaType: answer.contentType } } },
        },
      };
    case 'html':
      return { '200': { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } } };
    case 'redirect':
      return { '302': { description: 'Redirect (Location header)' } };
    case 'empty':
      return { [String(answer.status)]: { description: 'Success, no body' } };
  }
}

function operation(method: string, honoPath: string, parts: RequestPart[]): Operation {
  const { path, params } = openApiPath(honoPath);
  const op: Operation = {
    operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[/-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    tags: [path.split('/')[2] ?? 'api'],
    parameters: params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    responses: {
      ...success(parts.find((part): part is Extract<RequestPart, { in: 'answer' }> => part.in === 'answer')?.answer),
      '4XX': {
        description: 'Refused, with a message in the Accept-Language language',
        content: { 'application/json': { schema: errorEnvelope } },
      },
    },
  };
  for (const part of parts) {
    if (part.in === 'auth') op.security = part.optional ? [{ bearer: [] }, {}] : [{ bearer: [] }];
    if (part.in === 'query') (op.parameters as unknown[]).push(...queryParameters(part.schema));
    if (part.in === 'json')
      op.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(part.schema) } } };
    if (part.in === 'multipart') {
      const file = {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `At most ${part.maxBytes} bytes`,
      };
      op.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: [part.field], properties: { [part.field]: file } },
          },
        },
      };
    }
  }
  return op;
}

/** The OpenAPI 3.1 document of every callable route, generated from the route table and the zod schemas. */
export function openApiDocument(routes: readonly RouteEntry[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [key, entries] of callableRoutes(routes)) {
    const [method, honoPath] = key.split(' ') as [string, string];
    const parts = [...inheritedParts(routes, honoPath), ...entries.map((e) => describedPart(e.handler))].filter(
      (part): part is RequestPart => part !== undefined,
    );
    const { path } = openApiPath(honoPath);
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(method, honoPath, parts) };
  }
  return {
    openapi: '3.1.0',
    info,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
