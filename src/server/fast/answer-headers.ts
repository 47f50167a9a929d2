import type { Context } from 'hono';

type Record_ = Record<string, string | string[]>;

/**
 * The headers of one answer, kept as a plain object instead of a `Headers`.
 *
 * Why: @hono/node-server writes an answer whose headers are a plain object straight to Node (`writeHead`), but
 * builds and then walks a WHATWG `Headers` (every name and value validated, sorted, copied) as soon as anything
 * reads `res.headers` — which every middleware setting a header after `next()` did. That cost ~15 % of a cheap
 * read. So: middlewares put their headers here before `next()`, `c.header()` writes here (installed by
 * `answerHeadersOf`), and the JSON envelope builds its `Response` with a plain copy (http/envelope.ts). Any other
 * answer (a page, a download, `c.body`) gets the record merged into its own headers after the handler.
 */
export class AnswerHeaders {
  readonly record: Record_;
  /** Bumped by every change; the envelope notes it, so a change after the answer was built is not lost. */
  version = 0;

  constructor(initial: Readonly<Record<string, string>>) {
    this.record = { ...initial };
  }

  get(name: string) {
    const value = this.record[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  /** `c.header()`'s contract: undefined deletes, `append` adds to a list (Set-Cookie stays one line each). */
  set(name: string, value: string | undefined, append = false) {
    const key = name.toLowerCase();
    const old = this.record[key];
    if (!append && old === value) return;
    this.version += 1;
    if (value === undefined) delete this.record[key];
    else if (!append || old === undefined) this.record[key] = value;
    else if (key === 'set-cookie') this.record[key] = [...(Array.isArray(old) ? old : [old]), value];
    else if (!listHas(String(old), value)) this.record[key] = `${String(old)}, ${value}`;
  }

  /** For an answer built without the record: its own headers win only for a page's Content-Security-Policy. */
  mergeInto(headers: Headers) {
    for (const [key, value] of Object.entries(this.record)) {
      if (key === 'content-security-policy' && headers.has(key)) continue;
      if (key === 'vary') {
        for (const token of String(value).split(', '))
          if (!listHas(headers.get('vary') ?? '', token)) headers.append('vary', token);
      } else if (Array.isArray(value)) for (const item of value) headers.append(key, item);
      else headers.set(key, value);
    }
  }
}

const listHas = (list: string, token: string) =>
  list.split(',').some((item) => item.trim().toLowerCase() === token.toLowerCase());

const STATE = Symbol('answer headers');
const BUILT_AT = Symbol('answer headers version');
type WithState = Context & { [STATE]?: AnswerHeaders };

/**
 * The answer's header record; the first caller in a request creates it from `initial` and redirects `c.header()`
 * into it. `owner` tells that caller it must call `finish` after `next()`.
 */
export function answerHeadersOf(c: Context, initial: Readonly<Record<string, string>> = {}) {
  const ctx = c as WithState;
  const existing = ctx[STATE];
  if (existing) return { headers: existing, owner: false };
  const headers = new AnswerHeaders(initial);
  ctx[STATE] = headers;
  c.header = ((name: string, value?: string, options?: { append?: boolean }) =>
    headers.set(name, value, options?.append)) as Context['header'];
  return { headers, owner: true };
}

/** The record, when a middleware made one (the whole server and the API always do; bare sub-apps in tests may not). */
export const existingAnswerHeaders = (c: Context) => (c as WithState)[STATE];

/**
 * A `Response` whose headers are the record and the body's own (type, encoding) as one plain object: the fast
 * path. The body's headers stay out of the record, so an answer that replaces this one (an error) never inherits
 * them.
 */
export function answerWithRecord(
  headers: AnswerHeaders,
  body: BodyInit | null,
  status: number,
  own: Record<string, string>,
) {
  const res = new Response(body, { status, headers: { ...headers.record, ...own } as Record<string, string> });
  (res as Response & { [BUILT_AT]?: number })[BUILT_AT] = headers.version;
  return res;
}

/** Whether the answer was built with the record as it is now (nothing to merge). */
export const answeredWithRecord = (c: Context, headers: AnswerHeaders) =>
  (c.res as Response & { [BUILT_AT]?: number })[BUILT_AT] === headers.version;

/** After `next()`, by the record's owner: merge it into any answer that was not built with it, or changed since. */
export function finishAnswer(c: Context, headers: AnswerHeaders) {
  if (!answeredWithRecord(c, headers)) headers.mergeInto(c.res.headers);
}
