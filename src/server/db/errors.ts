/** A PostgreSQL error as the drivers report it: postgres.js names the constraint `constraint_name`, PGlite `constraint`. */
interface DriverError {
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  cause?: unknown;
}

/** The driver error with SQLSTATE `code`, whether it is bare or wrapped by Drizzle (DrizzleQueryError.cause). */
export function findDriverError(error: unknown, code: string): DriverError | undefined {
  let e = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    if ((e as DriverError).code === code) return e as DriverError;
    e = (e as DriverError).cause;
  }
  return undefined;
}

/** The name of the exclusion constraint (23P01) the error reports, or undefined for any other error. */
export function excludedBy(error: unknown): string | undefined {
  const found = findDriverError(error, '23P01');
  const name = found?.constraint_name ?? found?.constraint;
  return found ? (typeof name === 'string' ? name : '') : undefined;
}

/**
 * The user whose rows a write locks no longer exists (lockOwner). A database fact, not an HTTP answer: the API's
 * error handler (http/on-error.ts) answers it 401 like any other dead session.
 */
export class OwnerGoneError extends Error {
  constructor() {
    super('owner gone');
    this.name = 'OwnerGoneError';
  }
}
