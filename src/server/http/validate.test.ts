import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { slotQuerySchema } from '@/lib/schemas/appointments';
import { describedPart } from './describe';
import { serverErrors } from './on-error';
import { validateQuery, validateQueryRemembered } from './validate';

/** The same schema through both validators, and how often zod ran the remembered one's. */
function server(max?: number) {
  let parsed = 0;
  const counted = slotQuerySchema.transform((q) => (parsed++, q));
  const remembered = validateQueryRemembered(counted, max);
  const api = new Hono();
  api.get('/plain', validateQuery(slotQuerySchema), (c) => c.json(c.req.valid('query')));
  api.get('/kept', remembered, (c) => {
    const query = c.req.valid('query');
    return c.json({ ...query, frozen: Object.isFrozen(query) });
  });
  const app = new Hono();
  app.onError(serverErrors);
  app.route('/api', api);
  return { app, remembered, parsed: () => parsed };
}

const QUERIES = [
  'from=2026-03-16&to=2026-04-15&type=consultation',
  'type=orientation&from=2026-03-23&to=2026-03-29&extra=ignored',
  'from=2026-03-16&to=2026-03-17&type=consultation&type=orientation',
  'from=2026-03-20&to=2026-03-16&type=consultation',
  'from=2026-3-16&to=2026-03-17&type=consultation',
  'from=2026-01-01&to=2026-12-31&type=consultation',
  'from=%32026-03-16&to=2026-03-17&type=exam',
  '',
];

/**
 * Decision 111: the outcome is kept per raw query string — the same status and body as `validateQuery` gives, for
 * valid and invalid queries (a 400 with its field issues every time), with zod run once per string.
 */
test('a remembered query answers what validateQuery answers, and zod runs once per query string', async () => {
  const { app, parsed } = server();
  const statuses = new Set<number>();
  for (const round of [1, 2])
    for (const query of QUERIES) {
      const plain = await app.request(`/api/plain?${query}`);
      const kept = await app.request(`/api/kept?${query}`);
      expect(kept.status, query).toBe(plain.status);
      statuses.add(kept.status);
      const body = await plain.json();
      expect(await kept.json(), query).toEqual(plain.status === 200 ? { ...body, frozen: true } : body);
      expect(parsed(), `round ${round}`).toBeLessThanOrEqual(QUERIES.length);
    }
  expect([...statuses].sort()).toEqual([200, 400]);
  // The three valid strings parsed once each (a failed parse stops before the transform).
  expect(parsed()).toBe(3);
});

test('the remembered outcomes are bounded: past `max` strings they are worked out again', async () => {
  const { app, parsed } = server(2);
  const valid = QUERIES.slice(0, 3);
  for (const query of [...valid, ...valid]) expect((await app.request(`/api/kept?${query}`)).status).not.toBe(500);
  // Cleared at 2: the third string cleared the first two, so the second round parsed them again.
  expect(parsed()).toBeGreaterThan(2);
});

test('the OpenAPI document still sees the query schema', () => {
  const schema = z.object({ a: z.string() });
  expect(describedPart(validateQueryRemembered(schema))).toEqual({ in: 'query', schema });
});
