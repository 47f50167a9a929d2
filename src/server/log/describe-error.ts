/**
 * Server logs never hold personal data or secrets. An error's message is not trusted: a Drizzle or driver error
 * carries the query parameters (e-mail addresses, password hashes, token hashes), a JSON parse error quotes the
 * body, an SMTP error the recipient. So a log line keeps only what identifies the failure — the event, the request
 * id the client also received, the route pattern (never the URL with its query), and per error in the cause chain
 * its class name, code and schema identifiers — plus the stack's frames without its message.
 */

const CODE = /^[A-Za-z0-9_.-]{1,40}$/;
const safe = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && CODE.test(String(value)) ? String(value) : undefined;

type Fields = Record<string, string | undefined>;

function describe(error: object): Fields {
  const e = error as Record<string, unknown>;
  return {
    name: safe(e['name']) ?? safe(error.constructor?.name),
    code: safe(e['code']),
    // Schema identifiers from PostgreSQL (postgres.js spells them *_name, PGlite without).
    constraint: safe(e['constraint_name'] ?? e['constraint']),
    table: safe(e['table_name'] ?? e['table']),
    column: safe(e['column_name'] ?? e['column']),
  };
}

/** Stack frames only: V8 starts a stack with "Name: message", which is cut off by its known length. */
function frames(error: unknown): string[] {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return [];
  const head = error.message ? `${error.name}: ${error.message}` : error.name;
  if (!error.stack.startsWith(head)) return [];
  return error.stack
    .slice(head.length)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, 10);
}

/** The error as it may be logged: each link of the cause chain reduced to identifiers, and where it was thrown. */
export function describeError(error: unknown) {
  const chain: Fields[] = [];
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null && chain.length < 5;
    e = (e as { cause?: unknown }).cause
  )
    chain.push(Object.fromEntries(Object.entries(describe(e)).filter(([, v]) => v !== undefined)));
  return { chain, frames: frames(error) };
}
