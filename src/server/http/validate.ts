import { validator } from 'hono/validator';
import type { z } from 'zod';
import { fieldIssues } from '@/lib/schemas/issues';
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
