import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { IssueMessage } from '@/lib/schemas/issues';
import type { ServerMessageKey } from '@/lib/i18n/server-keys';
import type { Vars } from './i18n';

/**
 * The one error type handlers throw. `messageKey` is translated into the caller's language by the error handler,
 * so handlers never deal with wording. `fields` carries per-field messages for a 400.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly messageKey: ServerMessageKey,
    readonly options: {
      vars?: Vars;
      fields?: Record<string, IssueMessage>;
      headers?: Record<string, string>;
      /** Sent untranslated as the top-level `message` (the client's refresh cue is exactly 'Unauthorized'). */
      literalMessage?: string;
      /** The failure this answer stands for (a storage error): the error handler logs it with the request id. */
      cause?: unknown;
    } = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
  }
}

export const notFound = () => new ApiError(404, 'NOT_FOUND', 'errors:common.notFound');
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'errors:common.forbidden');
/** Only for a missing, expired or invalid access token: the client refreshes on exactly this answer. */
export const unauthorized = () =>
  new ApiError(401, 'UNAUTHORIZED', 'errors:common.sessionExpired', { literalMessage: 'Unauthorized' });

export const validationFailed = (fields: Record<string, IssueMessage>) =>
  new ApiError(400, 'VALIDATION_FAILED', 'errors:common.validation', { fields });

/** One field failed a rule only the server can check (e-mail taken, wrong current password, ...). */
export const fieldError = (status: ContentfulStatusCode, code: string, field: string, messageKey: ServerMessageKey) =>
  new ApiError(status, code, messageKey, { fields: { [field]: { key: messageKey } } });

/** How long a client should wait before trying again while the database is out (the probe retries every 250 ms). */
export const RETRY_AFTER_SECONDS = 5;

/** The database cannot answer now (outage, full pool, statement time limit): try again shortly (decision 070). */
export const serviceUnavailable = () =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', 'errors:common.unavailable', {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });

/** The disk or quota is full (ENOSPC, EDQUOT): nothing the client can fix by sending again at once. */
export const insufficientStorage = (cause?: unknown) =>
  new ApiError(507, 'INSUFFICIENT_STORAGE', 'errors:common.insufficientStorage', { cause });

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'errors:common.tooManyRequests', {
    vars: { count: retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
