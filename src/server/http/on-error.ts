import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { runtimeServerKey } from '@/lib/i18n/server-keys';
import type { AppEnv } from '@/server/context';
import { OwnerGoneError } from '@/server/db/errors';
import { isUnavailable } from '@/server/db/unavailable';
import { isStorageFull } from '@/server/storage/full';
import { ApiError, insufficientStorage, serviceUnavailable, unauthorized } from './errors';
import { translator } from './i18n';
import { logError, logger } from '@/server/log/logger';

/**
 * The single error handler: every failure leaves the API as the envelope of DESIGN.md, worded in the caller's
 * language. Unknown errors are logged (identifiers only, see log/describe-error.ts) and answered as a generic 500 so no internals
 * leak; the answer's X-Request-Id names the log line.
 */
export function onError(err: Error, c: Context<AppEnv>) {
  const t = c.get('t') ?? translator(DEFAULT_LOCALE);
  const where = { requestId: c.get('requestId'), method: c.req.method, route: routePath(c) };
  let apiError: ApiError;
  // An error an ApiError was made from (a storage failure) is logged before it becomes the answer.
  if (err instanceof ApiError && err.cause !== undefined) logError('request failed', err.cause, where);
  if (err instanceof ApiError) apiError = err;
  else if (isUnavailable(err)) {
    // An outage makes every request fail alike: a warning per request, not an error with a stack.
    logger.warn({ ...where, error: err }, 'database unavailable');
    apiError = serviceUnavailable();
  } else if (isStorageFull(err)) {
    logError('storage full', err, where);
    apiError = insufficientStorage();
  } else if (err instanceof OwnerGoneError) apiError = unauthorized();
  else if (err instanceof HTTPException && err.status < 500)
    apiError = new ApiError(err.status as 400, 'BAD_REQUEST', 'errors:common.unexpected');
  else {
    logError('request failed', err, where);
    apiError = new ApiError(500, 'SERVER_ERROR', 'errors:common.server');
  }
  const { vars, fields, headers, literalMessage } = apiError.options;
  const message = t(apiError.messageKey, vars);
  for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
  return c.json(
    {
      success: false as const,
      message: literalMessage ?? message,
      error: {
        code: apiError.code,
        message,
        ...(fields && {
          fields: Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, t(runtimeServerKey(m.key), m.vars)])),
        }),
      },
    },
    apiError.status,
  );
}

/**
 * The whole server's error handler (set on the root app, so no sub-app needs its own, decision 108): the API's
 * envelope for any path under /api, Hono's plain answer elsewhere (the built site's errors are static.ts's).
 */
export function serverErrors(err: Error, root: Context) {
  const c = root as Context<AppEnv>;
  const path = c.req.path;
  if (path === '/api' || path.startsWith('/api/')) return onError(err, c);
  if (err instanceof HTTPException) return err.getResponse();
  logError('request failed', err, { requestId: c.get('requestId'), method: c.req.method, route: routePath(c) });
  return c.text('Internal Server Error', 500);
}
