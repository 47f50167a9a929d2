/**
 * Which failures mean "the database cannot answer now" (an outage or an overload) rather than "this query is
 * wrong": those become `503 SERVICE_UNAVAILABLE` with Retry-After (http/on-error.ts), never a logged 500
 * (docs/decisions/070-database-time-limits.md).
 */
export class DatabaseUnavailableError extends Error {
  /** Found by `codes` below however Drizzle wraps it (DrizzleQueryError.cause). */
  readonly code: string;
  constructor(readonly reason: 'down' | 'acquire-timeout') {
    super(`database unavailable (${reason})`);
    this.name = 'DatabaseUnavailableError';
    this.code = reason === 'down' ? 'DATABASE_DOWN' : 'ACQUIRE_TIMEOUT';
  }
}

/** Socket errors and postgres.js's own connection codes: the server is gone or unreachable. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'DATABASE_DOWN',
]);

/** SQLSTATEs of a server shutting down, starting up or out of connections (class 08 is checked by prefix). */
const OUTAGE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * 57014 query_canceled: the statement time limit cut a query; ACQUIRE_TIMEOUT: no pool connection in time. The
 * server is there, but too busy to answer now: 503, without counting as an outage.
 */
const TIMEOUT_STATES = new Set(['57014', '25P03', 'ACQUIRE_TIMEOUT']);

function codes(error: unknown): string[] {
  const found: string[] = [];
  let e = error;
  // Drizzle wraps the driver's error as `cause`; a few levels cover every wrapping seen.
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') found.push(code);
    // PGlite after close() (a stopping process, a failed embedded database) has no code, only this message.
    if (message === 'PGlite is closed') found.push('CONNECTION_ENDED');
    e = (e as { cause?: unknown }).cause;
  }
  return found;
}

/** The connection to the database is lost or cannot be made: the availability tracker counts this as an outage. */
export function isOutage(error: unknown): boolean {
  return codes(error).some((code) => CONNECTION_CODES.has(code) || OUTAGE_STATES.has(code) || code.startsWith('08'));
}

/** Any failure the API answers 503 for: an outage, a pool that had no connection in time, a statement time limit. */
export function isUnavailable(error: unknown): boolean {
  return isOutage(error) || codes(error).some((code) => TIMEOUT_STATES.has(code));
}
