import { FetchError } from 'ofetch';
import type { I18n, MessageKey } from '@/lib/i18n/keys';

/**
 * Reading a failed call (docs/decisions/009): actions reject with the API error as it came, and the component
 * turns it into text with these, at the place the user looks.
 */

/** The failure envelope of DESIGN.md: `{success:false, message, error:{code, message, fields?}}`. */
export interface ApiErrorBody {
  success: false;
  message?: string;
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

function body(err: unknown): ApiErrorBody | undefined {
  if (!(err instanceof FetchError)) return undefined;
  const data: unknown = err.data;
  return typeof data === 'object' && data !== null ? (data as ApiErrorBody) : undefined;
}

/** Gateway answers: a proxy in front of the API could not reach it (restarting, overloaded). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** True when the API was not reached: no answer (offline, DNS, refused, timed out) or a gateway error. */
export function isNetworkError(err: unknown): boolean {
  return err instanceof FetchError && (err.response === undefined || GATEWAY_STATUSES.has(err.status ?? 0));
}

/**
 * The text to show for a failed call (SPEC §8): the server's `error.message`, else its `message`, else
 * `errors:common.network` when the server was not reached, else the caller's localised default
 * (`errorMessage(err, i18n, 'auth:errors.login')`).
 */
export function errorMessage(err: unknown, i18n: I18n, fallbackKey: MessageKey): string {
  const data = body(err);
  const text = data?.error?.message ?? data?.message;
  if (typeof text === 'string' && text !== '') return text;
  return i18n.t(isNetworkError(err) ? 'errors:common.network' : fallbackKey);
}

/** Per-field messages of a 400/409 (already localised by the server), keyed by field name; `{}` when none. */
export function fieldErrors(err: unknown): Record<string, string> {
  return body(err)?.error?.fields ?? {};
}

/** The server's machine-readable code (`EMAIL_TAKEN`, `INVALID_CREDENTIALS`, ...), if any. */
export function errorCode(err: unknown): string | undefined {
  return body(err)?.error?.code;
}

/** The HTTP status of a failed call; undefined when the server was not reached. */
export function errorStatus(err: unknown): number | undefined {
  return err instanceof FetchError ? err.status : undefined;
}

/** Not the user's input but the connection or the server (no answer, 5xx): trying again may help. */
export function isRetryable(err: unknown): boolean {
  const status = errorStatus(err);
  return status === undefined || status >= 500;
}
