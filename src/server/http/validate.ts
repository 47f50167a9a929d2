import type { Context, Next } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { fieldIssues } from '@/lib/schemas/issues';
import { Remembered } from '@/server/fast/remembered';
import { validationFailed } from './errors';
import { describes } from './describe';

/**
 * Validates a JSON body (or query) with the shared zod schema. Zod objects strip unknown keys, so nothing the
 * schema does not name can reach the database (no mass assignment).
 */
export const validateJson = <T extends z.ZodType>(schema: T) =>
  describes(
    validator('json', (value) => {
      const result = schema.safeParse(value);
      if (!result.success) throw validationFailed(fieldIssues(result.error));
      return result.data as z.output<T>;
    }),
    { in: 'json', schema },
  );

export const validateQuery = <T extends z.ZodType>(schema: T) =>
  describes(
    validator('query', (value) => {
      const result = schema.safeParse(value);
      if (!result.success) throw validationFailed(fieldIssues(result.error));
      return result.data as z.output<T>;
    }),
    { in: 'query', schema },
  );

/**
 * `validateQuery` for a hot read whose query strings repeat (the booking page's weeks, the slots ranges; decision
 * 111): the outcome kept per raw query string, so Hono's query parsing and zod run once per string rather than on
 * every request (~10 µs of a slots request's ~250). For schemas that are pure functions of the query (no clock, no
 * randomness). The validated value is shared by every request with that string, so it is frozen: handlers only
 * read it. Bounded as `Remembered` is: cleared at `max` strings.
 */
export const validateQueryRemembered = <T extends z.ZodType>(schema: T, max = 1_000) => {
  const outcomes = new Remembered<z.ZodSafeParseResult<z.output<T>>>(max);
  const middleware = async (c: Context, next: Next) => {
    const { url } = c.req;
    const at = url.indexOf('?');
    const outcome = outcomes.get(at < 0 ? '' : url.slice(at + 1), () => {
      // What Hono's query validator passes its function: each key's value, or its values when repeated.
      const value = Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
      const result = schema.safeParse(value);
      if (result.success && typeof result.data === 'object' && result.data) Object.freeze(result.data);
      return result;
    });
    if (!outcome.success) throw validationFailed(fieldIssues(outcome.error));
    c.req.addValidatedData('query', outcome.data as object);
    await next();
  };
  return describes(middleware as unknown as ReturnType<typeof validateQuery<T>>, { in: 'query', schema });
};
