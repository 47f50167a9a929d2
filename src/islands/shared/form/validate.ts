import type { z } from 'zod';
import { runtimeKey, type I18n } from '@/lib/i18n/keys';
import { fieldIssues } from '@/lib/schemas/issues';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/**
 * Runs a form's shared zod schema (the one the API validates with) and words each failing field in the page's
 * language, keyed by its dotted path (`education.0.endDate`): the same keys as the server's `error.fields`.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown, i18n: I18n): Validation<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const [path, issue] of Object.entries(fieldIssues(parsed.error)))
    errors[path] = i18n.t(runtimeKey(issue.key), issue.vars ?? {});
  return { ok: false, errors };
}
