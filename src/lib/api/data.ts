import type { FetchOptions } from 'ofetch';
import type { z } from 'zod';
import { api, type ApiEnvelope } from './client';
import { takeEarlyAnswer } from './early';

/**
 * Whether answers are checked against their schema: in development and under Vitest, never in a production build
 * (Vite replaces `import.meta.env.DEV` by `false` there, so the check is dropped from the bundle). Decision 067.
 */
const CHECKS_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** Thrown in development and tests when the server's answer does not match the schema the caller expects. */
export class AnswerMismatch extends Error {
  override name = 'AnswerMismatch';
}

/**
 * GET/POST/... and unwrap the envelope, typed by the answer schema of `src/lib/schemas/<resource>.ts`:
 * `const profile = await apiData('/profile', profileSchema)`. The data is returned as the server sent it;
 * in development and tests it is first parsed, so a drift between server and client fails loudly. This file imports
 * zod's types only: the schema comes from the caller, so a page that never calls apiData carries no zod.
 */
export async function apiData<S extends z.ZodType>(
  path: string,
  schema: S,
  options?: FetchOptions<'json'>,
): Promise<z.output<S>> {
  // A plain GET the page's head script has already sent (early.ts) is not sent again.
  const early = options === undefined ? await takeEarlyAnswer(path) : null;
  const { data } = early?.success === true ? early : await api<ApiEnvelope<unknown>>(path, options);
  if (CHECKS_ANSWERS) {
    const result = schema.safeParse(data);
    if (!result.success) throw new AnswerMismatch(`${path} answered outside its schema: ${result.error.message}`);
  }
  return data as z.output<S>;
}
