import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { untypedStrings } from '@/lib/schemas/untyped-strings';
import { describedPart } from '@/server/http/describe';
import { createTestContext, type TestContext } from '@/server/test/context';
import { callableRoutes } from './spec';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Every schema a mounted route validates a JSON body or a query with, by route: the route table is the list. */
function requestSchemas(): { route: string; schema: z.ZodType }[] {
  return [...callableRoutes(ctx.app.routes)].flatMap(([route, entries]) =>
    entries.flatMap((entry) => {
      const part = describedPart(entry.handler);
      return part && (part.in === 'json' || part.in === 'query') ? [{ route, schema: part.schema }] : [];
    }),
  );
}

test('every string field of every request schema a route validates is declared with text() (control characters refused)', () => {
  const schemas = requestSchemas();
  expect(schemas.length).toBeGreaterThan(30);
  // The walk itself finds a plain z.string(), however deeply it sits.
  expect(untypedStrings(z.object({ a: z.array(z.object({ b: z.string().optional() })) }))).toEqual(['.a[].b']);
  const offenders = schemas.flatMap(({ route, schema }) => untypedStrings(schema).map((path) => `${route} ${path}`));
  expect(offenders).toEqual([]);
});
